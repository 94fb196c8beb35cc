import { MEDALS, type Medal } from "../../../vocabulary/results-keys.ts";

/**
 * The place a line entered on its own stands for: the medal's (gold 1, silver 2, bronze 3, so both
 * bronzes of a combat sport's event are third). Such a line without a medal has no recorded place; a
 * session's ranked list records every place.
 */
export function medalRank(medal: Medal | null): number | null {
  return medal ? MEDALS.indexOf(medal) + 1 : null;
}

/** Rows with their place, for the public results tables: the rank a session's list gave, else the medal's. */
export function withRanks<Row extends { medal: Medal | null; rank?: number | null }>(rows: readonly Row[]): (Row & { rank: number | null })[] {
  return rows.map((row) => ({ ...row, rank: row.rank ?? medalRank(row.medal) }));
}
