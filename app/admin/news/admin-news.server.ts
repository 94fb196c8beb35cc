import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";
import { NEWS_CATEGORIES, news, users } from "../../../db/schema/index.ts";
import type { NewsInput } from "./news-form.server.ts";

export const ADMIN_NEWS_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 100;

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const adminListQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  status: z.enum(["published", "draft"]).optional().catch(undefined),
  category: z.enum(NEWS_CATEGORIES).optional().catch(undefined),
  q: z
    .string()
    .transform((q) => q.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim() || undefined)
    .optional()
    .catch(undefined),
});

export type AdminNewsQuery = z.infer<typeof adminListQuerySchema>;

export function parseAdminNewsQuery(params: URLSearchParams): AdminNewsQuery {
  return adminListQuerySchema.parse({
    page: params.get("page") ?? undefined,
    status: params.get("status") ?? undefined,
    category: params.get("category") ?? undefined,
    q: params.get("q") ?? undefined,
  });
}

const authorJoin = eq(users.id, news.authorId);

function matching(query: AdminNewsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(news.published, query.status === "published"));
  if (query.category) conditions.push(eq(news.category, query.category));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(news.title, pattern), ilike(users.name, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the back-office list, newest first; a page past the end shows the last one. */
export async function listAdminNews(db: Db, query: AdminNewsQuery, pageSize = ADMIN_NEWS_PAGE_SIZE) {
  const where = matching(query);
  const [row] = await db.select({ n: count() }).from(news).leftJoin(users, authorJoin).where(where);
  const total = row?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const items = await db
    .select({
      id: news.id,
      title: news.title,
      excerpt: news.excerpt,
      authorName: users.name,
      featured: news.featured,
      category: news.category,
      language: news.language,
      published: news.published,
      imageUrl: news.imageUrl,
      createdAt: news.createdAt,
    })
    .from(news)
    .leftJoin(users, authorJoin)
    .where(where)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total, page, pageCount };
}

export async function findNewsForEdit(db: Db, id: number) {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}

/**
 * An article's version as the form carries it. PostgreSQL keeps microseconds and a JavaScript date
 * only milliseconds, so versions are compared at millisecond precision on both sides.
 */
export function versionOf(updatedAt: Date): string {
  return updatedAt.toISOString();
}

const sameVersion = (version: string) => sql`date_trunc('milliseconds', ${news.updatedAt}) = ${version}::timestamptz`;

// published_at records the first publication only: unpublishing and publishing again keeps it.
const firstPublishedAt = (published: boolean, now: Date) =>
  published ? sql`coalesce(${news.publishedAt}, ${now.toISOString()}::timestamptz)` : sql`${news.publishedAt}`;

export async function createNews(db: Db, input: NewsInput, now = new Date()) {
  const [row] = await db
    .insert(news)
    .values({ ...input, createdAt: now, updatedAt: now, publishedAt: input.published ? now : null })
    .returning({ id: news.id });
  return row!.id;
}

export type UpdateOutcome = { ok: true; version: string } | { ok: false; reason: "notFound" } | { ok: false; reason: "conflict"; version: string };

/**
 * Saves an edit only if nobody saved the article since the editor loaded it (the version the form
 * carries); otherwise reports the conflict with the current version, and changes nothing.
 */
export async function updateNews(db: Db, id: number, version: string, input: NewsInput, now = new Date()): Promise<UpdateOutcome> {
  const validVersion = !Number.isNaN(Date.parse(version));
  if (validVersion) {
    const [saved] = await db
      .update(news)
      .set({ ...input, updatedAt: now, publishedAt: firstPublishedAt(input.published, now) })
      .where(and(eq(news.id, id), sameVersion(version)))
      .returning({ updatedAt: news.updatedAt });
    if (saved) return { ok: true, version: versionOf(saved.updatedAt) };
  }
  const current = await findNewsForEdit(db, id);
  if (!current) return { ok: false, reason: "notFound" };
  return { ok: false, reason: "conflict", version: versionOf(current.updatedAt) };
}

/**
 * Publishes a draft or unpublishes an article. It bumps updated_at so that a form opened before
 * the toggle reports a conflict instead of silently restoring the previous state.
 */
export async function togglePublished(db: Db, id: number, now = new Date()) {
  const [row] = await db
    .update(news)
    .set({
      published: sql`not ${news.published}`,
      publishedAt: sql`case when ${news.published} then ${news.publishedAt} else coalesce(${news.publishedAt}, ${now.toISOString()}::timestamptz) end`,
      updatedAt: now,
    })
    .where(eq(news.id, id))
    .returning({ published: news.published });
  return row;
}

export async function deleteNews(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return deleted.length > 0;
}
