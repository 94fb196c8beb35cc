import { asc, count, eq, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { RESULT_STATUSES, RESULTS_STATES, type ResultsState, type ResultStatus } from "../../../vocabulary/schedule-keys.ts";
import { scheduleSessions, sportsResults, type NewSportsResultRow } from "../../../db/schema/index.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { SESSION_AND_EVENT, sessionsWithEvents } from "~/domain/schedule/sessions-with-events.server.ts";
import { stageLabel } from "~/domain/schedule/stage-label.ts";
import type { FormFailure, FormMessage } from "~/platform/forms/form-result.ts";
import { message } from "~/platform/forms/form-validation.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";
import { byRank, medalsFromRanks, rankProblems, type MedalRules } from "./medals-from-ranks.ts";

// A session's results, entered as one ranked list (issue 22 point 2): each line an athlete or a team,
// its delegation, its mark, its rank or its status; the medals follow the ranks where the session
// decides them. The list replaces the session's lines in one transaction, so /live never shows half of it.

export const LINE_FIELDS = ["rank", "athlete", "country", "result", "status"] as const;
export type LineField = (typeof LINE_FIELDS)[number];
/** More lines than any session has entries (a heat, a road race of the Games). */
export const MAX_LINES = 200;
const TEXT_MAX = 100;

/** The control of one line's field: `athlete.3`. */
export const lineControl = (field: LineField, index: number) => `${field}.${index}`;

export interface SessionLine {
  rank: number | null;
  athlete: string;
  country: string;
  result: string;
  status: ResultStatus | null;
}

export type SessionResultsValues = Record<string, string>;

/** What the form sent, as typed: its lines (`lines` says how many), the state and the version it was opened at. */
export function readSessionForm(form: FormData): { values: SessionResultsValues; lines: number } {
  const posted = Number(form.get("lines"));
  const lines = Number.isSafeInteger(posted) && posted > 0 ? Math.min(posted, MAX_LINES) : 0;
  const values: SessionResultsValues = { lines: String(lines) };
  for (const name of ["state", "version"]) values[name] = String(form.get(name) ?? "");
  for (let index = 0; index < lines; index++) {
    for (const field of LINE_FIELDS) {
      const value = form.get(lineControl(field, index));
      values[lineControl(field, index)] = typeof value === "string" ? value : "";
    }
  }
  return { values, lines };
}

const text = z.string().trim().max(TEXT_MAX, message("forms.errors.tooLong"));
const lineSchema = (codes: readonly string[]) =>
  z.object({
    rank: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      z.coerce.number(message("adminResults.rankErrors.invalid")).int(message("adminResults.rankErrors.invalid")).min(1, message("adminResults.rankErrors.invalid")).max(999, message("adminResults.rankErrors.invalid")).nullable(),
    ),
    athlete: text.min(1, message("forms.errors.required")),
    country: z.string().min(1, message("forms.errors.required")).refine((code) => codes.includes(code), message("forms.errors.choice")),
    result: text,
    status: z
      .string()
      .transform((value) => (value === "" ? null : value))
      .pipe(z.enum(RESULT_STATUSES, message("forms.errors.choice")).nullable()),
  });

export type ParsedSession = { ok: true; lines: SessionLine[]; state: ResultsState | null } | FormFailure<string>;

/**
 * The lines to store, in rank order, and the session's state; or the first problem of each control,
 * said next to it, with every value as typed. A line left wholly empty is no line.
 */
export function parseSessionForm(values: SessionResultsValues, count: number, codes: readonly string[], rules: MedalRules): ParsedSession {
  const fieldErrors: Record<string, FormMessage> = {};
  const lines: { line: SessionLine; index: number }[] = [];
  const schema = lineSchema(codes);
  for (let index = 0; index < count; index++) {
    const typed = Object.fromEntries(LINE_FIELDS.map((field) => [field, values[lineControl(field, index)] ?? ""]));
    if (Object.values(typed).every((value) => value.trim() === "")) continue;
    const parsed = schema.safeParse(typed);
    if (parsed.success) lines.push({ line: parsed.data, index });
    else for (const issue of parsed.error.issues) fieldErrors[lineControl(issue.path[0] as LineField, index)] ??= issue.message as FormMessage;
  }
  // The ranks are checked together once each line reads (one message a control).
  const problems = rankProblems(lines.map(({ line }) => line), rules);
  problems.forEach((problem, at) => {
    if (problem) fieldErrors[lineControl(lines[at]!.line.rank === null && lines[at]!.line.status === null ? "status" : "rank", lines[at]!.index)] ??= problem;
  });
  const state = values.state === "" ? null : (RESULTS_STATES as readonly string[]).includes(values.state ?? "") ? (values.state as ResultsState) : undefined;
  if (state === undefined || (state === null && lines.length > 0)) fieldErrors.state = lines.length > 0 && state === null ? "forms.errors.required" : "forms.errors.choice";
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values };
  return { ok: true, lines: byRank(lines.map(({ line }) => line), (line) => line.athlete), state: lines.length > 0 ? state! : null };
}

