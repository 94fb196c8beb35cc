import type { Readable } from "node:stream";
import type { MediaRow } from "../../../db/schema/index.ts";
import type { Storage } from "~/platform/storage/storage.server.ts";
import type { AuditActor } from "~/domain/audit/audit.server.ts";
import type { IntakeProblem } from "./intake.server.ts";
import { keysOf } from "./media-files.ts";
import { replaceMediaFile } from "./media.server.ts";
import { deleteFiles, storeFile, type StoredFile, type UploadServices } from "./store-file.server.ts";

export type ReplaceProblem =
  | IntakeProblem
  /** The file is the one the item already has. */
  | { code: "same-file" }
  /** Another item holds these bytes (the library keeps one item per file). */
  | { code: "held-elsewhere"; other: { id: number; title: string } }
  /** The item was deleted while its replacement arrived. */
  | { code: "gone" };

export type ReceivedReplacement = { ok: true; file: StoredFile } | { ok: false; problem: ReplaceProblem };

/**
 * The first half of replacing an item's file: the new file checked like any upload, of the item's
 * own kind only (an image for an image, an SVG for an SVG: the places that show the item were
 * chosen for it), then stored beside the old one. Nothing the site shows has changed yet; a
 * refusal changes nothing at all.
 */
export async function receiveReplacement(services: UploadServices, item: Pick<MediaRow, "id" | "kind">, source: Readable, fileName: string): Promise<ReceivedReplacement> {
  const stored = await storeFile(services, source, fileName, { kind: item.kind });
  if (stored.status === "refused") return { ok: false, problem: stored.problem };
  if (stored.status === "held") return { ok: false, problem: heldProblem(item.id, stored.item) };
  return { ok: true, file: stored.file };
}

export type ReplaceResult = { ok: true; item: MediaRow; leftovers: string[] } | { ok: false; problem: ReplaceProblem };

/**
 * The second half: the item's row now names the new file (its id, words, focal point and uses
 * stay), then the old files are deleted. The new files are in storage before the row changes and the
 * old ones go only after, so a failure leaves files nobody names, never a row without files.
 * `leftovers`: old files storage failed to delete. If the row could not change (the item gone, the
 * bytes taken by another item meanwhile), the new files stay where they are: another upload of the
 * same bytes may be naming them already.
 */
export async function applyReplacement(services: { db: UploadServices["db"]; storage: Storage }, itemId: number, file: StoredFile, actor: AuditActor): Promise<ReplaceResult> {
  // The kind was the item's own when the file was received, and no replacement changes it.
  const { kind: _kind, ...columns } = file;
  const outcome = await replaceMediaFile(services.db, itemId, columns, actor);
  if (!outcome.replaced) return { ok: false, problem: "gone" in outcome ? { code: "gone" } : heldProblem(itemId, outcome.heldBy) };
  const { item, previous } = outcome;
  // The same new file sent twice at once (a double click): the second finds its files already the item's.
  const leftovers = previous.hash === item.hash ? [] : await deleteFiles(services.storage, keysOf(previous));
  return { ok: true, item, leftovers };
}

function heldProblem(itemId: number, holder: MediaRow): ReplaceProblem {
  return holder.id === itemId ? { code: "same-file" } : { code: "held-elsewhere", other: { id: holder.id, title: holder.title } };
}
