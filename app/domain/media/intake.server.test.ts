import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mp4Of, zipOf } from "../../../tests/helpers/media-fixtures.ts";
import { MAX_SVG_BYTES, displayName, receiveFile, type IntakeLimits, type IntakeResult, type MediaKind, type ReceivedFile } from "./intake.server.ts";

let tempDir: string;
beforeEach(async () => {
  tempDir = await mkdtemp(join(tmpdir(), "intake-test-"));
});
afterEach(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

/** The limits the server starts with (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_FILE_MB, MEDIA_MAX_IMAGE_MEGAPIXELS). */
const DEFAULT_INTAKE_LIMITS: IntakeLimits = { imageBytes: 20 * 1024 * 1024, fileBytes: 300 * 1024 * 1024, imagePixels: 40_000_000 };

function receive(bytes: Buffer | string, name: string, limits: IntakeLimits = DEFAULT_INTAKE_LIMITS, kind?: MediaKind): Promise<IntakeResult> {
  // Several chunks, as a request body arrives.
  const buffer = Buffer.from(bytes);
  const chunks = Array.from({ length: Math.ceil(buffer.length / 1000) }, (_, i) => buffer.subarray(i * 1000, (i + 1) * 1000));
  return receiveFile(Readable.from(chunks), name, { limits, tempDir, kind });
}

function accepted(result: IntakeResult): ReceivedFile {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`);
  return result.file;
}

async function refusedLeavingNothing(result: IntakeResult) {
  expect(await readdir(tempDir)).toEqual([]);
  if (result.ok) throw new Error(`accepted as ${result.file.mime}`);
  return result.problem;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#0077be" } });

/** A photo-like picture: noise compresses badly, so its files are tens of kilobytes. */
const noise = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 50 } } });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");

const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0077be"/><stop offset="1" stop-color="#00a3e0"/></linearGradient></defs>
  <g><path d="M0 60 Q50 40 100 60 T200 60 V100 H0 Z" fill="url(#g)"/><text x="10" y="30" style="font-size:20px">Tahiti 2027</text></g>
</svg>`;

let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
let avif: Buffer;
let gif: Buffer;
let animatedGif: Buffer;
let animatedWebp: Buffer;
let rotatedJpeg: Buffer;
let truncatedJpeg: Buffer;
beforeAll(async () => {
  jpeg = await picture().jpeg().toBuffer();
  png = await picture().png().toBuffer();
  webp = await picture().webp().toBuffer();
  avif = await picture().avif().toBuffer();
  gif = await picture().gif().toBuffer();
  const frames = await Promise.all(["#0077be", "#f7b500", "#c8102e"].map((background) => sharp({ create: { width: 20, height: 10, channels: 3, background } }).png().toBuffer()));
  [animatedGif, animatedWebp] = await Promise.all([sharp(frames, { join: { animated: true } }).gif().toBuffer(), sharp(frames, { join: { animated: true } }).webp().toBuffer()]);
  rotatedJpeg = await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer();
  const photo = await noise(400, 300).jpeg().toBuffer();
  truncatedJpeg = photo.subarray(0, Math.floor(photo.length * 0.6));
});

describe("receiveFile: accepted types", () => {
  it.each([
    ["JPEG", () => jpeg, "photo.jpg", { mime: "image/jpeg", extension: "jpg" }],
    ["PNG", () => png, "logo.png", { mime: "image/png", extension: "png" }],
    ["WebP", () => webp, "a.webp", { mime: "image/webp", extension: "webp" }],
    ["AVIF", () => avif, "a.avif", { mime: "image/avif", extension: "avif" }],
    ["GIF", () => gif, "a.gif", { mime: "image/gif", extension: "gif" }],
  ])("takes a %s image, with its size as displayed", async (_, bytes, name, type) => {
    const file = accepted(await receive(bytes(), name));
    expect(file).toEqual({ ...type, kind: "image", width: 64, height: 48, size: bytes().length, sha256: sha256(bytes()), originalName: name, tempPath: file.tempPath });
    expect(file.tempPath.startsWith(tempDir)).toBe(true);
    expect(await readFile(file.tempPath)).toEqual(bytes());
  });

  it.each([
    ["a PDF", () => PDF, "kit.pdf", { kind: "pdf", mime: "application/pdf", extension: "pdf" }],
    ["a ZIP", () => zipOf("logos/readme.txt", "Tahiti 2027"), "logos.zip", { kind: "zip", mime: "application/zip", extension: "zip" }],
    ["an MP4", () => mp4Of(), "clip.mp4", { kind: "video", mime: "video/mp4", extension: "mp4" }],
  ])("takes %s as it is", async (_, bytes, name, type) => {
    const file = accepted(await receive(bytes(), name));
    expect(file).toEqual({ ...type, size: bytes().length, sha256: sha256(bytes()), originalName: name, tempPath: file.tempPath });
    expect(await readFile(file.tempPath)).toEqual(bytes());
  });

  it("reports an image's size as displayed, its EXIF orientation applied", async () => {
    const file = accepted(await receive(rotatedJpeg, "portrait.jpg"));
    expect({ width: file.width, height: file.height }).toEqual({ width: 48, height: 64 });
  });

  it.each([
    ["GIF", () => animatedGif, "image/gif"],
    ["WebP", () => animatedWebp, "image/webp"],
  ])("keeps an animated %s as it is and says it is animated, with the size of one frame", async (_, bytes, mime) => {
    const file = accepted(await receive(bytes(), "wave"));
    expect(file).toMatchObject({ mime, width: 20, height: 10, animated: true, sha256: sha256(bytes()) });
  });

  it("stores an SVG's cleaned text, and the hash and size of that text", async () => {
    const file = accepted(await receive(LOGO, "logo.svg"));
    const stored = await readFile(file.tempPath);
    expect(file).toMatchObject({ kind: "svg", mime: "image/svg+xml", extension: "svg", width: 200, height: 100, size: stored.length, sha256: sha256(stored) });
    expect(stored.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 200 100" xmlns:xlink=/);
    expect(stored.toString()).toContain('<path d="M0 60 Q50 40 100 60 T200 60 V100 H0 Z" fill="url(#g)"></path>');
  });

  it("streams a file larger than the image limit to disk, hashing every byte", async () => {
    const chunk = Buffer.alloc(64 * 1024, 7);
    const chunks = [zipOf("a.txt", "a"), ...Array.from({ length: 400 }, () => chunk)];
    const file = accepted(await receiveFile(Readable.from(chunks), "kit.zip", { limits: { ...DEFAULT_INTAKE_LIMITS, imageBytes: 1024, fileBytes: 30_000_000 }, tempDir }));
    const hash = createHash("sha256");
    for (const piece of chunks) hash.update(piece);
    expect(file).toMatchObject({ kind: "zip", size: chunks.reduce((sum, piece) => sum + piece.length, 0), sha256: hash.digest("hex") });
  });
});

describe("receiveFile: the content decides, never the name", () => {
  it("takes a JPEG named .png as a JPEG", async () => {
    expect(accepted(await receive(jpeg, "photo.png"))).toMatchObject({ mime: "image/jpeg", extension: "jpg", originalName: "photo.png" });
  });

  it.each([
    ["a PHP script named .jpg", "<?php system($_GET['c']); ?>", null],
    ["an HTML page named .jpg", "<!doctype html><script>alert(1)</script>", null],
    ["plain text named .pdf", "just some words", null],
    ["a Windows program named .zip", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300)]), "application/x-msdownload"],
    ["a QuickTime movie named .mp4", mp4Of("qt  "), "video/quicktime"],
    ["XML other than SVG named .svg", '<?xml version="1.0"?><rss/>', "application/xml"],
  ])("refuses %s", async (_, bytes, detected) => {
    expect(await refusedLeavingNothing(await receive(bytes, "x.jpg"))).toEqual({ code: "type-not-allowed", detected });
  });
});