/** The medal rules of a session: medals are decided by a medal event's final and bronze-medal sessions. */
export function medalRules(event: { medal: boolean }, phase: string, twoBronzes: boolean): MedalRules {
  return { medalEvent: event.medal && (phase === "final" || phase === "bronze"), bronzes: twoBronzes ? 2 : 1 };
}

async function resultsVersion(db: Db, sessionId: number): Promise<string> {
  const [row] = await db
    .select({ n: count(), last: max(sportsResults.updatedAt), state: sql<string | null>`(select ${scheduleSessions.results} from ${scheduleSessions} where ${scheduleSessions.id} = ${sessionId})` })
    .from(sportsResults)
    .where(eq(sportsResults.sessionId, sessionId));
  return `${row?.n ?? 0}:${row?.last ? new Date(row.last).toISOString() : "-"}:${row?.state ?? "-"}`;
}

/** A session's lines by rank, for its form, with the version the form carries. */
export async function sessionLines(db: Db, sessionId: number) {
  const [lines, version] = await Promise.all([
    db
      .select({ id: sportsResults.id, rank: sportsResults.rank, athlete: sportsResults.athlete, country: sportsResults.country, result: sportsResults.result, status: sportsResults.status, medal: sportsResults.medal })
      .from(sportsResults)
      .where(eq(sportsResults.sessionId, sessionId))
      .orderBy(asc(sportsResults.id)),
    resultsVersion(db, sessionId),
  ]);
  return { lines: byRank(lines, (line) => line.id), version };
}

export type SessionSave = "saved" | "missing" | "conflict";

/**
 * Replaces a session's lines with these and sets its state, over the version its form was opened at,
 * in one transaction with its audit entry. Each line carries what the results list shows: the sport,
 * the event's name (with its stage, when the session is not the final) and the session's Tahiti day.
 */
export async function saveSessionResults(
  db: Db,
  sessionId: number,
  version: string,
  parsed: { lines: SessionLine[]; state: ResultsState | null },
  rules: MedalRules,
  actor: AuditActor,
): Promise<SessionSave> {
  return db.transaction(async (tx) => {
    const [found] = await sessionsWithEvents(tx, SESSION_AND_EVENT)
      .where(eq(scheduleSessions.id, sessionId))
      .for("update", { of: scheduleSessions });
    if (!found) return "missing";
    if ((await resultsVersion(tx, sessionId)) !== version) return "conflict";
    const { session, event } = found;
    const before = await tx.select().from(sportsResults).where(eq(sportsResults.sessionId, sessionId)).orderBy(asc(sportsResults.id));
    const stage = stageLabel(translatorFor("fr").t, session);
    const eventText = (session.phase === "final" && session.number === null ? event.name.fr : `${event.name.fr} — ${stage}`).slice(0, TEXT_MAX);
    const medals = medalsFromRanks(parsed.lines, rules);
    const rows: NewSportsResultRow[] = parsed.lines.map((line, index) => ({
      ...line,
      sport: event.sport,
      event: eventText,
      medal: medals[index] ?? null,
      date: toTahitiDay(session.startsAt),
      sessionId,
    }));
    await tx.delete(sportsResults).where(eq(sportsResults.sessionId, sessionId));
    if (rows.length > 0) await tx.insert(sportsResults).values(rows);
    await tx.update(scheduleSessions).set({ results: parsed.state, updatedAt: new Date() }).where(eq(scheduleSessions.id, sessionId));
    const summary = (lines: { rank: number | null; athlete: string; country: string; result: string; status: string | null; medal?: string | null }[]) =>
      lines.map((line) => [line.rank ?? line.status ?? "", line.athlete, line.country, line.result, line.medal ?? ""].join(" | "));
    await recordAudit(tx, {
      actor,
      kind: "results",
      action: "update",
      subject: { id: `session:${sessionId}`, label: `${event.code} — ${stage}` },
      before: { state: session.results, lines: summary(before) },
      after: { state: parsed.state, lines: summary(rows.map((row) => ({ rank: row.rank ?? null, athlete: row.athlete, country: row.country, result: row.result, status: row.status ?? null, medal: row.medal ?? null }))) },
    });
    return "saved";
  });
}
