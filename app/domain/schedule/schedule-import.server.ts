import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { scheduleEvents, scheduleSessions, sportsResults, type Role, type ScheduleEventRow, type ScheduleSessionRow } from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { toTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import type { FileEvent, FileSession, RowProblem } from "./schedule-csv.server.ts";
import type { EventInput, SessionInput } from "./schedule-input.server.ts";
import { scheduleByCode } from "./schedule-read.server.ts";
import { eventAudit, sessionAudit } from "./schedule-writes.server.ts";

// A re-import updates by the event's code (ADR 030): the events of the file are created or updated,
// each one's sessions matched by stage and number; an event's sessions the file no longer has are
// removed, unless results hang from them, and only by an admin (as everywhere in the back office,
// moderators delete nothing). Events the file does not name are left alone.

export interface ImportSummary {
  eventsCreated: number;
  eventsUpdated: number;
  eventsUnchanged: number;
  sessionsAdded: number;
  sessionsChanged: number;
  sessionsRemoved: number;
}

/** What importing one event of the file does. */
export interface EventStep {
  file: FileEvent;
  /** The event of that code already in the schedule; none: it is created. */
  existing: ScheduleEventRow | null;
  eventChanged: boolean;
  add: FileSession[];
  change: { before: ScheduleSessionRow; session: FileSession }[];
  remove: ScheduleSessionRow[];
}

export interface ImportPlan {
  steps: EventStep[];
  summary: ImportSummary;
  /** What refuses the import: a session to remove that holds results, or that the importer may not remove. */
  problems: RowProblem[];
}

/** Who may remove what an import leaves out: admins only, as only they delete in the back office. */
export function mayRemove(role: Role): boolean {
  return role === "admin";
}

type Stored = { event: ScheduleEventRow; sessions: ScheduleSessionRow[] };

const stageKey = ({ phase, number }: { phase: string; number?: number | null }) => `${phase}\u0000${number ?? ""}`;

const sameLocalized = (a: Partial<Record<string, string>> | null | undefined, b: Partial<Record<string, string>> | null | undefined) =>
  LOCALES.every((locale) => (a?.[locale] ?? "") === (b?.[locale] ?? ""));

/** Whether storing the file's event would change the stored one (the order of the delegations aside). */
function eventDiffers(stored: ScheduleEventRow, input: EventInput): boolean {
  const delegations = (list: readonly string[] | undefined) => [...(list ?? [])].sort().join(" ");
  return (
    stored.sport !== input.sport ||
    !sameLocalized(stored.discipline, input.discipline) ||
    !sameLocalized(stored.name, input.name) ||
    stored.gender !== input.gender ||
    stored.format !== input.format ||
    stored.medal !== input.medal ||
    delegations(stored.delegations) !== delegations(input.delegations)
  );
}

function sessionDiffers(stored: ScheduleSessionRow, input: SessionInput): boolean {
  return (
    stored.startsAt.getTime() !== input.startsAt.getTime() ||
    (stored.endsAt?.getTime() ?? null) !== (input.endsAt?.getTime() ?? null) ||
    stored.venue !== input.venue ||
    stored.cancelled !== (input.cancelled ?? false)
  );
}

/** A session as the file would name it: its stage and number, then its start in Tahiti. */
function sessionName(session: ScheduleSessionRow): string {
  const stage = session.number === null ? session.phase : `${session.phase} ${session.number}`;
  return `${stage}, ${toTahitiWallClock(session.startsAt).replace("T", " ")}`;
}

/**
 * What importing the file's events into the schedule as it is (`stored`, by code) would do, and
 * what refuses it: a session the file leaves out that holds result lines (`withResults`, by id), or
 * any session it leaves out when the importer may not remove (`removes` false).
 */
export function planImport(file: readonly FileEvent[], stored: readonly Stored[], withResults: ReadonlySet<number>, removes: boolean): ImportPlan {
  const byCode = new Map(stored.map((entry) => [entry.event.code, entry]));
  const summary: ImportSummary = { eventsCreated: 0, eventsUpdated: 0, eventsUnchanged: 0, sessionsAdded: 0, sessionsChanged: 0, sessionsRemoved: 0 };
  const problems: RowProblem[] = [];
  const steps = file.map((event): EventStep => {
    const existing = byCode.get(event.input.code);
    const storedSessions = new Map((existing?.sessions ?? []).map((session) => [stageKey(session), session]));
    const step: EventStep = { file: event, existing: existing?.event ?? null, eventChanged: !existing || eventDiffers(existing.event, event.input), add: [], change: [], remove: [] };
    for (const session of event.sessions) {
      const before = storedSessions.get(stageKey(session.input));
      storedSessions.delete(stageKey(session.input));
      if (!before) step.add.push(session);
      else if (sessionDiffers(before, session.input)) step.change.push({ before, session });
    }
    step.remove = [...storedSessions.values()];
    for (const session of step.remove) {
      if (!removes) problems.push({ line: event.line, column: null, message: "adminSchedule.import.errors.removeAdminOnly", value: sessionName(session) });
      if (withResults.has(session.id)) problems.push({ line: event.line, column: null, message: "adminSchedule.import.errors.sessionHasResults", value: sessionName(session) });
    }
    if (!existing) summary.eventsCreated++;
    else if (step.eventChanged) summary.eventsUpdated++;
    else if (step.add.length + step.change.length + step.remove.length === 0) summary.eventsUnchanged++;
    else summary.eventsUpdated++;
    summary.sessionsAdded += step.add.length;
    summary.sessionsChanged += step.change.length;
    summary.sessionsRemoved += step.remove.length;
    return step;
  });
  return { steps, summary, problems };
}

/** The sessions among these that result lines point at. */
async function sessionsWithResults(db: Db, stored: readonly Stored[]): Promise<Set<number>> {
  const ids = stored.flatMap((entry) => entry.sessions.map((session) => session.id));
  if (ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: sportsResults.sessionId }).from(sportsResults).where(inArray(sportsResults.sessionId, ids));
  return new Set(rows.map((row) => row.id!));
}

