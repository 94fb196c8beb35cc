import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sportsResults } from "../../../db/schema/results.ts";
import { MEDALS, type Medal } from "../../../vocabulary/results-keys.ts";
import { RESULT_ORDER } from "~/domain/results/result-order.server.ts";

/** A delegation's recorded results, in the order of every public results list (RESULT_ORDER). */
export function delegationResults(db: Db, code: string) {
  return db
    .select({
      id: sportsResults.id,
      sport: sportsResults.sport,
      event: sportsResults.event,
      athlete: sportsResults.athlete,
      result: sportsResults.result,
      medal: sportsResults.medal,
      date: sportsResults.date,
    })
    .from(sportsResults)
    .where(eq(sportsResults.country, code))
    .orderBy(...RESULT_ORDER);
}

export type DelegationResult = Awaited<ReturnType<typeof delegationResults>>[number];

/** Gold, silver and bronze counted from the results themselves: each medalled row is one medal. */
export function countMedals(rows: readonly { medal: Medal | null }[]): Record<Medal, number> {
  const counts = Object.fromEntries(MEDALS.map((medal) => [medal, 0])) as Record<Medal, number>;
  for (const { medal } of rows) if (medal) counts[medal] += 1;
  return counts;
}
