import { and, asc, count, eq, ilike, inArray, min, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { PHASES } from "../../../vocabulary/schedule-keys.ts";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";
import { SESSION_AND_EVENT, SESSION_FACTS, sessionsWithEvents } from "./sessions-with-events.server.ts";

/** A session's stage in the order of PHASES, for sessions that start together. */
export const PHASE_ORDER = sql`array_position(${sql.raw(`ARRAY[${PHASES.map((phase) => `'${phase}'`).join(",")}]::text[]`)}, ${scheduleSessions.phase})`;

export interface EventsFilter {
  sport?: string;
  q?: string;
}

/**
 * The schedule's events for the back office, each with its number of sessions and first start, in the
 * order of their first session (events without one last, by code).
 */
export async function listEvents(db: Db, { sport, q }: EventsFilter) {
  const conditions: SQL[] = [];
  if (sport) conditions.push(eq(scheduleEvents.sport, sport));
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(scheduleEvents.code, pattern), sql`${scheduleEvents.name}::text ilike ${pattern}`)!);
  }
  const first = min(scheduleSessions.startsAt);
  return db
    .select({
      id: scheduleEvents.id,
      code: scheduleEvents.code,
      sport: scheduleEvents.sport,
      name: scheduleEvents.name,
      discipline: scheduleEvents.discipline,
      gender: scheduleEvents.gender,
      format: scheduleEvents.format,
      medal: scheduleEvents.medal,
      demo: scheduleEvents.demo,
      sessions: count(scheduleSessions.id),
      first,
    })
    .from(scheduleEvents)
    .leftJoin(scheduleSessions, eq(scheduleSessions.eventId, scheduleEvents.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .groupBy(scheduleEvents.id)
    .orderBy(sql`${first} asc nulls last`, asc(scheduleEvents.code));
}

export type ListedEvent = Awaited<ReturnType<typeof listEvents>>[number];

export async function findEvent(db: Db, id: number) {
  const [event] = await db.select().from(scheduleEvents).where(eq(scheduleEvents.id, id));
  return event;
}

/** An event's sessions by start, each with its number of result lines. */
export async function eventSessions(db: Db, eventId: number) {
  return db
    .select({
      ...SESSION_FACTS,
      state: scheduleSessions.results,
      results: count(sportsResults.id),
    })
    .from(scheduleSessions)
    .leftJoin(sportsResults, eq(sportsResults.sessionId, scheduleSessions.id))
    .where(eq(scheduleSessions.eventId, eventId))
    .groupBy(scheduleSessions.id)
    .orderBy(asc(scheduleSessions.startsAt), PHASE_ORDER, asc(scheduleSessions.number));
}

/** A session with its event. */
export async function findSession(db: Db, id: number) {
  const [found] = await sessionsWithEvents(db, SESSION_AND_EVENT).where(eq(scheduleSessions.id, id));
  return found;
}

/** Every event with its sessions, by code: what the CSV export writes and a re-import compares with. */
export async function scheduleByCode(db: Db, codes?: readonly string[]) {
  const events = await db
    .select()
    .from(scheduleEvents)
    .where(codes ? inArray(scheduleEvents.code, [...codes]) : undefined)
    .orderBy(asc(scheduleEvents.code));
  const sessions = events.length
    ? await db
        .select()
        .from(scheduleSessions)
        .where(inArray(scheduleSessions.eventId, events.map((event) => event.id)))
        .orderBy(asc(scheduleSessions.startsAt), PHASE_ORDER, asc(scheduleSessions.number))
    : [];
  const byEvent = new Map<number, typeof sessions>();
  for (const session of sessions) byEvent.set(session.eventId, [...(byEvent.get(session.eventId) ?? []), session]);
  return events.map((event) => ({ event, sessions: byEvent.get(event.id) ?? [] }));
}

/** Whether a demo event is left (db/seed.ts): the schedule's pages and data then say it is fictional. The partial index answers. */
export async function hasDemoSchedule(db: Db): Promise<boolean> {
  const rows = await db.select({ id: scheduleEvents.id }).from(scheduleEvents).where(sql`${scheduleEvents.demo}`).limit(1);
  return rows.length > 0;
}
