import { count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { sportsResults, type NewSportsResultRow, type SportsResultRow } from "../../../db/schema/results.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import type { Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { sportChoices, sportName, type Sports } from "~/domain/sports/public-sports.server.ts";
import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";
import type { ResultField } from "./schema.server.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";

export const PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 100;

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const listQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  q: z
    .string()
    .transform((q) => q.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim() || undefined)
    .optional()
    .catch(undefined),
});

export type ResultsListQuery = z.infer<typeof listQuerySchema>;

export function parseResultsListQuery(params: URLSearchParams): ResultsListQuery {
  return listQuerySchema.parse({ page: params.get("page") ?? undefined, q: params.get("q") ?? undefined });
}

/** Lower case without accents, so that "athletisme" finds "Athlétisme". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/** The sports whose name in the editor's language contains the words searched for. */
export function sportsNamed(q: string, sports: Sports): string[] {
  const wanted = fold(q);
  return sports.list.filter(({ name }) => fold(name.value).includes(wanted)).map(({ slug }) => slug);
}

/** The delegations whose name in the editor's language contains the words searched for. */
export function delegationsNamed(q: string, delegations: Delegations): string[] {
  const wanted = fold(q);
  return delegations.list.filter(({ name }) => fold(name.value).includes(wanted)).map(({ code }) => code);
}

/** The delegations and sports in the editor's language, which a search finds by name. */
export interface Named {
  delegations: Delegations;
  sports: Sports;
}

function matching(q: string, named: Named): SQL {
  const pattern = containsPattern(q);
  const sports = sportsNamed(q, named.sports);
  const delegations = delegationsNamed(q, named.delegations);
  return or(
    ilike(sportsResults.athlete, pattern),
    ilike(sportsResults.event, pattern),
    ilike(sportsResults.sport, pattern),
    ilike(sportsResults.country, pattern),
    ...(sports.length ? [inArray(sportsResults.sport, sports)] : []),
    ...(delegations.length ? [inArray(sportsResults.country, delegations)] : []),
  )!;
}

const listed = {
  id: sportsResults.id,
  sport: sportsResults.sport,
  event: sportsResults.event,
  athlete: sportsResults.athlete,
  country: sportsResults.country,
  result: sportsResults.result,
  medal: sportsResults.medal,
  date: sportsResults.date,
};

/** One page of results, newest competition day first, with the number of pages. */
export async function listResults(db: Db, query: ResultsListQuery, named: Named) {
  const where = query.q ? matching(query.q, named) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(sportsResults).where(where),
    db
      .select({ ...listed, demo: sportsResults.demo })
      .from(sportsResults)
      .where(where)
      .orderBy(desc(sportsResults.date), desc(sportsResults.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
  ]);
  const n = total?.n ?? 0;
  return { rows, total: n, pageCount: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}

export type ListedResult = Awaited<ReturnType<typeof listResults>>["rows"][number];


export async function findResult(db: Db, id: number) {
  const [row] = await db.select({ ...listed, sessionId: sportsResults.sessionId, rank: sportsResults.rank }).from(sportsResults).where(eq(sportsResults.id, id));
  return row;
}

type ResultInput = Pick<NewSportsResultRow, ResultField>;

/** A result as the audit log names it and keeps it: every field the form edits. */
export function audited(row: SportsResultRow) {
  const { sport, event, athlete, country, result, medal, date } = row;
  return { subject: { id: row.id, label: `${athlete} — ${event}` }, values: { sport, event, athlete, country, result, medal, date } };
}

// Each change and its audit entry are one transaction: the entry exists exactly when the change does.

export async function createResult(db: Db, input: ResultInput, actor: AuditActor): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sportsResults).values(input).returning();
    const { subject, values } = audited(row!);
    await recordAudit(tx, { actor, kind: "results", action: "create", subject, after: values });
    return row!.id;
  });
}

/** False when no result has this id. */
export async function updateResult(db: Db, id: number, input: ResultInput, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sportsResults).where(eq(sportsResults.id, id)).for("update");
    if (!before) return false;
    const [after] = await tx
      .update(sportsResults)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(sportsResults.id, id))
      .returning();
    const { subject, values } = audited(after!);
    await recordAudit(tx, { actor, kind: "results", action: "update", subject, before: audited(before).values, after: values });
    return true;
  });
}

/** False when no result has this id. */
export async function deleteResult(db: Db, id: number, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(sportsResults).where(eq(sportsResults.id, id)).returning();
    if (!row) return false;
    const { subject, values } = audited(row);
    await recordAudit(tx, { actor, kind: "results", action: "delete", subject, before: values });
    return true;
  });
}

export interface Option {
  value: string;
  label: string;
}

/** The form's sport and delegation choices, named and sorted in the interface language. */
export function formOptions(locale: Locale, { delegations, sports }: Named): { sports: Option[]; countries: Option[] } {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  const byLabel = (a: Option, b: Option) => collator.compare(a.label, b.label);
  return {
    sports: sportChoices(sports, locale),
    countries: delegations.list.map(({ code, name }) => ({ value: code, label: name.value })).sort(byLabel),
  };
}

/** A listed result with its sport and delegation named in the interface language. */
export function namedResult(row: ListedResult, { delegations, sports }: Named) {
  return {
    ...row,
    sportName: sportName(sports, row.sport),
    countryName: delegations.byCode.get(row.country)?.name.value ?? row.country,
  };
}
