import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";
import { insertStory } from "../../../db/news-stories.ts";
import { news, newsVersions, users } from "../../../db/schema/index.ts";
import { NEWS_CATEGORIES } from "../../../vocabulary/news-keys.ts";
import { languageStates } from "./language-states.ts";
import type { AuditActor } from "~/domain/audit/audit.server.ts";
import { recordVersionChange, versionRecord } from "~/domain/news/news-audit.server.ts";
import { wordsChangedAt } from "~/domain/news/version-clock.server.ts";
import type { NewsInput } from "./news-form.server.ts";

export const ADMIN_NEWS_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 100;

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const adminListQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  status: z.enum(["published", "scheduled", "draft"]).optional().catch(undefined),
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
/** What a version's language state is made of (language-states.ts). */
export const versionFacts = {
  language: newsVersions.language,
  published: newsVersions.published,
  publishAt: newsVersions.publishAt,
  wordsChangedAt: newsVersions.wordsChangedAt,
  sourceWordsAt: newsVersions.sourceWordsAt,
};
/** A story's source version: the one its list row and edit form show. */
const sourceVersion = and(eq(newsVersions.newsId, news.id), eq(newsVersions.language, news.sourceLanguage));

function matching(query: AdminNewsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status === "published") conditions.push(eq(newsVersions.published, true));
  if (query.status === "scheduled") conditions.push(and(eq(newsVersions.published, false), isNotNull(newsVersions.publishAt))!);
  if (query.status === "draft") conditions.push(and(eq(newsVersions.published, false), isNull(newsVersions.publishAt))!);
  if (query.category) conditions.push(eq(news.category, query.category));
  if (query.q) {
    const pattern = containsPattern(query.q);
    // A title in any of the story's languages.
    const anyTitle = sql`exists (select 1 from ${newsVersions} as version where version.news_id = ${news.id} and version.title ilike ${pattern})`;
    conditions.push(or(anyTitle, ilike(users.name, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the back-office list, one row per story, newest first; a page past the end shows the last one. */
export async function listAdminNews(db: Db, query: AdminNewsQuery, pageSize = ADMIN_NEWS_PAGE_SIZE) {
  const where = matching(query);
  const [row] = await db.select({ n: count() }).from(news).innerJoin(newsVersions, sourceVersion).leftJoin(users, authorJoin).where(where);
  const total = row?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const stories = await db
    .select({
      id: news.id,
      title: newsVersions.title,
      excerpt: newsVersions.excerpt,
      authorName: users.name,
      featured: news.featured,
      demo: news.demo,
      category: news.category,
      language: news.sourceLanguage,
      published: newsVersions.published,
      publishAt: newsVersions.publishAt,
      imageUrl: news.imageUrl,
      createdAt: news.createdAt,
    })
    .from(news)
    .innerJoin(newsVersions, sourceVersion)
    .leftJoin(users, authorJoin)
    .where(where)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const versions = stories.length
    ? await db
        .select({ newsId: newsVersions.newsId, ...versionFacts })
        .from(newsVersions)
        .where(inArray(newsVersions.newsId, stories.map((story) => story.id)))
    : [];
  const items = stories.map((story) => ({
    ...story,
    languages: languageStates(
      story.language,
      versions.filter((version) => version.newsId === story.id),
    ),
  }));
  return { items, total, page, pageCount };
}

/** A story with its source version's words and status, as the edit form shows them. */
export async function findNewsForEdit(db: Db, id: number) {
  const [row] = await db
    .select({
      id: news.id,
      imageUrl: news.imageUrl,
      coverMediaId: news.coverMediaId,
      authorId: news.authorId,
      featured: news.featured,
      category: news.category,
      language: news.sourceLanguage,
      createdAt: news.createdAt,
      updatedAt: news.updatedAt,
      title: newsVersions.title,
      excerpt: newsVersions.excerpt,
      content: newsVersions.content,
      imageAlt: newsVersions.imageAlt,
      published: newsVersions.published,
      publishedAt: newsVersions.publishedAt,
      publishAt: newsVersions.publishAt,
      unpublishAt: newsVersions.unpublishAt,
      wordsChangedAt: newsVersions.wordsChangedAt,
    })
    .from(news)
    .innerJoin(newsVersions, sourceVersion)
    .where(eq(news.id, id));
  return row;
}

/** Where a story stands in each language, for the language tabs of its forms. */
export async function storyLanguages(db: Db, id: number, sourceLanguage: string) {
  const versions = await db
    .select(versionFacts)
    .from(newsVersions)
    .where(eq(newsVersions.newsId, id));
  return languageStates(sourceLanguage, versions);
}

/**
 * A story's version as the form carries it. PostgreSQL keeps microseconds and a JavaScript date
 * only milliseconds, so versions are compared at millisecond precision on both sides.
 */
export function versionOf(updatedAt: Date): string {
  return updatedAt.toISOString();
}

export const sameVersion = (column: typeof news.updatedAt | typeof newsVersions.updatedAt, version: string) =>
  sql`date_trunc('milliseconds', ${column}) = ${version}::timestamptz`;

// published_at records the first publication only: unpublishing and publishing again keeps it.
export const firstPublishedAt = (published: boolean, now: Date) =>
  published ? sql`coalesce(${newsVersions.publishedAt}, ${now.toISOString()}::timestamptz)` : sql`${newsVersions.publishedAt}`;

function storyFields({ coverMediaId, imageUrl, authorId, featured, category }: NewsInput) {
  return { coverMediaId, imageUrl, authorId, featured, category };
}

function versionWords({ title, excerpt, content, imageAlt }: NewsInput) {
  return { title, excerpt, content, imageAlt };
}

function versionSchedule({ publishAt, unpublishAt }: NewsInput) {
  return { publishAt, unpublishAt };
}

/** A new story, written in the form's language: its source version. */
export async function createNews(db: Db, actor: AuditActor, input: NewsInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const id = await insertStory(
      tx,
      {
        ...storyFields(input),
        createdAt: now,
        versions: [{ ...versionWords(input), ...versionSchedule(input), language: input.language, published: input.published, publishedAt: input.published ? now : null }],
      },
      // Its first revision is the editor's, kept with the audit entry below.
      { history: false },
    );
    await recordVersionChange(tx, { actor, newsId: id, language: input.language, action: "create", reason: "save", before: undefined });
    return id;
  });
}

export type UpdateOutcome =
  | { ok: true; version: string }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "conflict"; version: string }
  | { ok: false; reason: "languageTaken" };

/**
 * Saves an edit of the story and its source version only if nobody saved them since the editor
 * loaded the form (the version it carries); otherwise reports the conflict with the current version,
 * and changes nothing. The source may move to another language only where the story has no version yet.
 */
export async function updateNews(db: Db, actor: AuditActor, id: number, version: string, input: NewsInput, now = new Date()): Promise<UpdateOutcome> {
  const validVersion = !Number.isNaN(Date.parse(version));
  const outcome = await db.transaction(async (tx): Promise<UpdateOutcome | null> => {
    if (!validVersion) return null;
    const [story] = await tx
      .select({ sourceLanguage: news.sourceLanguage })
      .from(news)
      .where(and(eq(news.id, id), sameVersion(news.updatedAt, version)))
      .for("update");
    if (!story) return null;
    if (input.language !== story.sourceLanguage) {
      const [taken] = await tx
        .select({ id: newsVersions.id })
        .from(newsVersions)
        .where(and(eq(newsVersions.newsId, id), eq(newsVersions.language, input.language)));
      if (taken) return { ok: false, reason: "languageTaken" };
    }
    const before = await versionRecord(tx, id, story.sourceLanguage);
    await tx
      .update(newsVersions)
      .set({
        ...versionWords(input),
        ...versionSchedule(input),
        language: input.language,
        published: input.published,
        publishedAt: firstPublishedAt(input.published, now),
        wordsChangedAt: wordsChangedAt(input, now),
        updatedAt: now,
      })
      .where(and(eq(newsVersions.newsId, id), eq(newsVersions.language, story.sourceLanguage)));
    const [saved] = await tx
      .update(news)
      .set({ ...storyFields(input), sourceLanguage: input.language, updatedAt: now })
      .where(eq(news.id, id))
      .returning({ updatedAt: news.updatedAt });
    await recordVersionChange(tx, { actor, newsId: id, language: input.language, action: "update", reason: "save", before });
    return { ok: true, version: versionOf(saved!.updatedAt) };
  });
  if (outcome) return outcome;
  const current = await findNewsForEdit(db, id);
  if (!current) return { ok: false, reason: "notFound" };
  return { ok: false, reason: "conflict", version: versionOf(current.updatedAt) };
}

/**
 * Publishes or unpublishes a story's source version now, which replaces its schedule. It bumps
 * updated_at so that a form opened before the toggle reports a conflict instead of silently
 * restoring the previous state.
 */
export async function togglePublished(db: Db, actor: AuditActor, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [story] = await tx.update(news).set({ updatedAt: now }).where(eq(news.id, id)).returning({ sourceLanguage: news.sourceLanguage });
    if (!story) return undefined;
    const before = await versionRecord(tx, id, story.sourceLanguage);
    const [row] = await tx
      .update(newsVersions)
      .set({
        published: sql`not ${newsVersions.published}`,
        publishedAt: sql`case when ${newsVersions.published} then ${newsVersions.publishedAt} else coalesce(${newsVersions.publishedAt}, ${now.toISOString()}::timestamptz) end`,
        publishAt: null,
        unpublishAt: null,
        updatedAt: now,
      })
      .where(and(eq(newsVersions.newsId, id), eq(newsVersions.language, story.sourceLanguage)))
      .returning({ published: newsVersions.published });
    const action = row!.published ? "publish" : "unpublish";
    await recordVersionChange(tx, { actor, newsId: id, language: story.sourceLanguage, action, reason: action, before });
    return row;
  });
}

/** Deletes a story with every version (and its history). */
export async function deleteNews(db: Db, actor: AuditActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [story] = await tx.select({ sourceLanguage: news.sourceLanguage }).from(news).where(eq(news.id, id)).for("update");
    if (!story) return false;
    const before = await versionRecord(tx, id, story.sourceLanguage);
    await tx.delete(news).where(eq(news.id, id));
    await recordVersionChange(tx, { actor, newsId: id, language: story.sourceLanguage, action: "delete", reason: "save", before });
    return true;
  });
}