/** What importing the file would do, written nowhere: the dry run, for someone of that role. */
export async function previewImport(db: Db, file: readonly FileEvent[], role: Role): Promise<ImportPlan> {
  const stored = await scheduleByCode(db, file.map((event) => event.input.code));
  return planImport(file, stored, await sessionsWithResults(db, stored), mayRemove(role));
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; problems: RowProblem[] } | { ok: false; problem: "conflict" };

/** Whether a write failed on a foreign key (SQLSTATE 23503): results were added to a session being removed. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if ((cause as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/**
 * Imports the file's events in one transaction, planned again against the schedule as it is at that
 * moment (its events of these codes locked) and the actor's role: all of it or nothing. Each event and session created,
 * changed or removed records its audit entry; what is unchanged records nothing. A concurrent
 * import of the same new code, or results added meanwhile to a session to remove: "conflict".
 */
export async function importSchedule(db: Db, file: readonly FileEvent[], actor: AuditActor & { role: Role }): Promise<ImportOutcome> {
  const codes = file.map((event) => event.input.code);
  try {
    return await db.transaction(async (tx): Promise<ImportOutcome> => {
      if (codes.length > 0) await tx.select({ id: scheduleEvents.id }).from(scheduleEvents).where(inArray(scheduleEvents.code, codes)).for("update");
      const stored = await scheduleByCode(tx, codes);
      const plan = planImport(file, stored, await sessionsWithResults(tx, stored), mayRemove(actor.role));
      if (plan.problems.length > 0) return { ok: false, problems: plan.problems };
      for (const step of plan.steps) await applyStep(tx, step, actor);
      return { ok: true, summary: plan.summary };
    });
  } catch (error) {
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) return { ok: false, problem: "conflict" };
    throw error;
  }
}

async function applyStep(tx: Db, step: EventStep, actor: AuditActor): Promise<void> {
  const { file } = step;
  let owner: ScheduleEventRow;
  if (!step.existing) {
    [owner] = (await tx.insert(scheduleEvents).values(file.input).returning()) as [ScheduleEventRow];
    const { subject, values } = eventAudit(owner);
    await recordAudit(tx, { actor, kind: "schedule", action: "create", subject, after: values });
  } else if (step.eventChanged) {
    const before = step.existing;
    [owner] = (await tx.update(scheduleEvents).set({ ...file.input, updatedAt: new Date() }).where(eq(scheduleEvents.id, before.id)).returning()) as [ScheduleEventRow];
    const { subject, values } = eventAudit(owner);
    await recordAudit(tx, { actor, kind: "schedule", action: "update", subject, before: eventAudit(before).values, after: values });
  } else {
    owner = step.existing;
  }
  if (step.remove.length > 0) {
    await tx.delete(scheduleSessions).where(inArray(scheduleSessions.id, step.remove.map((session) => session.id)));
    for (const session of step.remove) {
      const { subject, values } = sessionAudit(session, owner);
      await recordAudit(tx, { actor, kind: "schedule", action: "delete", subject, before: values });
    }
  }
  for (const { before, session } of step.change) {
    const [after] = await tx.update(scheduleSessions).set({ ...session.input, updatedAt: new Date() }).where(eq(scheduleSessions.id, before.id)).returning();
    const { subject, values } = sessionAudit(after!, owner);
    await recordAudit(tx, { actor, kind: "schedule", action: "update", subject, before: sessionAudit(before, owner).values, after: values });
  }
  if (step.add.length > 0) {
    const added = await tx
      .insert(scheduleSessions)
      .values(step.add.map((session) => ({ ...session.input, eventId: owner.id })))
      .returning();
    for (const session of added) {
      const { subject, values } = sessionAudit(session, owner);
      await recordAudit(tx, { actor, kind: "schedule", action: "create", subject, after: values });
    }
  }
}
