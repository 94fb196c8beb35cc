import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import { hasDemoResults } from "~/domain/results/public-results.server.ts";
import { RESULT_ORDER } from "~/domain/results/result-order.server.ts";
import type { Filters } from "./filters.ts";
import { answerOf, resultRows, type NameBook } from "./rows.ts";

/** Every result line in the order of the public lists (newest day first, each event by rank), as the filters narrow it. */
export async function resultsAnswer(db: Db, book: NameBook, publicUrl: string, filters: Filters) {
  const conditions: SQL[] = [];
  if (filters.day) conditions.push(eq(sportsResults.date, filters.day));
  if (filters.sport) conditions.push(eq(sportsResults.sport, filters.sport));
  if (filters.delegation) conditions.push(eq(sportsResults.country, filters.delegation));
  const [lines, demo] = await Promise.all([
    db
      .select({
        id: sportsResults.id,
        date: sportsResults.date,
        sport: sportsResults.sport,
        event: sportsResults.event,
        athlete: sportsResults.athlete,
        country: sportsResults.country,
        result: sportsResults.result,
        medal: sportsResults.medal,
        rank: sportsResults.rank,
        status: sportsResults.status,
        sessionId: sportsResults.sessionId,
        eventCode: scheduleEvents.code,
        eventName: scheduleEvents.name,
        resultsState: scheduleSessions.results,
      })
      .from(sportsResults)
      .leftJoin(scheduleSessions, eq(sportsResults.sessionId, scheduleSessions.id))
      .leftJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(...RESULT_ORDER),
    hasDemoResults(db),
  ]);
  return answerOf("results", resultRows(lines, book), { demo, publicUrl });
}
