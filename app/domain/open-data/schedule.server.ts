import { and, arrayContains, asc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { scheduleEvents, scheduleSessions } from "../../../db/schema/index.ts";
import { hasDemoSchedule, PHASE_ORDER } from "~/domain/schedule/schedule-read.server.ts";
import { SESSION_AND_EVENT, sessionsWithEvents } from "~/domain/schedule/sessions-with-events.server.ts";
import { fromTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import type { Filters } from "./filters.ts";
import { answerOf, scheduleRow, type NameBook } from "./rows.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every session of the schedule with its event's fields, by start (then event code, stage, number), as
 * the filters narrow it: a day is Tahiti's, a delegation one entered in the event. `demo` says whether
 * a demo event is left anywhere in the schedule, as the pages do.
 */
export async function scheduleAnswer(db: Db, book: NameBook, publicUrl: string, filters: Filters) {
  const conditions: SQL[] = [];
  if (filters.day) {
    const start = fromTahitiWallClock(`${filters.day}T00:00`)!;
    conditions.push(gte(scheduleSessions.startsAt, start), lt(scheduleSessions.startsAt, new Date(start.getTime() + DAY_MS)));
  }
  if (filters.sport) conditions.push(eq(scheduleEvents.sport, filters.sport));
  if (filters.venue) conditions.push(eq(scheduleSessions.venue, filters.venue));
  if (filters.delegation) conditions.push(arrayContains(scheduleEvents.delegations, [filters.delegation]));
  const [rows, demo] = await Promise.all([
    sessionsWithEvents(db, SESSION_AND_EVENT)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(asc(scheduleSessions.startsAt), sql`${scheduleEvents.code} collate "C"`, PHASE_ORDER, asc(scheduleSessions.number), asc(scheduleSessions.id)),
    hasDemoSchedule(db),
  ]);
  return answerOf("schedule", rows.map((row) => scheduleRow(row, book)), { demo, publicUrl });
}
