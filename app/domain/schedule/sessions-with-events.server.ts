import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { scheduleEvents, scheduleSessions } from "../../../db/schema/index.ts";

/** What every list of sessions shows of one: when, where, which, and whether it was called off. */
export const SESSION_FACTS = {
  id: scheduleSessions.id,
  phase: scheduleSessions.phase,
  number: scheduleSessions.number,
  startsAt: scheduleSessions.startsAt,
  endsAt: scheduleSessions.endsAt,
  venue: scheduleSessions.venue,
  cancelled: scheduleSessions.cancelled,
};

/** Both rows whole, for the readers that want the session and its event as stored. */
export const SESSION_AND_EVENT = { session: scheduleSessions, event: scheduleEvents };

/**
 * Sessions, each with its event: the one join of a session to its event, for the public schedule, the
 * calendar feeds, the back office's writes, the results form and the open data. `columns` picks what
 * is read of both; a caller adds its condition, then its grouping, order or lock.
 */
export function sessionsWithEvents<S extends SelectedFields>(db: Db, columns: S) {
  return db.select(columns).from(scheduleSessions).innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id));
}
