import { createHash, randomUUID } from "node:crypto";
import { open, rm, writeFile, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { sniffType, SNIFF_BYTES, type MediaKind } from "./sniff.server.ts";
import { checkSvg, MAX_SVG_BYTES } from "./svg.server.ts";

export type { MediaKind };
export { MAX_SVG_BYTES };

export interface IntakeLimits {
  /** Images, and SVG up to MAX_SVG_BYTES. */
  imageBytes: number;
  /** PDF, ZIP and video. */
  fileBytes: number;
  /**
   * The most pixels an image may declare (SVG aside), read from its header and refused before any
   * decoding: a few kilobytes of PNG or GIF can declare a picture whose pixels fill gigabytes, and
   * the time to decode and resize grows with the pixels (a 100-megapixel PNG took 48 s of CPU).
   * image-variants.server.ts decodes with the same limit.
   */
  imagePixels: number;
}

/** The limits the server is configured with (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_FILE_MB, MEDIA_MAX_IMAGE_MEGAPIXELS). */
export function intakeLimits(env: { MEDIA_MAX_IMAGE_MB: number; MEDIA_MAX_FILE_MB: number; MEDIA_MAX_IMAGE_MEGAPIXELS: number }): IntakeLimits {
  return { imageBytes: env.MEDIA_MAX_IMAGE_MB * 1024 * 1024, fileBytes: env.MEDIA_MAX_FILE_MB * 1024 * 1024, imagePixels: env.MEDIA_MAX_IMAGE_MEGAPIXELS * 1_000_000 };
}

export type IntakeProblem =
  | { code: "empty" }
  /** `detected`: the MIME type the content turned out to have when known ("video/mp4 (unknown brand)" for an ISO BMFF file of no MP4 brand). */
  | { code: "type-not-allowed"; detected: string | null }
  | { code: "too-large"; limitBytes: number; kind: MediaKind }
  /** The header declares more than the limit's `imagePixels` (a decompression bomb, or a scan nobody needs). */
  | { code: "too-many-pixels"; limitPixels: number; width: number; height: number }
  /** A JPEG, PNG, WebP, AVIF or GIF that does not decode to the end (corrupt or truncated). */
  | { code: "unreadable-image" }
  | { code: "unsafe-svg"; reason: string }
  /** A file of another kind than the one asked for (`options.kind`): refused from its first bytes, the rest unread. */
  | { code: "other-kind"; expected: MediaKind; found: MediaKind };

export interface ReceivedFile {
  /** A file in `tempDir` holding exactly the bytes to store; for SVG, the cleaned drawing. */
  tempPath: string;
  size: number;
  /** Hex SHA-256 of the bytes in tempPath. */
  sha256: string;
  mime: string;
  /** "jpg", "png", "webp", "avif", "gif", "svg", "pdf", "zip" or "mp4", from the content, never from the name. */
  extension: string;
  kind: MediaKind;
  /** As displayed: EXIF orientation applied; for SVG in CSS pixels. Absent for SVG without an absolute size or viewBox. */
  width?: number;
  height?: number;
  /** A GIF or WebP of several frames, kept as uploaded; image-variants.server.ts draws the first frame only. */
  animated?: boolean;
  /** The client's file name reduced to something safe to display. */
  originalName: string;
}

export type IntakeResult = { ok: true; file: ReceivedFile } | { ok: false; problem: IntakeProblem };

/**
 * Receives one uploaded file: streams it to a temporary file in `tempDir` while hashing and counting
 * (memory stays flat whatever the size, except for SVG, held as text up to MAX_SVG_BYTES), decides
 * its type from its first bytes, stops reading as soon as the type's limit is passed, and checks that
 * an image decodes and that an SVG is safe.
 *
 * With `kind`, a file of any other kind is refused as soon as its type is known (a replacement must
 * be of its item's kind).
 *
 * A bad file always resolves to a problem, with nothing left in `tempDir`. The promise rejects, also
 * leaving nothing behind, only when the source stream fails (the client went away: the original error
 * is passed on) or the temporary file cannot be written. On success the caller owns `tempPath`.
 */
export async function receiveFile(source: Readable, fileName: string, options: { limits: IntakeLimits; tempDir: string; kind?: MediaKind }): Promise<IntakeResult> {
  const sink = new Sink(join(options.tempDir, `intake-${randomUUID()}`));
  let result: IntakeResult | undefined;
  try {
    result = await receive(source, fileName, options, sink);
    return result;
  } finally {
    await sink.close();
    if (!result?.ok) await rm(sink.tempPath, { force: true });
  }
}

type Accepted = { kind: MediaKind; mime: string; extension: string };

/** Where the bytes go once the type is known: SVG stays in memory, to be checked and rewritten whole; anything else goes to disk. */
class Sink {
  readonly hash = createHash("sha256");
  private handle: FileHandle | undefined;
  private text: Buffer[] | undefined;

  constructor(readonly tempPath: string) {}

  async begin(kind: MediaKind, pending: Buffer[]): Promise<void> {
    if (kind === "svg") this.text = [];
    else this.handle = await open(this.tempPath, "wx");
    for (const bytes of pending) await this.take(bytes);
  }

  async take(bytes: Buffer): Promise<void> {
    if (this.text) {
      this.text.push(bytes);
      return;
    }
    if (!this.handle) throw new Error("Sink.take before Sink.begin");
    this.hash.update(bytes);
    for (let offset = 0; offset < bytes.length; ) {
      const { bytesWritten } = await this.handle.write(bytes, offset, bytes.length - offset);
      offset += bytesWritten;
    }
  }

  heldText(): Buffer {
    return Buffer.concat(this.text ?? []);
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }
}

async function receive(source: Readable, fileName: string, { limits, kind }: { limits: IntakeLimits; kind?: MediaKind }, sink: Sink): Promise<IntakeResult> {
  const head: Buffer[] = [];
  let headLength = 0;
  let received = 0;
  let type: Accepted | undefined;
  // The type from the first bytes, or the problem that ends the intake there.
  const decide = async (): Promise<Accepted | IntakeProblem> => {
    const sniffed = await sniffType(Buffer.concat(head));
    if (!sniffed.accepted) return { code: "type-not-allowed", detected: sniffed.detected };
    if (kind && sniffed.kind !== kind) return { code: "other-kind", expected: kind, found: sniffed.kind };
    return sniffed;
  };

  for await (const chunk of source as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (type) await sink.take(bytes);
    else {
      head.push(bytes);
      headLength += bytes.length;
      if (headLength < SNIFF_BYTES) continue;
      const decided = await decide();
      if ("code" in decided) return refused(decided);
      type = decided;
      await sink.begin(type.kind, head);
    }
    // Leaving the loop destroys the source: the rest of an oversized body is never read.
    if (received > limitFor(type.kind, limits)) return tooLarge(type.kind, limits);
  }

  if (received === 0) return refused({ code: "empty" });
  if (!type) {
    const decided = await decide();
    if ("code" in decided) return refused(decided);
    type = decided;
    await sink.begin(type.kind, head);
    if (received > limitFor(type.kind, limits)) return tooLarge(type.kind, limits);
  }

  const described = { tempPath: sink.tempPath, mime: type.mime, extension: type.extension, kind: type.kind, originalName: displayName(fileName, type.extension) };
  if (type.kind === "svg") {
    const text = decodeUtf8(sink.heldText());
    if (text === undefined) return refused({ code: "unsafe-svg", reason: "the text is not UTF-8" });
    const checked = checkSvg(text);
    if (!checked.ok) return refused({ code: "unsafe-svg", reason: checked.reason });
    const bytes = Buffer.from(checked.svg, "utf8");
    await writeFile(sink.tempPath, bytes, { flag: "wx" });
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return { ok: true, file: { ...described, size: bytes.length, sha256, width: checked.width, height: checked.height } };
  }

  await sink.close();
  const file: ReceivedFile = { ...described, size: received, sha256: sink.hash.digest("hex") };
  if (type.kind !== "image") return { ok: true, file };
  const image = await inspectImage(sink.tempPath, limits.imagePixels);
  if ("code" in image) return refused(image);
  return { ok: true, file: { ...file, ...image } };
}

function refused(problem: IntakeProblem): IntakeResult {
  return { ok: false, problem };
}

/** The largest file of a kind the library takes. */
export function limitFor(kind: MediaKind, limits: IntakeLimits): number {
  if (kind === "svg") return Math.min(limits.imageBytes, MAX_SVG_BYTES);
  return kind === "image" ? limits.imageBytes : limits.fileBytes;
}

function tooLarge(kind: MediaKind, limits: IntakeLimits): IntakeResult {
  return refused({ code: "too-large", limitBytes: limitFor(kind, limits), kind });
}

function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Reads the header, refuses a picture over `maxPixels` before decoding it, then decodes the
 * whole first frame ("error" fails on truncated and corrupt data but lets through the harmless
 * warnings many cameras' files raise). A small thumbnail is enough: JPEG and WebP then decode at a
 * reduced scale, yet every byte of the compressed data is still read and checked. Only the first
 * frame of an animation is decoded, as nothing here ever draws the others.
 */
async function inspectImage(path: string, maxPixels: number): Promise<{ width: number; height: number; animated?: true } | IntakeProblem> {
  const options = { failOn: "error", limitInputPixels: maxPixels } as const;
  try {
    const metadata = await sharp(path, { ...options, limitInputPixels: false }).metadata();
    const { width, height } = metadata.autoOrient;
    if (width * height > maxPixels) return { code: "too-many-pixels", limitPixels: maxPixels, width, height };
    await sharp(path, options).resize(32, 32, { fit: "inside" }).raw().toBuffer();
    return (metadata.pages ?? 1) > 1 ? { width, height, animated: true } : { width, height };
  } catch {
    return { code: "unreadable-image" };
  }
}

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const MAX_NAME_LENGTH = 200;

/**
 * The last segment of the client's path (either slash), without control characters or the
 * bidirectional overrides that make "gpj.exe" read as "exe.jpg", at most 200 characters.
 */
export function displayName(fileName: string, extension: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf("/"), fileName.lastIndexOf("\\")) + 1);
  const clean = base.normalize("NFC").replace(UNSAFE_CHARACTERS, "").trim();
  if (/^[.\s]*$/.test(clean)) return `file.${extension}`;
  return Array.from(clean).slice(0, MAX_NAME_LENGTH).join("").trim();
}
