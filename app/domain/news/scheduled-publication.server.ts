import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { news, newsVersions } from "../../../db/schema/index.ts";
import { keepRevision } from "./revisions.server.ts";

/** Any number, the same in every instance: the lock that lets one instance at a time carry out schedules. */
const SCHEDULE_LOCK = 20270020;

/** A schedule this long past and not carried out is missed: the scheduler runs every few seconds. */
export const MISSED_AFTER_MS = 2 * 60_000;

export interface ScheduledChange {
  newsId: number;
  language: string;
  change: "published" | "unpublished";
  /** When it was due: long before the run, it was carried out late (no server was running). */
  dueAt: Date;
}

/**
 * Carries out every schedule that is due: publishes the versions whose time has come, then
 * unpublishes those whose end has. One instance at a time (an advisory lock held for the transaction:
 * another instance finds it taken and leaves the work to this one; null then), and each version once,
 * its schedule cleared as it is carried out. The story's own form hears it (its version moves); the
 * page cache and the other instances hear it through news_versions' change notification.
 */
export async function runDueSchedules(db: Db, now: Date): Promise<ScheduledChange[] | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK}) as locked`);
    if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
    const changes: ScheduledChange[] = [];
    const toPublish = await tx
      .select({ id: newsVersions.id, newsId: newsVersions.newsId, language: newsVersions.language, dueAt: newsVersions.publishAt })
      .from(newsVersions)
      .where(lte(newsVersions.publishAt, now))
      .for("update");
    if (toPublish.length) {
      await tx
        .update(newsVersions)
        .set({ published: true, publishedAt: sql`coalesce(${newsVersions.publishedAt}, ${newsVersions.publishAt})`, publishAt: null, updatedAt: now })
        .where(inArray(newsVersions.id, toPublish.map((row) => row.id)));
      changes.push(...toPublish.map(({ newsId, language, dueAt }) => ({ newsId, language, change: "published" as const, dueAt: dueAt! })));
    }
    const toUnpublish = await tx
      .select({ id: newsVersions.id, newsId: newsVersions.newsId, language: newsVersions.language, dueAt: newsVersions.unpublishAt })
      .from(newsVersions)
      .where(lte(newsVersions.unpublishAt, now))
      .for("update");
    if (toUnpublish.length) {
      await tx
        .update(newsVersions)
        .set({ published: false, unpublishAt: null, updatedAt: now })
        .where(inArray(newsVersions.id, toUnpublish.map((row) => row.id)));
      changes.push(...toUnpublish.map(({ newsId, language, dueAt }) => ({ newsId, language, change: "unpublished" as const, dueAt: dueAt! })));
    }
    for (const { newsId, language } of changes) {
      await keepRevision(tx, { newsId, language, authorId: null, reason: "schedule" });
      // The story's form carries the story's version: a change of its source's status must move it.
      await tx
        .update(news)
        .set({ updatedAt: now })
        .where(and(eq(news.id, newsId), eq(news.sourceLanguage, language)));
    }
    return changes;
  });
}

/** Schedules that should have been carried out by now and were not: no scheduler is running. */
export async function missedSchedules(db: Db, now: Date) {
  const before = new Date(now.getTime() - MISSED_AFTER_MS);
  return db
    .select({
      newsId: newsVersions.newsId,
      language: newsVersions.language,
      source: sql<boolean>`${newsVersions.language} = ${news.sourceLanguage}`,
      title: newsVersions.title,
      publishAt: newsVersions.publishAt,
      unpublishAt: newsVersions.unpublishAt,
    })
    .from(newsVersions)
    .innerJoin(news, eq(news.id, newsVersions.newsId))
    .where(or(lte(newsVersions.publishAt, before), lte(newsVersions.unpublishAt, before)))
    .orderBy(newsVersions.newsId, newsVersions.language);
}
