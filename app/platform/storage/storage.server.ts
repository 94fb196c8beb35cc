import type { Readable } from "node:stream";

/**
 * What `get` gives. `size` is the whole object's size even for a range (an HTTP answer's
 * `Content-Range: bytes start-end/size`); the stream then holds bytes `start` to
 * `min(end, size - 1)`. The caller must read the stream to its end or destroy it: it holds a file or
 * a connection.
 */
export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/** The media library's files, on disk or in an S3-compatible bucket (ADR 021). */
export interface Storage {
  readonly kind: "disk" | "s3";
  /**
   * Streams `source` into the object at `key` (never buffering it whole); replaces an existing one.
   * The object appears only when complete: a failed or aborted source leaves nothing (and no partial
   * object) behind, and an object it was to replace stays as it was. A `size` is checked: a source
   * that gives more or fewer bytes fails. On failure the source is destroyed.
   */
  put(key: string, source: Readable, options: { contentType: string; size?: number }): Promise<void>;
  /**
   * The object, or null when there is none. `range` (inclusive byte offsets) is for HTTP Range
   * requests of videos: an `end` past the object is its last byte, a `start` past it gives an empty
   * stream (the caller answers 416 with `size`).
   */
  get(key: string, range?: { start: number; end: number }): Promise<StoredObject | null>;
  /** Size and type without the body, or null. */
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export const MAX_KEY_LENGTH = 200;
const KEY = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?(?:\/[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?)*$/;

/**
 * Keys like `media/3f9a…/original.jpg`: segments of a-z and 0-9 with `.`, `_` or `-` inside, joined by
 * `/`, no `..`, at most 200 characters. The same key is then a safe relative path on disk and an S3
 * key that needs no encoding; no segment starts with a dot, which leaves such names to the storage.
 */
export function isStorageKey(key: string): boolean {
  return typeof key === "string" && key.length <= MAX_KEY_LENGTH && !key.includes("..") && KEY.test(key);
}

const CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:;[ \t]*[\w!#$&^.+-]+=[\w!#$&^.+-]+)*$/;
const MAX_CONTENT_TYPE_LENGTH = 200;

// Callers build keys, types, sizes and ranges themselves (from hashes, sniffed types, parsed Range
// headers): a bad one is a programming error, thrown rather than answered.

export function checkKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(String(key)).slice(0, MAX_KEY_LENGTH + 20)}`);
}

export function checkPut(key: string, options: { contentType: string; size?: number }): void {
  checkKey(key);
  const { contentType, size } = options;
  if (typeof contentType !== "string" || contentType.length > MAX_CONTENT_TYPE_LENGTH || !CONTENT_TYPE.test(contentType)) {
    throw new Error(`Not a content type: ${JSON.stringify(String(contentType)).slice(0, MAX_CONTENT_TYPE_LENGTH + 20)}`);
  }
  if (size !== undefined && !(Number.isSafeInteger(size) && size >= 0)) throw new Error(`Not an object size: ${size}`);
}

export function checkRange(range: { start: number; end: number } | undefined): void {
  if (range === undefined) return;
  const { start, end } = range;
  if (!(Number.isSafeInteger(start) && Number.isSafeInteger(end) && start >= 0 && start <= end)) {
    throw new Error(`Not a byte range: ${start}-${end}`);
  }
}

