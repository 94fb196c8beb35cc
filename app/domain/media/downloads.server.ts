import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";
import { media, mediaDownloads, type MediaRow } from "../../../db/schema/index.ts";
import { MEDIA_DOWNLOAD_SLOTS, type MediaDownloadSlot, type MediaKind } from "../../../vocabulary/media-keys.ts";
import { DOWNLOAD_KINDS, downloadFileName, fileTypeLabel, suitsSlot } from "./downloads.ts";
import { mediaUrl, originalKey } from "./media-files.ts";
import { needsDetails } from "./media.server.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { downloadSubject, offeredValues } from "./media-audit.ts";

// The media page's four downloads (media_downloads): which library item each offers, what visitors
// get of it, and how editors choose and withdraw them.

/** How many items a download's list of choices shows, newest first; a search finds the others. */
export const DOWNLOAD_CHOICES_LIMIT = 100;

const fileColumns = {
  id: media.id,
  hash: media.hash,
  kind: media.kind,
  mime: media.mime,
  extension: media.extension,
  title: media.title,
  size: media.size,
  alt: media.alt,
  credit: media.credit,
};

type FileRow = Pick<MediaRow, keyof typeof fileColumns>;

/** Why an offered item is not on the public page: its file changed kind, or an image lost its alt text or credit. */
export type HiddenReason = "wrong-kind" | "needs-details";

function hiddenReason(slot: MediaDownloadSlot, item: Pick<MediaRow, "kind" | "alt" | "credit">): HiddenReason | null {
  if (!suitsSlot(slot, item.kind)) return "wrong-kind";
  return needsDetails(item) ? "needs-details" : null;
}

async function offeredFiles(db: Db): Promise<{ slot: MediaDownloadSlot; item: FileRow }[]> {
  const rows = await db.select({ slot: mediaDownloads.slot, ...fileColumns }).from(mediaDownloads).innerJoin(media, eq(media.id, mediaDownloads.mediaId));
  return rows.map(({ slot, ...item }) => ({ slot, item }));
}

/** A file as the media page offers it: where to get it, the name to save it under, its type and size. */
export interface PublicDownload {
  url: string;
  fileName: string;
  mime: string;
  type: string;
  size: number;
}

/** The downloads visitors may take now; a slot left out shows as not yet available. */
export async function publishedDownloads(db: Db): Promise<Partial<Record<MediaDownloadSlot, PublicDownload>>> {
  const published: Partial<Record<MediaDownloadSlot, PublicDownload>> = {};
  for (const { slot, item } of await offeredFiles(db)) {
    if (hiddenReason(slot, item)) continue;
    published[slot] = {
      url: mediaUrl(originalKey(item.hash, item.extension)),
      fileName: downloadFileName(item.title, item.extension),
      mime: item.mime,
      type: fileTypeLabel(item.extension),
      size: item.size,
    };
  }
  return published;
}

/** An item as the back office names it in a download's list. */
export interface DownloadChoice {
  id: number;
  title: string;
  kind: MediaKind;
  type: string;
  size: number;
  /** An image without alt text or a credit: listed, but it cannot be offered until they are written. */
  needsDetails: boolean;
}

export interface EditorDownload {
  slot: MediaDownloadSlot;
  kinds: readonly MediaKind[];
  offered: (DownloadChoice & { hidden: HiddenReason | null }) | null;
  choices: DownloadChoice[];
}

function choiceOf(item: FileRow): DownloadChoice {
  return { id: item.id, title: item.title, kind: item.kind, type: fileTypeLabel(item.extension), size: item.size, needsDetails: needsDetails(item) };
}

function searching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(media.title, pattern), ilike(media.fileName, pattern));
}

/**
 * The four downloads for the back office: what each offers and whether visitors see it, and the
 * items of the kinds it takes (newest first, those matching `q` when given), the offered one always
 * among them so that the list can show it chosen.
 */
