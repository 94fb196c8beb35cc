import fs from "node:fs";
import path from "node:path";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { media } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { MINIMAL_PDF, zipOf } from "../helpers/media-fixtures.ts";
import { handWrittenPost, postFiles, sendPart, type FileAnswer, type PostedFile } from "../helpers/media-posts.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// An upload or a replacement cut off by a flaky island link, or that stops sending, must leave
// nothing behind: no temporary file, no stored file, no row, no open descriptor. The site runs in
// this process, so its descriptors are this process's.

let site: TestSite;
let moderator: string;

beforeAll(async () => {
  site = await startTestSite();
  moderator = (await sessionFor(site, "moderator")).cookie;
});
afterAll(async () => {
  await site?.close();
});

/** Every file (not folder) under `dir`, relative to it; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** What the server keeps on disk: its temporary files (DATA_DIR/tmp, folders included) and the stored ones (DATA_DIR/uploads). */
const tempDir = () => path.join(site.dataDir, "tmp");
const tempEntries = () => (fs.existsSync(tempDir()) ? fs.readdirSync(tempDir(), { recursive: true }).map(String) : []);
const storedFiles = () => filesUnder(path.join(site.dataDir, "uploads"));

/** This process's open descriptors, and those open on a file of the site's data folder. */
function descriptors(): { count: number; onData: string[] } {
  const links = fs.readdirSync("/proc/self/fd").map((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return "";
    }
  });
  return { count: links.length, onData: links.filter((link) => link.startsWith(site.dataDir)) };
}

const rowCount = async () => (await site.database.db.select().from(media)).length;

async function until(what: string, check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once("close", () => resolve())));

/** A file of `size` bytes the intake takes (a ZIP followed by padding), different each time. */
let made = 0;
const zipOfSize = (size: number) => {
  const zip = zipOf(`${++made}.txt`, `file ${made} ${Date.now()}`);
  return Buffer.concat([zip, Buffer.alloc(size - zip.length, made)]);
};
const pdfNumbered = (n: number) => Buffer.concat([MINIMAL_PDF, Buffer.from(`% ${n} ${Date.now()}\n`)]);

const originals = () => storedFiles().filter((file) => /original\./.test(file)).length;
const intakeFiles = () => tempEntries().filter((entry) => /intake-/.test(entry)).length;

/** How far the server has got with what was sent: originals stored since the sending began, files being received. */
type Progress = { stored: number; receiving: number };

/**
 * Sends each of `parts` (part of a post) on its own connection, waits until the server shows it has
 * got that far (`reached`), then cuts the connections (or, `stall`, sends nothing more until the
 * server gives up on them). Then, within two seconds, the disk, the rows and the descriptors must be
 * as they were before.
 */
async function cutAndCheck(parts: Buffer[], options: { reached?: [string, (progress: Progress) => boolean]; stall?: boolean } = {}): Promise<void> {
  const before = { stored: storedFiles(), rows: await rowCount(), fds: descriptors() };
  expect(before.fds.onData).toEqual([]);
  const sockets = parts.map((bytes) => sendPart(site, bytes));
  const [what, reached] = options.reached ?? [];
  if (reached) await until(what!, () => reached({ stored: originals() - before.stored.filter((file) => /original\./.test(file)).length, receiving: intakeFiles() }), 10_000);
  if (options.stall) await Promise.all(sockets.map(closed));
  else for (const socket of sockets) socket.destroy();
  const left = async () => ({ temp: tempEntries(), stored: storedFiles().filter((file) => !before.stored.includes(file)), rows: (await rowCount()) - before.rows, fds: descriptors() });
  await until("nothing left behind", async () => {
    const now = await left();
    return now.temp.length === 0 && now.stored.length === 0 && now.rows === 0 && now.fds.onData.length === 0 && now.fds.count <= before.fds.count;
  }, 2000).catch(async (error: Error) => {
    throw new Error(`${error.message}: ${JSON.stringify({ ...(await left()), fdsBefore: before.fds.count })}`);
  });
}

describe("an upload cut off", () => {
  const post = (files: PostedFile[]) => handWrittenPost(site, "/admin/media/upload", moderator, files);
  const threeFiles = () => post([{ name: "kit-1.zip", bytes: zipOfSize(2_000_000) }, { name: "dossier.pdf", bytes: pdfNumbered(1) }, { name: "kit-2.zip", bytes: zipOfSize(2_000_000) }]);

  it("in its headers", async () => {
    const { bytes, headEnd } = threeFiles();
    await cutAndCheck([bytes.subarray(0, headEnd - 40)]);
  });

  it("in a file's part headers", async () => {
    const { bytes, files } = threeFiles();
    await cutAndCheck([bytes.subarray(0, files[0]!.start - 30)]);
  });

  it("in the first file", async () => {
    const { bytes, files } = threeFiles();
    await cutAndCheck([bytes.subarray(0, files[0]!.start + 1_000_000)], { reached: ["the first file being received", ({ receiving }) => receiving === 1] });
  });

  it("between two files", async () => {
    const { bytes, files } = threeFiles();
    // Busboy knows the first file has ended once it has the boundary after it: cut in the second part's headers.
    await cutAndCheck([bytes.subarray(0, files[1]!.start - 20)], { reached: ["the first file stored", ({ stored }) => stored === 1] });
  });

  it("in the last file", async () => {
    const { bytes, files } = threeFiles();
    await cutAndCheck([bytes.subarray(0, files[2]!.start + 1_000_000)], { reached: ["the last file being received", ({ stored, receiving }) => stored === 2 && receiving === 1] });
  });

  it("after the last file, before the body's end", async () => {
    const { bytes } = threeFiles();
    // The boundary after the last file, without the "--" that ends the body.
    await cutAndCheck([bytes.subarray(0, bytes.length - 4)], { reached: ["every file stored", ({ stored }) => stored === 3] });
  });
});

