import { formatNumber } from "~/platform/i18n/format.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

/** A result's place, or a dash that screen readers hear as `noRank` when the results record none. */
export function ResultRank({ rank, noRank, locale }: { rank: number | null; noRank: string; locale: Locale }) {
  if (rank === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{noRank}</span>
      </>
    );
  }
  return <span className="font-semibold tabular-nums">{formatNumber(rank, locale)}</span>;
}
