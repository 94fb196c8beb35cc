import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { news, newsVersions } from "../../../db/schema/index.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import type { AuditAction } from "../../../vocabulary/audit-keys.ts";
import { keepRevision } from "./revisions.server.ts";
import type { NewsRevisionReason } from "../../../vocabulary/news-keys.ts";

/** A story's version as the audit log shows it: the story's shared fields with the version's own. */
export async function versionRecord(db: Db, newsId: number, language: string) {
  const [row] = await db
    .select({
      title: newsVersions.title,
      excerpt: newsVersions.excerpt,
      content: newsVersions.content,
      imageAlt: newsVersions.imageAlt,
      published: newsVersions.published,
      publishAt: newsVersions.publishAt,
      unpublishAt: newsVersions.unpublishAt,
      language: newsVersions.language,
      source: news.sourceLanguage,
      category: news.category,
      cover: news.coverMediaId,
      imageUrl: news.imageUrl,
      author: news.authorId,
      featured: news.featured,
    })
    .from(newsVersions)
    .innerJoin(news, eq(news.id, newsVersions.newsId))
    .where(and(eq(newsVersions.newsId, newsId), eq(newsVersions.language, language)));
  if (!row) return undefined;
  const { source, published, publishAt, ...rest } = row;
  const status = published ? "published" : publishAt ? "scheduled" : "draft";
  // A translation has none of the story's fields of its own: the source's record carries them.
  if (language !== source) return { title: rest.title, excerpt: rest.excerpt, content: rest.content, imageAlt: rest.imageAlt, status, publishAt, unpublishAt: rest.unpublishAt, language };
  return { ...rest, status, publishAt };
}

export type VersionRecord = NonNullable<Awaited<ReturnType<typeof versionRecord>>>;

/** What a revision keeps: a save that changes none of these (only the story's fields) adds none. */
const REVISED = ["title", "excerpt", "content", "imageAlt", "status"] as const;

/**
 * What a change of a version leaves behind, in the transaction that made it: a revision of the
 * version when its own words or status changed, and the audit log's entry (who, what, before and
 * after). `before` is the version's record before the change, none for a new one.
 */
export async function recordVersionChange(
  db: Db,
  change: { actor: AuditActor; newsId: number; language: string; action: AuditAction; reason: NewsRevisionReason; before: VersionRecord | undefined; restoredFrom?: number },
): Promise<void> {
  const after = change.action === "delete" ? undefined : await versionRecord(db, change.newsId, change.language);
  const versionChanged = after && (!change.before || REVISED.some((field) => after[field] !== change.before![field]));
  if (versionChanged) await keepRevision(db, { newsId: change.newsId, language: change.language, authorId: change.actor.id, reason: change.reason, restoredFrom: change.restoredFrom });
  const title = after?.title ?? change.before?.title ?? "";
  await recordAudit(db, {
    actor: change.actor,
    kind: "news",
    action: change.action,
    subject: { id: change.newsId, label: `${title} (${change.language})` },
    before: change.before ?? null,
    after: after ?? null,
  });
}
