import { useTranslation } from "~/platform/i18n/translation.tsx";
import { TableRegion } from "~/platform/ui/table-region.tsx";
import type { Medal } from "../../../vocabulary/results-keys.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { DelegationLabel } from "~/domain/results/labels.server.ts";
import { Flag } from "~/site/parts/flag.tsx";
import { MedalLabel } from "~/site/parts/medal-label.tsx";
import { SportName } from "~/site/parts/sport-pictogram.tsx";
import { ResultRank } from "~/site/parts/result-rank.tsx";
import type { ResultStatus } from "../../../vocabulary/schedule-keys.ts";
import type { Shown } from "~/domain/content/localized.ts";
import { favouriteTokens } from "~/domain/favourites/favourites.ts";
import { favouritesFilter } from "~/site/favourites/favourites.behaviour.ts";

export interface ResultItem {
  id: number;
  rank: number | null;
  date: string;
  sport: string;
  sportSlug?: string;
  event: Shown;
  athlete: string;
  delegation: DelegationLabel;
  result: string;
  /** Why the line has no place (DNS, DNF, DSQ, NM), said instead of its mark. */
  status?: ResultStatus | null;
  medal: Medal | null;
}

// Result dates are calendar days (YYYY-MM-DD): format them as such, without a time zone shift.
const RESULT_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };
/** Whether a row opens a new event in a list ordered by event, so the table can mark where each event starts. */
function startsEvent(rows: readonly ResultItem[], index: number): boolean {
  const row = rows[index];
  const previous = rows[index - 1];
  return !previous || !row || previous.date !== row.date || previous.sport !== row.sport || previous.event.value !== row.event.value;
}

const COLUMNS = ["rank", "date", "sport", "event", "athlete", "country", "result", "medal"] as const;

/**
 * The public results table (/results, /live), in a scrollable region named by its caption. The rows
 * come ordered by event (RESULT_ORDER); a stronger rule marks where each event starts.
 */
export function ResultsTable({ items, caption, captionId }: { items: readonly ResultItem[]; caption: string; captionId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <TableRegion caption={caption} captionId={captionId}>
      <thead className="bg-ocean-50 text-sm text-ocean-900">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">{t(`results.columns.${column}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {items.map((row, index) => (
          <tr key={row.id} data-result={row.id} {...favouritesFilter.part("favouriteItem", favouriteTokens({ sport: row.sportSlug, delegations: [row.delegation.code] }))} className={index > 0 && startsEvent(items, index) ? "border-t-2 border-t-slate-300" : undefined}>
            <td className="px-4 py-3"><ResultRank rank={row.rank} noRank={t("results.noRank")} locale={locale} /></td>
            <td className="whitespace-nowrap px-4 py-3"><time dateTime={row.date}>{formatDate(row.date, locale, RESULT_DATE)}</time></td>
            <td className="px-4 py-3"><SportName name={row.sport} slug={row.sportSlug} /></td>
            <td lang={row.event.lang} className="px-4 py-3">{row.event.value}</td>
            <td className="px-4 py-3">{row.athlete}</td>
            <td className="px-4 py-3" data-country={row.delegation.code}>
              <span className="flex items-center gap-2">
                <Flag code={row.delegation.code} region={row.delegation.region} size="sm" />
                {row.delegation.linked ? (
                  <a href={localize(`/countries/${row.delegation.code.toLowerCase()}`)} className="text-ocean-700 underline-offset-4 hover:underline" lang={row.delegation.lang}>{row.delegation.name}</a>
                ) : (
                  row.delegation.name
                )}
              </span>
            </td>
            <td className="whitespace-nowrap px-4 py-3 font-mono">{row.status ? <abbr title={t(`schedule.statuses.${row.status}`)}>{row.status}</abbr> : row.result}</td>
            <td className="whitespace-nowrap px-4 py-3">
              {row.medal ? (
                <MedalLabel medal={row.medal} label={t(`results.medals.${row.medal}`)} />
              ) : (
                <><span aria-hidden="true">—</span><span className="sr-only">{t("results.noMedal")}</span></>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
