import { useTranslation } from "~/platform/i18n/translation.tsx";
import { TableRegion } from "~/platform/ui/table-region.tsx";
import { MEDALS } from "../../../db/schema/results-keys.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { DelegationLabel } from "~/domain/results/labels.server.ts";
import { MedalLabel } from "~/site/parts/medal-label.tsx";
import type { MedalCounts, MedalStanding } from "~/domain/results/medal-table.ts";

const cell = "px-4 py-3 text-right tabular-nums";

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
      <thead className="bg-ocean-50 text-sm text-ocean-900">
        <tr>
          <th scope="col" className="px-4 py-3 font-semibold">{t("results.table.rank")}</th>
          <th scope="col" className="px-4 py-3 font-semibold">{t("results.table.delegation")}</th>
          {MEDALS.map((medal) => (
            <th key={medal} scope="col" className="px-4 py-3 text-right font-semibold">
              <span className="inline-flex justify-end"><MedalLabel medal={medal} label={t(`results.medals.${medal}`)} /></span>
            </th>
          ))}
          <th scope="col" className="px-4 py-3 text-right font-semibold">{t("results.table.total")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {standings.map((standing) => (
          <tr key={standing.code} data-code={standing.code}>
            <td className="px-4 py-3 font-semibold tabular-nums" data-rank>{number(standing.rank)}</td>
            <th scope="row" className="px-4 py-3 font-normal">
              <span className="flex items-center gap-3">
                {standing.delegation.flag && <span aria-hidden="true" className="text-2xl leading-none">{standing.delegation.flag}</span>}
                {standing.delegation.linked ? (
                  <a href={localize(`/countries/${standing.code.toLowerCase()}`)} className="font-semibold text-ocean-700 underline-offset-4 hover:underline">
                    {standing.delegation.name}
                  </a>
                ) : (
                  standing.delegation.name
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
          <th scope="row" colSpan={2} className="px-4 py-3">{t("results.table.totals")}</th>
          <td className={cell}>{number(totals.gold)}</td>
          <td className={cell}>{number(totals.silver)}</td>
          <td className={cell}>{number(totals.bronze)}</td>
          <td className={cell}>{number(totals.total)}</td>
        </tr>
      </tfoot>
    </TableRegion>
  );
}
