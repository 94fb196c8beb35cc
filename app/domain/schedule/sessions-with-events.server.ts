import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { scheduleEvents, scheduleSessions } from "../../../db/schema/index.ts";

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