export async function downloadsForEditors(db: Db, q?: string): Promise<EditorDownload[]> {
  const [offered, ...choices] = await Promise.all([
    offeredFiles(db),
    ...MEDIA_DOWNLOAD_SLOTS.map((slot) =>
      db
        .select(fileColumns)
        .from(media)
        .where(and(inArray(media.kind, [...DOWNLOAD_KINDS[slot]]), searching(q)))
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(DOWNLOAD_CHOICES_LIMIT),
    ),
  ]);
  return MEDIA_DOWNLOAD_SLOTS.map((slot, index) => {
    const current = offered.find((download) => download.slot === slot)?.item;
    const listed = (choices[index] ?? []).map(choiceOf);
    if (current && suitsSlot(slot, current.kind) && !listed.some((choice) => choice.id === current.id)) listed.unshift(choiceOf(current));
    return {
      slot,
      kinds: DOWNLOAD_KINDS[slot],
      offered: current ? { ...choiceOf(current), hidden: hiddenReason(slot, current) } : null,
      choices: listed,
    };
  });
}

export type OfferOutcome = { ok: true; title: string } | { ok: false; problem: "unknown-item" | "wrong-kind" | "needs-details" };

/** The item a download offers now, read under lock for the change about to be made to it. */
async function offeredNow(db: Db, slot: MediaDownloadSlot) {
  const [row] = await db
    .select({ id: media.id, title: media.title })
    .from(mediaDownloads)
    .innerJoin(media, eq(media.id, mediaDownloads.mediaId))
    .where(eq(mediaDownloads.slot, slot))
    .for("update", { of: mediaDownloads });
  return row;
}

/**
 * Makes an item the file of a download, replacing what it offered; recorded in the audit log as the
 * download published (it offered nothing) or changed, nothing when it already offered that item.
 */
export async function offerDownload(db: Db, slot: MediaDownloadSlot, mediaId: number, actor: AuditActor): Promise<OfferOutcome> {
  const [item] = await db.select(fileColumns).from(media).where(eq(media.id, mediaId));
  if (!item) return { ok: false, problem: "unknown-item" };
  if (!suitsSlot(slot, item.kind)) return { ok: false, problem: "wrong-kind" };
  if (needsDetails(item)) return { ok: false, problem: "needs-details" };
  return db.transaction(async (tx) => {
    const before = await offeredNow(tx, slot);
    // One statement that finds the item again: deleted (or changed kind) since it was read, it offers nothing.
    const offered = await tx
      .insert(mediaDownloads)
      .select(
        tx
          .select({ slot: sql<MediaDownloadSlot>`${slot}::text`.as("slot"), mediaId: media.id, updatedAt: sql<Date>`now()`.as("updated_at") })
          .from(media)
          .where(and(eq(media.id, item.id), inArray(media.kind, [...DOWNLOAD_KINDS[slot]]))),
      )
      .onConflictDoUpdate({ target: mediaDownloads.slot, set: { mediaId: sql`excluded.media_id`, updatedAt: sql`now()` } })
      .returning({ slot: mediaDownloads.slot });
    if (offered.length === 0) return { ok: false, problem: "unknown-item" } as const;
    const after = offeredValues(item);
    await recordAudit(tx, before ? { actor, kind: "media", action: "update", subject: downloadSubject(slot), before: offeredValues(before), after } : { actor, kind: "media", action: "publish", subject: downloadSubject(slot), after });
    return { ok: true, title: item.title } as const;
  });
}

/** Stops offering a download: the media page says it is not available yet. False when it offered nothing. */
export async function withdrawDownload(db: Db, slot: MediaDownloadSlot, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await offeredNow(tx, slot);
    const withdrawn = await tx.delete(mediaDownloads).where(eq(mediaDownloads.slot, slot)).returning({ slot: mediaDownloads.slot });
    if (withdrawn.length === 0) return false;
    if (before) await recordAudit(tx, { actor, kind: "media", action: "unpublish", subject: downloadSubject(slot), before: offeredValues(before) });
    return true;
  });
}
