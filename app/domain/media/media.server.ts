import { and, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { downloadSubject, mediaDetailValues, mediaFileValues, mediaSubject, mediaValues, offeredValues } from "./media-audit.ts";
import { media, mediaDownloads, news, newsVersions, users, type MediaRow, type NewMediaRow } from "../../../db/schema/index.ts";
import { MEDIA_KINDS, type MediaAlt, type MediaDownloadSlot } from "../../../vocabulary/media-keys.ts";

export const MEDIA_PAGE_SIZE = 24;
const MAX_SEARCH_LENGTH = 100;

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const mediaQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  kind: z.enum(MEDIA_KINDS).optional().catch(undefined),
  q: z
    .string()
    .transform((q) => q.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim() || undefined)
    .optional()
    .catch(undefined),
});

export type MediaQuery = z.infer<typeof mediaQuerySchema>;

export function parseMediaQuery(params: URLSearchParams): MediaQuery {
  return mediaQuerySchema.parse({ page: params.get("page") ?? undefined, kind: params.get("kind") ?? undefined, q: params.get("q") ?? undefined });
}

export interface MediaItem extends MediaRow {
  uploader: string | null;
}

/** What the back office shows of an item in the library's grid and at the top of its page. */
export function mediaSummary(item: MediaItem) {
  const { id, title, kind, size, width, height, uploader, createdAt } = item;
  return { id, title, kind, size, width, height, uploader, createdAt };
}

/** An image shown to visitors needs words for those who cannot see it, and its author named. */
export function needsDetails(item: Pick<MediaRow, "kind" | "credit" | "alt">): boolean {
  return (item.kind === "image" || item.kind === "svg") && (!item.credit || !Object.values(item.alt).some(Boolean));
}

function matching(query: MediaQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(media.kind, query.kind));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const found = or(ilike(media.title, pattern), ilike(media.fileName, pattern), ilike(media.credit, pattern));
    if (found) conditions.push(found);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const withUploader = { ...getTableColumns(media), uploader: users.name };

/** One page of the library, newest first, with how many items match in all. */
export async function listMedia(db: Db, query: MediaQuery): Promise<{ items: MediaItem[]; total: number }> {
  const where = matching(query);
  const [items, [total]] = await Promise.all([
    db
      .select(withUploader)
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((query.page - 1) * MEDIA_PAGE_SIZE),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findMedia(db: Db, id: number): Promise<MediaItem | undefined> {
  const [item] = await db.select(withUploader).from(media).leftJoin(users, eq(users.id, media.uploadedBy)).where(eq(media.id, id));
  return item;
}

export async function findMediaByHash(db: Db, hash: string): Promise<MediaRow | undefined> {
  const [item] = await db.select().from(media).where(eq(media.hash, hash));
  return item;
}

/**
 * Adds an item, or finds the one that already holds the same bytes (two editors uploading the same
 * logo get one item): `created` tells which.
 */
export async function insertMedia(db: Db, row: NewMediaRow): Promise<{ item: MediaRow; created: boolean }> {
  const [inserted] = await db.insert(media).values(row).onConflictDoNothing({ target: media.hash }).returning();
  if (inserted) return { item: inserted, created: true };
  const existing = await findMediaByHash(db, row.hash);
  if (!existing) throw new Error(`media ${row.hash} conflicted but cannot be found`);
  return { item: existing, created: false };
}

export interface MediaDetails {
  title: string;
  alt: MediaAlt;
  credit: string;
  licence: string;
  focusX: number;
  focusY: number;
}

/** Saves an item's words and focal point, with its audit entry; false when the item has gone. */
export async function updateMediaDetails(db: Db, id: number, details: MediaDetails, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!before) return false;
    const [after] = await tx.update(media).set({ ...details, updatedAt: new Date() }).where(eq(media.id, id)).returning();
    await recordAudit(tx, { actor, kind: "media", action: "update", subject: mediaSubject(after!), before: mediaDetailValues(before), after: mediaDetailValues(after!) });
    return true;
  });
}

