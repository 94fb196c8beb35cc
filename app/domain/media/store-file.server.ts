import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import pLimit from "p-limit";
import type { Db } from "../../../db/client.ts";
import type { MediaRow } from "../../../db/schema/index.ts";
import type { Storage } from "~/platform/storage/storage.server.ts";
import { makeImageVariants } from "./image-variants.server.ts";
import { receiveFile, type IntakeLimits, type IntakeProblem, type MediaKind } from "./intake.server.ts";
import { keysOf, originalKey, variantKey } from "./media-files.ts";
import { findMediaByHash, type MediaFile } from "./media.server.ts";

export interface UploadServices {
  db: Db;
  storage: Storage;
  limits: IntakeLimits;
  /** Where files wait while they are checked and resized (DATA_DIR/tmp). */
  tempRoot: string;
}

/** A file in storage (original and variants), described as an item's row holds it. */
export type StoredFile = MediaFile & Pick<MediaRow, "kind">;

export type StoreFileResult =
  | { status: "stored"; file: StoredFile }
  /** The library already holds these bytes: nothing was stored. */
  | { status: "held"; item: MediaRow }
  | { status: "refused"; problem: IntakeProblem };

// Resizing a large photo takes both cores for seconds: one at a time, so pages keep being served.
const resizing = pLimit(1);

/**
 * One uploaded file into storage, for a new item or an item's replacement: checked (receiveFile,
 * with `kind` only a file of that kind), then, unless an item already holds the same bytes, resized
 * if an image, and its original and variants stored. The row is the caller's to write, after this:
 * every row then has its files.
 */
export async function storeFile(services: UploadServices, source: Readable, fileName: string, options: { kind?: MediaKind } = {}): Promise<StoreFileResult> {
  const { db, storage, limits, tempRoot } = services;
  await mkdir(tempRoot, { recursive: true });
  const dir = await mkdtemp(path.join(tempRoot, "upload-"));
  try {
    const received = await receiveFile(source, fileName, { limits, tempDir: dir, kind: options.kind });
    if (!received.ok) return { status: "refused", problem: received.problem };
    const { file } = received;
    const holder = await findMediaByHash(db, file.sha256);
    if (holder) return { status: "held", item: holder };

    const variants =
      file.kind === "image" && file.width !== undefined && file.height !== undefined
        ? await resizing(() => makeImageVariants({ tempPath: file.tempPath, width: file.width!, height: file.height! }, dir, limits.imagePixels))
        : [];
    await storage.put(originalKey(file.sha256, file.extension), createReadStream(file.tempPath), { contentType: file.mime, size: file.size });
    for (const variant of variants) {
      await storage.put(variantKey(file.sha256, variant), createReadStream(variant.path), { contentType: `image/${variant.format}`, size: variant.size });
    }
    return {
      status: "stored",
      file: {
        hash: file.sha256,
        kind: file.kind,
        mime: file.mime,
        extension: file.extension,
        fileName: file.originalName,
        size: file.size,
        width: file.width ?? null,
        height: file.height ?? null,
        variants: variants.map(({ format, width, height, size }) => ({ format, width, height, size })),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The files stored for a post that did not arrive whole (cut off, or more files than allowed): deleted,
 * unless a row names the same bytes by now (the same file uploaded meanwhile by someone else, which
 * storeFile found no item for either). Gives the keys it could not delete.
 */
export async function discardStored(services: Pick<UploadServices, "db" | "storage">, files: readonly StoredFile[]): Promise<string[]> {
  const leftovers: string[] = [];
  for (const file of files) {
    if (await findMediaByHash(services.db, file.hash)) continue;
    leftovers.push(...(await deleteFiles(services.storage, keysOf(file))));
  }
  return leftovers;
}

/** Deletes files no row names any more; gives the keys it could not delete (left in storage, never shown). */
export async function deleteFiles(storage: Storage, keys: readonly string[]): Promise<string[]> {
  const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return keys.filter((_key, index) => outcomes[index]!.status === "rejected");
}