describe("receiveFile: refusals leave nothing behind", () => {
  it("refuses an empty file", async () => {
    expect(await refusedLeavingNothing(await receiveFile(Readable.from([]), "empty.jpg", { limits: DEFAULT_INTAKE_LIMITS, tempDir }))).toEqual({ code: "empty" });
  });

  it("refuses a truncated JPEG", async () => {
    expect(await refusedLeavingNothing(await receive(truncatedJpeg, "cut.jpg"))).toEqual({ code: "unreadable-image" });
  });

  it("refuses a PNG whose data after the header is garbage", async () => {
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 0x41)]);
    expect(await refusedLeavingNothing(await receive(broken, "broken.png"))).toEqual({ code: "unreadable-image" });
  });

  it("refuses, before decoding it, a PNG whose header declares 400 megapixels", async () => {
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const problem = await refusedLeavingNothing(await receive(bomb, "bomb.png"));
    expect(problem).toEqual({ code: "too-many-pixels", limitPixels: DEFAULT_INTAKE_LIMITS.imagePixels, width: 20_000, height: 20_000 });
  });

  it("measures the pixels against the configured limit, as displayed", async () => {
    const limits = { ...DEFAULT_INTAKE_LIMITS, imagePixels: 1000 };
    // Stored 10 × 101, displayed 101 × 10 (EXIF orientation 6): 1010 pixels either way.
    const turned = await sharp({ create: { width: 10, height: 101, channels: 3, background: "#0b4f6c" } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await refusedLeavingNothing(await receive(turned, "turned.jpg", limits))).toEqual({ code: "too-many-pixels", limitPixels: 1000, width: 101, height: 10 });
    expect(accepted(await receive(await sharp({ create: { width: 40, height: 25, channels: 3, background: "#0b4f6c" } }).png().toBuffer(), "40x25.png", limits))).toMatchObject({ width: 40, height: 25 });
  });

  it.each([
    ["a script", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'],
    ["an onload attribute", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'],
    ["a javascript: link", '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>'],
    ["an entity declaration", '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'],
    ["a foreignObject", '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject></svg>'],
    ["an external image", '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://tracker.example/pixel.png" width="1" height="1"/></svg>'],
  ])("refuses an SVG with %s", async (_, svg) => {
    const problem = await refusedLeavingNothing(await receive(svg, "logo.svg"));
    expect(problem).toMatchObject({ code: "unsafe-svg", reason: expect.any(String) });
  });

  it("refuses an SVG that is not UTF-8", async () => {
    const latin1 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>Fa\u00e1\u00e1</text></svg>', "latin1");
    expect(await refusedLeavingNothing(await receive(latin1, "a.svg"))).toEqual({ code: "unsafe-svg", reason: "the text is not UTF-8" });
  });

  it("refuses an SVG over MAX_SVG_BYTES even under a larger image limit", async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(MAX_SVG_BYTES / 7)}</svg>`;
    const problem = await refusedLeavingNothing(await receive(big, "big.svg"));
    expect(problem).toEqual({ code: "too-large", limitBytes: MAX_SVG_BYTES, kind: "svg" });
  });

  it("refuses an SVG larger than the image limit", async () => {
    const problem = await refusedLeavingNothing(await receive(LOGO, "logo.svg", { ...DEFAULT_INTAKE_LIMITS, imageBytes: 100, fileBytes: 1_000_000 }));
    expect(problem).toEqual({ code: "too-large", limitBytes: 100, kind: "svg" });
  });

  /** A body of `total` chunks of 64 KiB after `first`, counting how many were read. */
  function endless(first: Buffer, total: number) {
    const state = { read: 0 };
    const chunk = Buffer.alloc(64 * 1024);
    const stream = Readable.from(
      (function* () {
        yield first;
        for (state.read = 1; state.read < total; state.read++) yield chunk;
      })(),
    );
    return { stream, state };
  }

  it.each([
    ["an image", () => jpeg, { ...DEFAULT_INTAKE_LIMITS, imageBytes: 100_000, fileBytes: 10_000_000 }, "image", 100_000],
    ["a file", () => zipOf("a.txt", "a"), { ...DEFAULT_INTAKE_LIMITS, imageBytes: 100, fileBytes: 300_000 }, "zip", 300_000],
  ])("stops reading %s as soon as it passes its limit", async (_, first, limits, kind, limitBytes) => {
    const { stream, state } = endless(first(), 2_000);
    const problem = await refusedLeavingNothing(await receiveFile(stream, "big", { limits, tempDir }));
    expect(problem).toEqual({ code: "too-large", limitBytes, kind });
    // 2,000 chunks are 125 MiB; the limit is passed within a few, plus what the stream reads ahead.
    expect(state.read).toBeLessThan(40);
    expect(stream.destroyed).toBe(true);
  });

  it("with a kind asked for, refuses a file of another kind from its first bytes, leaving the rest unread", async () => {
    const { stream, state } = endless(zipOf("kit.txt", "kit"), 2_000);
    const problem = await refusedLeavingNothing(await receiveFile(stream, "photo.jpg", { limits: DEFAULT_INTAKE_LIMITS, tempDir, kind: "image" }));
    expect(problem).toEqual({ code: "other-kind", expected: "image", found: "zip" });
    expect(state.read).toBeLessThan(40);
    expect(stream.destroyed).toBe(true);
    // A short file is judged once it has all arrived, with the same answer.
    expect(await refusedLeavingNothing(await receive(LOGO, "logo.svg", DEFAULT_INTAKE_LIMITS, "image"))).toEqual({ code: "other-kind", expected: "image", found: "svg" });
    expect(accepted(await receive(LOGO, "logo.svg", DEFAULT_INTAKE_LIMITS, "svg")).kind).toBe("svg");
  });

  it("passes on the source's error (the client went away) and removes what it wrote", async () => {
    const aborted = new Error("aborted");
    const stream = new Readable({ read() {} });
    stream.push(zipOf("a.txt", "a"));
    stream.push(Buffer.alloc(100_000));
    setTimeout(() => stream.destroy(aborted), 20);
    await expect(receiveFile(stream, "kit.zip", { limits: DEFAULT_INTAKE_LIMITS, tempDir })).rejects.toBe(aborted);
    expect(await readdir(tempDir)).toEqual([]);
  });
});

describe("displayName", () => {
  it.each([
    ["a plain name", "Logo Tahiti 2027.png", "Logo Tahiti 2027.png"],
    ["a Windows path", "C:\\Users\\press\\Desktop\\kit.zip", "kit.zip"],
    ["a path climbing out", "../../etc/passwd", "passwd"],
    ["control characters and a right-to-left override", "evil\u0000\u202egpj.exe\r\n", "evilgpj.exe"],
    ["nothing but dots", "..", "file.jpg"],
    ["an empty name", "", "file.jpg"],
  ])("reduces %s", (_, name, expected) => {
    expect(displayName(name, "jpg")).toBe(expected);
  });

  it("cuts a long name at 200 characters without splitting one", () => {
    const name = displayName(`${"🌺".repeat(300)}.jpg`, "jpg");
    expect(Array.from(name)).toHaveLength(200);
    expect(name).toBe("🌺".repeat(200));
  });
});
