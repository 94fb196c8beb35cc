import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import pLimit from "p-limit";
import type { Db } from "../../../db/client.ts";
import type { MediaRow } from "../../../db/schema/index.ts";
import type { Storage } from "~/platform/storage/storage.server.ts";
import { makeImageVariants } from "./image-variants.server.ts";
import { receiveFile, type IntakeLimits, type IntakeProblem } from "./intake.server.ts";
import { originalKey, variantKey } from "./media-files.ts";
import { findMediaByHash, insertMedia } from "./media.server.ts";

export interface UploadServices {
  db: Db;
  storage: Storage;
  limits: IntakeLimits;
  /** Where files wait while they are checked and resized (DATA_DIR/tmp). */
  tempRoot: string;
}

export type StoreResult = { ok: true; item: MediaRow; created: boolean } | { ok: false; problem: IntakeProblem };

// Resizing a large photo takes both cores for seconds: one at a time, so pages keep being served.
const resizing = pLimit(1);

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
  const { db, storage, limits, tempRoot } = services;
  await mkdir(tempRoot, { recursive: true });
  const dir = await mkdtemp(path.join(tempRoot, "upload-"));
  try {
    const received = await receiveFile(source, fileName, { limits, tempDir: dir });
    if (!received.ok) return received;
    const { file } = received;
    const existing = await findMediaByHash(db, file.sha256);
    if (existing) return { ok: true, item: existing, created: false };

    const variants =
      file.kind === "image" && file.width !== undefined && file.height !== undefined
        ? await resizing(() => makeImageVariants({ tempPath: file.tempPath, width: file.width!, height: file.height! }, dir))
        : [];
    await storage.put(originalKey(file.sha256, file.extension), createReadStream(file.tempPath), { contentType: file.mime, size: file.size });
    for (const variant of variants) {
      await storage.put(variantKey(file.sha256, variant), createReadStream(variant.path), { contentType: `image/${variant.format}`, size: variant.size });
    }
    const { item, created } = await insertMedia(db, {
      hash: file.sha256,
      kind: file.kind,
      mime: file.mime,
      extension: file.extension,
      fileName: file.originalName,
      title: titleFrom(file.originalName),
      size: file.size,
      width: file.width ?? null,
      height: file.height ?? null,
      variants: variants.map(({ format, width, height, size }) => ({ format, width, height, size })),
      uploadedBy: uploaderId,
    });
    return { ok: true, item, created };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
