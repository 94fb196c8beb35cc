import type { Readable } from "node:stream";
import type { MediaRow } from "../../../db/schema/index.ts";
import type { IntakeProblem } from "./intake.server.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { mediaSubject, mediaValues } from "./media-audit.ts";
import { insertMedia } from "./media.server.ts";
import { storeFile, type UploadServices } from "./store-file.server.ts";

export type StoreResult = { ok: true; item: MediaRow; created: boolean } | { ok: false; problem: IntakeProblem };

/** The title an item starts with: its file name without the extension. */
function titleFrom(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim() || fileName;
}

/**
 * One uploaded file into the library: checked, resized if an image, stored (original and variants),
 * then recorded. The row comes last, so every row has its files; its audit entry is written with
 * it. The same bytes uploaded again give the item that already holds them, and record nothing.
 */
export async function storeUpload(services: UploadServices, source: Readable, fileName: string, uploader: AuditActor): Promise<StoreResult> {
  const stored = await storeFile(services, source, fileName);
  if (stored.status === "refused") return { ok: false, problem: stored.problem };
  if (stored.status === "held") return { ok: true, item: stored.item, created: false };
  const { file } = stored;
  const inserted = await services.db.transaction(async (tx) => {
    const outcome = await insertMedia(tx, { ...file, title: titleFrom(file.fileName), uploadedBy: uploader.id });
    if (outcome.created) await recordAudit(tx, { actor: uploader, kind: "media", action: "create", subject: mediaSubject(outcome.item), after: mediaValues(outcome.item) });
    return outcome;
  });
  return { ok: true, ...inserted };
}
