import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { news, newsVersions } from "../../../db/schema/index.ts";
import type { AuditActor } from "~/domain/audit/audit.server.ts";
import { recordVersionChange, versionRecord } from "./news-audit.server.ts";
import { findRevision } from "./revisions.server.ts";
import { wordsChangedAt } from "./version-clock.server.ts";

/**
 * Puts a revision's words (title, excerpt, content, image alt) back into its version, its status left
 * as it is, and keeps that as a revision of its own: a restore is undone by restoring again. Bumps the
 * version (and the story's, for its source), so a form opened before reports the conflict.
 */
export async function restoreRevision(db: Db, actor: AuditActor, newsId: number, language: string, revisionId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revision = await findRevision(tx, newsId, language, revisionId);
    if (!revision) return false;
    const before = await versionRecord(tx, newsId, language);
    if (!before) return false;
    const words = { title: revision.title, excerpt: revision.excerpt, content: revision.content, imageAlt: revision.imageAlt };
    await tx
      .update(newsVersions)
      .set({ ...words, wordsChangedAt: wordsChangedAt(words, now), updatedAt: now })
      .where(and(eq(newsVersions.newsId, newsId), eq(newsVersions.language, language)));
    await tx
      .update(news)
      .set({ updatedAt: now })
      .where(and(eq(news.id, newsId), eq(news.sourceLanguage, language)));
    await recordVersionChange(tx, { actor, newsId, language, action: "update", reason: "restore", before, restoredFrom: revisionId });
    return true;
  });
}
