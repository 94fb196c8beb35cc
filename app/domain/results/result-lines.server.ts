import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sportsResults } from "../../../db/schema/results.ts";
import { scheduleEvents, scheduleSessions } from "../../../db/schema/schedule.ts";
import { RESULT_ORDER } from "./result-order.server.ts";

const resultLineColumns = {
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
  /** The schedule's event of the line's session, none for a line typed outside a session. */
  eventCode: scheduleEvents.code,
  eventName: scheduleEvents.name,
  resultsState: scheduleSessions.results,
};

/**
 * Result lines, each with its session's event when it belongs to one, in the order of every public
 * list (RESULT_ORDER): the one query of the results pages, a delegation's page, /live and the open
 * data. `where` narrows them; a caller may still add a limit and an offset.
 */
export function resultLines(db: Db, where?: SQL) {
  return db
    .select(resultLineColumns)
    .from(sportsResults)
    .leftJoin(scheduleSessions, eq(sportsResults.sessionId, scheduleSessions.id))
    .leftJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
    .where(where)
    .orderBy(...RESULT_ORDER)
    .$dynamic();
}
