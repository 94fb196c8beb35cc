import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sportsResults } from "../../../db/schema/results.ts";
import { MEDALS, type Medal } from "../../../vocabulary/results-keys.ts";
import { resultLines } from "~/domain/results/result-lines.server.ts";

/**
 * A delegation's recorded results, in the order of every public results list. Its page places a line
 * by its medal alone and names the event as typed: it is given only what it shows.
 */
export async function delegationResults(db: Db, code: string) {
  const lines = await resultLines(db, eq(sportsResults.country, code));
  return lines.map(({ id, sport, event, athlete, result, medal, date }) => ({ id, sport, event, athlete, result, medal, date }));
}

export type DelegationResult = Awaited<ReturnType<typeof delegationResults>>[number];

/** Gold, silver and bronze counted from the results themselves: each medalled row is one medal. */
export function countMedals(rows: readonly { medal: Medal | null }[]): Record<Medal, number> {
  const counts = Object.fromEntries(MEDALS.map((medal) => [medal, 0])) as Record<Medal, number>;
  for (const { medal } of rows) if (medal) counts[medal] += 1;
  return counts;
}
