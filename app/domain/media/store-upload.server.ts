import type { Readable } from "node:stream";
import type { MediaRow } from "../../../db/schema/index.ts";
import type { IntakeProblem } from "./intake.server.ts";
import { insertMedia } from "./media.server.ts";
import { storeFile, type UploadServices } from "./store-file.server.ts";

export type StoreResult = { ok: true; item: MediaRow; created: boolean } | { ok: false; problem: IntakeProblem };

/** The title an item starts with: its file name without the extension. */
function titleFrom(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim() || fileName;
}

/**
 * One uploaded file into the library: checked, resized if an image, stored (original and variants),
 * then recorded. The row comes last, so every row has its files. The same bytes uploaded again
 * give the item that already holds them.
 */
export async function storeUpload(services: UploadServices, source: Readable, fileName: string, uploaderId: string): Promise<StoreResult> {
  const stored = await storeFile(services, source, fileName);
  if (stored.status === "refused") return { ok: false, problem: stored.problem };
  if (stored.status === "held") return { ok: true, item: stored.item, created: false };
  const { file } = stored;
  return { ok: true, ...(await insertMedia(services.db, { ...file, title: titleFrom(file.fileName), uploadedBy: uploaderId })) };
}
