import { MEDALS, type Medal } from "../../../db/schema/results-keys.ts";

/**
 * The place a result stands for, as far as the stored results tell it: the medal's (gold 1, silver 2,
 * bronze 3, so both bronzes of a combat sport's event are third). A result without a medal has no
 * recorded place: the results keep no finishing order beyond the podium.
 */
export function medalRank(medal: Medal | null): number | null {
  return medal ? MEDALS.indexOf(medal) + 1 : null;
}

/** Rows with their place, for the public results tables. */
export function withRanks<Row extends { medal: Medal | null }>(rows: readonly Row[]): (Row & { rank: number | null })[] {
  return rows.map((row) => ({ ...row, rank: medalRank(row.medal) }));
}