/** What an item's row says of its file; the rest of the row (id, words, focal point, uses) is the item's own. */
export type MediaFile = Pick<MediaRow, "hash" | "mime" | "extension" | "fileName" | "size" | "width" | "height" | "variants">;

export type ReplaceFileOutcome = { replaced: true; item: MediaRow; previous: MediaRow } | { replaced: false; gone: true } | { replaced: false; heldBy: MediaRow };

/**
 * Points an item at another file, keeping everything else. `previous` is the row as it was just
 * before, read under the same lock, so two replacements at once each know the files they displaced.
 * An item deleted meanwhile is `gone`; bytes another item took meanwhile are `heldBy` it (one item per
 * bytes: the unique hash decides).
 */
export async function replaceMediaFile(db: Db, id: number, file: MediaFile, actor: AuditActor): Promise<ReplaceFileOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [previous] = await tx.select().from(media).where(eq(media.id, id)).for("update");
      if (!previous) return { replaced: false, gone: true };
      const [item] = await tx
        .update(media)
        .set({ ...file, updatedAt: new Date() })
        .where(eq(media.id, id))
        .returning();
      // The same file twice at once (a double click): the second changes nothing and records nothing.
      if (previous.hash !== item!.hash) {
        await recordAudit(tx, { actor, kind: "media", action: "replace", subject: mediaSubject(item!), before: mediaFileValues(previous), after: mediaFileValues(item!) });
      }
      return { replaced: true, item: item!, previous };
    });
  } catch (error) {
    const holder = isUniqueViolation(error) ? await findMediaByHash(db, file.hash) : undefined;
    if (!holder) throw error;
    return { replaced: false, heldBy: holder };
  }
}

/** Deletes an item's row (its downloads with it, each recorded as withdrawn); undefined when it had gone. */
export async function deleteMedia(db: Db, id: number, actor: AuditActor): Promise<MediaRow | undefined> {
  return db.transaction(async (tx) => {
    const offered = await tx.select({ slot: mediaDownloads.slot }).from(mediaDownloads).where(eq(mediaDownloads.mediaId, id)).for("update");
    const [deleted] = await tx.delete(media).where(eq(media.id, id)).returning();
    if (!deleted) return undefined;
    await recordAudit(tx, { actor, kind: "media", action: "delete", subject: mediaSubject(deleted), before: mediaValues(deleted) });
    for (const { slot } of offered) {
      await recordAudit(tx, { actor, kind: "media", action: "unpublish", subject: downloadSubject(slot), before: offeredValues(deleted) });
    }
    return deleted;
  });
}

export type MediaUse = { kind: "news"; id: number; title: string } | { kind: "download"; slot: MediaDownloadSlot };

/** Where the site shows an item: the articles it is the cover of, the media page's downloads it is. */
export async function usesOf(db: Db, item: Pick<MediaRow, "id">): Promise<MediaUse[]> {
  const [articles, downloads] = await Promise.all([
    db
      .select({ id: news.id, title: newsVersions.title })
      .from(news)
      .innerJoin(newsVersions, and(eq(newsVersions.newsId, news.id), eq(newsVersions.language, news.sourceLanguage)))
      .where(eq(news.coverMediaId, item.id))
      .orderBy(desc(news.id)),
    db.select({ slot: mediaDownloads.slot }).from(mediaDownloads).where(eq(mediaDownloads.mediaId, item.id)).orderBy(mediaDownloads.slot),
  ]);
  return [...articles.map((article) => ({ kind: "news" as const, ...article })), ...downloads.map(({ slot }) => ({ kind: "download" as const, slot }))];
}

/** How many places show each of these items, for a page of the library. */
export async function countUses(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const [covers, downloads] = await Promise.all([
    db.select({ id: news.coverMediaId, uses: count() }).from(news).where(inArray(news.coverMediaId, [...ids])).groupBy(news.coverMediaId),
    db.select({ id: mediaDownloads.mediaId, uses: count() }).from(mediaDownloads).where(inArray(mediaDownloads.mediaId, [...ids])).groupBy(mediaDownloads.mediaId),
  ]);
  for (const { id, uses } of [...covers, ...downloads]) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + uses);
  return counts;
}