describe("a replacement cut off", () => {
  let itemId: number;
  beforeAll(async () => {
    const response = await postFiles(site, "/admin/media/upload", moderator, [{ name: "kit.zip", bytes: zipOfSize(10_000) }]);
    itemId = ((await response.json()) as { files: FileAnswer[] }).files[0]!.id!;
  });
  const replacement = () => handWrittenPost(site, `/admin/media/${itemId}/replace`, moderator, [{ name: "kit-v2.zip", bytes: zipOfSize(2_000_000) }]);

  it("in its headers", async () => {
    const { bytes, headEnd } = replacement();
    await cutAndCheck([bytes.subarray(0, headEnd - 40)]);
  });

  it("in the file", async () => {
    const { bytes, files } = replacement();
    await cutAndCheck([bytes.subarray(0, files[0]!.start + 1_000_000)], { reached: ["the file being received", ({ receiving }) => receiving === 1] });
  });

  it("after the file, before the body's end", async () => {
    const { bytes } = replacement();
    await cutAndCheck([bytes.subarray(0, bytes.length - 4)], { reached: ["the new file stored", ({ stored }) => stored === 1] });
  });
});

describe("an upload and a replacement that stop sending", () => {
  it("are ended by the server after a minute of silence, leaving nothing behind", { timeout: 90_000 }, async () => {
    const uploaded = await postFiles(site, "/admin/media/upload", moderator, [{ name: "kit.zip", bytes: zipOfSize(10_000) }]);
    const itemId = ((await uploaded.json()) as { files: FileAnswer[] }).files[0]!.id!;
    const upload = handWrittenPost(site, "/admin/media/upload", moderator, [{ name: "a.pdf", bytes: pdfNumbered(2) }, { name: "b.zip", bytes: zipOfSize(2_000_000) }]);
    const replacement = handWrittenPost(site, `/admin/media/${itemId}/replace`, moderator, [{ name: "kit-v2.zip", bytes: zipOfSize(2_000_000) }]);
    await cutAndCheck([upload.bytes.subarray(0, upload.files[1]!.start + 1_000_000), replacement.bytes.subarray(0, replacement.files[0]!.start + 1_000_000)], {
      reached: ["the upload's second file and the replacement being received", ({ stored, receiving }) => stored === 1 && receiving === 2],
      stall: true,
    });
  });
});

describe("too many files", () => {
  it("stores none of them and says how many are allowed, in the editor's language", async () => {
    // Large enough that the first ones are taken in before the 21st arrives.
    const files = Array.from({ length: 21 }, (_, n) => ({ name: `kit-${n}.zip`, bytes: zipOfSize(300_000) }));
    const before = { stored: storedFiles(), rows: await rowCount() };
    const response = await postFiles(site, "/admin/media/upload", moderator, files);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { files: FileAnswer[] }).files).toEqual([{ name: "", ok: false, code: "too-many-files", message: fr.adminMedia.refusedTooManyFiles.replace("{{count}}", "20") }]);
    expect(storedFiles()).toEqual(before.stored);
    expect(await rowCount()).toBe(before.rows);

    // Form fields count as parts: past the parts allowed, a file would otherwise be dropped unsaid.
    const withFields = new FormData();
    withFields.append("a", "1");
    withFields.append("b", "2");
    for (const { name, bytes } of files.slice(0, 20)) withFields.append("file", new Blob([new Uint8Array(bytes)]), name);
    const fielded = await fetch(`${site.url}/admin/media/upload`, { method: "POST", headers: { cookie: moderator, accept: "application/json", origin: site.url }, body: withFields });
    expect(fielded.status).toBe(400);
    expect(((await fielded.json()) as { files: FileAnswer[] }).files).toEqual([{ name: "", ok: false, code: "too-many-files", message: fr.adminMedia.refusedTooManyFiles.replace("{{count}}", "20") }]);
    expect(storedFiles()).toEqual(before.stored);
    expect(await rowCount()).toBe(before.rows);

    const japanese = await postFiles(site, "/admin/media/upload", `${moderator}; lang=ja`, files);
    expect(((await japanese.json()) as { files: FileAnswer[] }).files[0]!.message).toBe(ja.adminMedia.refusedTooManyFiles.replace("{{count}}", "20"));
    expect(await rowCount()).toBe(before.rows);
  });
});
