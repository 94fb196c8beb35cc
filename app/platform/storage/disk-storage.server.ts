import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs, { type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sizeGuard } from "./size-guard.server.ts";
import { checkKey, checkPut, checkRange, type Storage } from "./storage.server.ts";

/** Room for the header line: a content type is at most 200 characters. */
const HEADER_LIMIT = 1024;
/** How often a put tries again when a delete removed the folder it was about to rename into. */
const PUBLISH_ATTEMPTS = 3;

function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? "");
}

function headerLine(contentType: string): string {
  return `${JSON.stringify({ contentType })}\n`;
}

function contentTypeOf(line: string): string | undefined {
  try {
    const header: unknown = JSON.parse(line);
    const contentType = typeof header === "object" && header !== null ? (header as { contentType?: unknown }).contentType : undefined;
    return typeof contentType === "string" ? contentType : undefined;
  } catch {
    return undefined;
  }
}

interface OpenObject {
  handle: FileHandle;
  contentType: string;
  /** Where the object's bytes start in the file, after the header line. */
  offset: number;
  size: number;
}

/** The object stored in `file`, opened, or null when there is none (also when `file` is a folder of other objects). */
async function openObject(file: string): Promise<OpenObject | null> {
  let handle: FileHandle;
  try {
    handle = await fs.open(file, "r");
  } catch (error) {
    if (hasCode(error, "ENOENT", "ENOTDIR", "EISDIR")) return null;
    throw error;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_LIMIT), 0, HEADER_LIMIT, 0);
    const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
    const contentType = newline >= 0 ? contentTypeOf(buffer.toString("utf8", 0, newline)) : undefined;
    if (contentType === undefined) throw new Error(`${file} is not a stored object: it does not start with a header line`);
    return { handle, contentType, offset: newline + 1, size: stat.size - newline - 1 };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * The media library's files on disk, under `root` (DATA_DIR/uploads by default, ADR 021).
 *
 * Each object is one file at `root/<key>`: a first line of JSON holding its content type, then its
 * bytes. The type lives in the file rather than in a sidecar so that one rename publishes the bytes
 * and their type together: an object of two files could be seen with new bytes and an old type, or
 * half deleted. A file being read keeps the version it was opened on while a put replaces it or a
 * delete removes it, so a get always streams one whole version. The files are therefore read through
 * this module (or `tail -n +2`), not served as they are.
 *
 * A put writes into `root/.partial/` (no key starts with a dot), on the same file system as the
 * object, flushes the file to the disk, then renames it into place. A process killed in the middle of
 * a put leaves a file there, never a partial object; such files can be deleted while no put runs.
 * A delete removes the folders it empties. Unlike in S3, a key cannot be both an object and a folder
 * of others ("a/b" and "a/b/c"): the second put fails. The keys the site builds never are.
 */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const partials = path.join(base, ".partial");
  const fileOf = (key: string) => path.join(base, key);

  async function publish(partial: string, file: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.rename(partial, file);
        return;
      } catch (error) {
        if (!hasCode(error, "ENOENT") || attempt === PUBLISH_ATTEMPTS) throw error;
      }
    }
  }

  // Cleaning up after a delete is a courtesy: an empty folder left behind (another put just filled
  // it, permissions) is harmless, so a failure here does not fail the delete.
  async function removeEmptyFolders(file: string): Promise<void> {
    for (let folder = path.dirname(file); folder.startsWith(base + path.sep); folder = path.dirname(folder)) {
      try {
        await fs.rmdir(folder);
      } catch {
        return;
      }
    }
  }

  return {
    kind: "disk",

    async put(key, source, options) {
      const partial = path.join(partials, randomUUID());
      try {
        checkPut(key, options);
        await fs.mkdir(partials, { recursive: true });
        const file = createWriteStream(partial, { flags: "wx", flush: true });
        file.write(headerLine(options.contentType));
        await pipeline(source, sizeGuard(options.size), file);
        await publish(partial, fileOf(key));
      } catch (error) {
        source.destroy();
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      checkKey(key);
      checkRange(range);
      const object = await openObject(fileOf(key));
      if (!object) return null;
      const { handle, contentType, offset, size } = object;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      if (start > end) {
        await handle.close();
        return { stream: Readable.from([]), size, contentType };
      }
      return { stream: handle.createReadStream({ start: offset + start, end: offset + end }), size, contentType };
    },

    async head(key) {
      checkKey(key);
      const object = await openObject(fileOf(key));
      if (!object) return null;
      await object.handle.close();
      return { size: object.size, contentType: object.contentType };
    },

    async delete(key) {
      checkKey(key);
      const file = fileOf(key);
      try {
        await fs.unlink(file);
      } catch (error) {
        if (hasCode(error, "ENOENT", "ENOTDIR", "EISDIR")) return;
        throw error;
      }
      await removeEmptyFolders(file);
    },
  };
}
