import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { scheduleEvents, scheduleSessions } from "../../../db/schema/index.ts";

/**
 * Sessions, each with its event: the one join of a session to its event for the back office's
 * writes, the results form and the open data. A caller adds its condition, order or lock.
 */
export function sessionsWithEvents(db: Db) {
  return db.select({ session: scheduleSessions, event: scheduleEvents }).from(scheduleSessions).innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id)).$dynamic();
}
