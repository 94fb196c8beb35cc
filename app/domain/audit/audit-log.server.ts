import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";
import { auditLog, type AuditRow } from "../../../db/schema/index.ts";
import { AUDIT_ACTIONS, AUDIT_KINDS } from "../../../vocabulary/audit-keys.ts";
import { AUDIT_FILTERS } from "./audit-urls.ts";

// The audit log's page: its filters as a query string, one page of entries, the people in it.

export const AUDIT_PAGE_SIZE = 25;
const MAX_SEARCH_LENGTH = 100;
const MAX_EMAIL_LENGTH = 320;
/** Every date the site shows or takes is Tahiti time, which keeps UTC-10 all year. */
const TAHITI_OFFSET = "-10:00";

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));

const text = (max: number) =>
  z
    .string()
    .transform((q) => q.replace(/\s+/g, " ").trim().slice(0, max).trim() || undefined)
    .optional()
    .catch(undefined);

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const auditQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  kind: z.enum(AUDIT_KINDS).optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  /** The staff member, by the email the entries keep (it outlives the account). */
  actor: text(MAX_EMAIL_LENGTH),
  /** The first and last days to show, in Tahiti time (YYYY-MM-DD). */
  from: calendarDate.optional().catch(undefined),
  to: calendarDate.optional().catch(undefined),
  /** Words in the changed item's name. */
  q: text(MAX_SEARCH_LENGTH),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;

export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const read = (name: string) => params.get(name) ?? undefined;
  return auditQuerySchema.parse({ page: read("page"), ...Object.fromEntries(AUDIT_FILTERS.map((name) => [name, read(name)])) });
}

/** Midnight starting a day in Tahiti. */
export function tahitiMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${TAHITI_OFFSET}`);
}

function conditions(query: AuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.kind) where.push(eq(auditLog.kind, query.kind));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.actor) where.push(eq(auditLog.actorEmail, query.actor));
  if (query.from) where.push(gte(auditLog.at, tahitiMidnight(query.from)));
  if (query.to) where.push(lt(auditLog.at, new Date(tahitiMidnight(query.to).getTime() + 24 * 60 * 60 * 1000)));
  if (query.q) where.push(ilike(auditLog.subjectLabel, containsPattern(query.q)));
  return where.length > 0 ? and(...where) : undefined;
}

/** One page of entries, newest first; a page past the end shows the last one. */
export async function listAudit(db: Db, query: AuditQuery, pageSize = AUDIT_PAGE_SIZE): Promise<{ entries: AuditRow[]; total: number; page: number; pageCount: number }> {
  const where = conditions(query);
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const entries = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { entries, total, page, pageCount };
}

/** Everyone who has changed something, for the filter: by email, with the latest name the log knows. */
export async function auditActors(db: Db): Promise<{ email: string; name: string }[]> {
  return db
    .selectDistinctOn([auditLog.actorEmail], { email: auditLog.actorEmail, name: auditLog.actorName })
    .from(auditLog)
    .orderBy(auditLog.actorEmail, desc(auditLog.at));
}
