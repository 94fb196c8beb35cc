import { Flag } from "~/site/parts/flag.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { TableRegion } from "~/platform/ui/table-region.tsx";
import { MEDALS } from "../../../vocabulary/results-keys.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { DelegationLabel } from "~/domain/results/labels.server.ts";
import { MedalLabel, MedalToken } from "~/site/parts/medal-label.tsx";
import type { MedalCounts, MedalStanding } from "~/domain/results/medal-table.ts";

// On a phone the columns close up so all six fit at 320 px: narrower padding, a short rank
// heading, the delegation's code instead of its name, each medal's initial in its colour instead
// of its name (the full words stay for screen readers).
const pad = "px-1.5 py-3 first:pl-3 sm:px-4 sm:first:pl-4";
const cell = `${pad} text-right tabular-nums`;

/** The medal table (/medals, /live): rank, delegation, gold, silver, bronze, total, and the totals row. */
export function MedalStandings({
  standings,
  totals,
  caption,
  captionId,
}: {
  standings: readonly (MedalStanding & { delegation: DelegationLabel })[];
  totals: MedalCounts;
  caption: string;
  captionId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const number = (value: number) => formatNumber(value, locale);
  return (
    <TableRegion caption={caption} captionId={captionId}>
      <thead className="bg-ocean-50 text-xs text-ocean-900 sm:text-sm">
        <tr>
          <th scope="col" className={`${pad} font-semibold`}>
            <span aria-hidden="true" className="sm:hidden">{t("results.table.rankShort")}</span>
            <span className="max-sm:sr-only">{t("results.table.rank")}</span>
          </th>
          <th scope="col" className={`${pad} font-semibold`}>{t("results.table.delegation")}</th>
          {MEDALS.map((medal) => (
            <th key={medal} scope="col" className={`${pad} text-right font-semibold`}>
              <span className="inline-flex justify-end max-sm:hidden"><MedalLabel medal={medal} label={t(`results.medals.${medal}`)} /></span>
              <span className="sm:hidden"><MedalToken medal={medal} initial={t(`results.medalsShort.${medal}`)} label={t(`results.medals.${medal}`)} /></span>
            </th>
          ))}
          <th scope="col" className={`${pad} text-right font-semibold`}>{t("results.table.total")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {standings.map((standing) => (
          <tr key={standing.code} data-code={standing.code}>
            <td className={`${pad} font-semibold tabular-nums`} data-rank>{number(standing.rank)}</td>
            <th scope="row" className={`${pad} font-normal`}>
              <span className="flex items-center gap-2 sm:gap-3">
                <Flag code={standing.code} region={standing.delegation.region} />
                {standing.delegation.linked ? (
                  <a href={localize(`/countries/${standing.code.toLowerCase()}`)} className="inline-block py-0.5 font-semibold text-ocean-700 underline-offset-4 hover:underline">
                    <DelegationName name={standing.delegation.name} lang={standing.delegation.lang} code={standing.code} />
                  </a>
                ) : (
                  <DelegationName name={standing.delegation.name} lang={standing.delegation.lang} code={standing.code} />
                )}
              </span>
            </th>
            <td className={cell}>{number(standing.gold)}</td>
            <td className={cell}>{number(standing.silver)}</td>
            <td className={cell}>{number(standing.bronze)}</td>
            <td className={`${cell} font-bold`}>{number(standing.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-slate-300 bg-sand-50 font-bold text-slate-900">
        <tr data-totals>
          <th scope="row" colSpan={2} className={pad}>{t("results.table.totals")}</th>
          <td className={cell}>{number(totals.gold)}</td>
          <td className={cell}>{number(totals.silver)}</td>
          <td className={cell}>{number(totals.bronze)}</td>
          <td className={cell}>{number(totals.total)}</td>
        </tr>
      </tfoot>
    </TableRegion>
  );
}

/**
 * The name, or on a phone the three-letter code with the name still there for screen readers: the
 * code is read too, so a link's spoken name contains what it shows (WCAG 2.5.3).
 */
export function DelegationName({ name, lang, code }: { name: string; lang?: string; code: string }) {
  return (
    <>
      <span className="max-sm:sr-only" lang={lang}>{name}</span>
      <span className="sm:hidden"> {code}</span>
    </>
  );
}
