import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { scheduleEvents, scheduleSessions, sportsResults, type ScheduleEventRow, type ScheduleSessionRow } from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import type { EventInput, SessionInput } from "./schedule-input.server.ts";
import { SESSION_AND_EVENT, sessionsWithEvents } from "./sessions-with-events.server.ts";

// Each change and its audit entry are one transaction: the entry exists exactly when the change does.
// A form carries the version it was opened at (the row's updatedAt): a save over a newer one is refused.

/** The version a form carries: the row's last save, to the millisecond. */
export function versionOf(row: { updatedAt: Date }): string {
  return row.updatedAt.toISOString();
}

export function eventAudit(row: ScheduleEventRow) {
  const { code, sport, discipline, name, gender, format, medal, delegations } = row;
  return { subject: { id: `event:${row.id}`, label: `${code} — ${name.fr}` }, values: { code, sport, discipline, name, gender, format, medal, delegations } };
}

export function sessionAudit(row: ScheduleSessionRow, event: Pick<ScheduleEventRow, "code">) {
  const { phase, number, venue, cancelled } = row;
  return {
    subject: { id: `session:${row.id}`, label: `${event.code} — ${phase}${number === null ? "" : ` ${number}`}` },
    values: { phase, number, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null, venue, cancelled },
  };
}

export type EventSave = { ok: true; id: number } | { ok: false; problem: "missing" | "conflict" | "codeTaken" };

export async function createEvent(db: Db, input: EventInput, actor: AuditActor): Promise<EventSave> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(scheduleEvents).values(input).returning();
      const { subject, values } = eventAudit(row!);
      await recordAudit(tx, { actor, kind: "schedule", action: "create", subject, after: values });
      return { ok: true, id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: "codeTaken" };
    throw error;
  }
}

export async function updateEvent(db: Db, id: number, version: string, input: EventInput, actor: AuditActor): Promise<EventSave> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(scheduleEvents).where(eq(scheduleEvents.id, id)).for("update");
      if (!before) return { ok: false, problem: "missing" };
      if (versionOf(before) !== version) return { ok: false, problem: "conflict" };
      const [after] = await tx.update(scheduleEvents).set({ ...input, updatedAt: new Date() }).where(eq(scheduleEvents.id, id)).returning();
      const { subject, values } = eventAudit(after!);
      await recordAudit(tx, { actor, kind: "schedule", action: "update", subject, before: eventAudit(before).values, after: values });
      return { ok: true, id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: "codeTaken" };
    throw error;
  }
}

/** How many result lines the sessions of these events (or these sessions) hold: what may not be deleted under them. */
export async function resultsUnder(db: Db, where: { eventId: number } | { sessionIds: number[] }): Promise<number> {
  if ("sessionIds" in where && where.sessionIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(sportsResults)
    .innerJoin(scheduleSessions, eq(sportsResults.sessionId, scheduleSessions.id))
    .where("eventId" in where ? eq(scheduleSessions.eventId, where.eventId) : inArray(scheduleSessions.id, where.sessionIds));
  return row?.n ?? 0;
}

export type Deletion = "deleted" | "missing" | "hasResults";

/** Deletes an event with its sessions, unless one of them has results (which would lose their event). */
export async function deleteEvent(db: Db, id: number, actor: AuditActor): Promise<Deletion> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(scheduleEvents).where(eq(scheduleEvents.id, id)).for("update");
    if (!row) return "missing";
    if ((await resultsUnder(tx, { eventId: id })) > 0) return "hasResults";
    await tx.delete(scheduleEvents).where(eq(scheduleEvents.id, id));
    const { subject, values } = eventAudit(row);
    await recordAudit(tx, { actor, kind: "schedule", action: "delete", subject, before: values });
    return "deleted";
  });
}

export type SessionSave = { ok: true; id: number } | { ok: false; problem: "missing" | "conflict" | "stageTaken" };

export async function createSession(db: Db, eventId: number, input: SessionInput, actor: AuditActor): Promise<SessionSave> {
  try {
    return await db.transaction(async (tx) => {
      const [event] = await tx.select({ code: scheduleEvents.code }).from(scheduleEvents).where(eq(scheduleEvents.id, eventId)).for("share");
      if (!event) return { ok: false, problem: "missing" };
      const [row] = await tx.insert(scheduleSessions).values({ ...input, eventId }).returning();
      const { subject, values } = sessionAudit(row!, event);
      await recordAudit(tx, { actor, kind: "schedule", action: "create", subject, after: values });
      return { ok: true, id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: "stageTaken" };
    throw error;
  }
}

export async function updateSession(db: Db, id: number, version: string, input: SessionInput, actor: AuditActor): Promise<SessionSave> {
  try {
    return await db.transaction(async (tx) => {
      const [found] = await sessionsWithEvents(tx, SESSION_AND_EVENT)
        .where(eq(scheduleSessions.id, id))
        .for("update", { of: scheduleSessions });
      if (!found) return { ok: false, problem: "missing" };
      if (versionOf(found.session) !== version) return { ok: false, problem: "conflict" };
      const [after] = await tx.update(scheduleSessions).set({ ...input, updatedAt: new Date() }).where(eq(scheduleSessions.id, id)).returning();
      const { subject, values } = sessionAudit(after!, found.event);
      await recordAudit(tx, { actor, kind: "schedule", action: "update", subject, before: sessionAudit(found.session, found.event).values, after: values });
      return { ok: true, id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: "stageTaken" };
    throw error;
  }
}

export async function deleteSession(db: Db, id: number, actor: AuditActor): Promise<Deletion> {
  return db.transaction(async (tx) => {
    const [found] = await sessionsWithEvents(tx, SESSION_AND_EVENT)
      .where(eq(scheduleSessions.id, id))
      .for("update", { of: scheduleSessions });
    if (!found) return "missing";
    if ((await resultsUnder(tx, { sessionIds: [id] })) > 0) return "hasResults";
    await tx.delete(scheduleSessions).where(eq(scheduleSessions.id, id));
    const { subject, values } = sessionAudit(found.session, found.event);
    await recordAudit(tx, { actor, kind: "schedule", action: "delete", subject, before: values });
    return "deleted";
  });
}
