import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { media, type MediaRow } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { insertStaff } from "../../../tests/helpers/staff.ts";
import { CLEAN_SVG, MINIMAL_PDF, picture } from "../../../tests/helpers/media-fixtures.ts";
import { createDiskStorage } from "~/platform/storage/disk-storage.server.ts";
import type { Storage } from "~/platform/storage/storage.server.ts";
import { CHANGES_CHANNEL } from "../live/changes.server.ts";
import { keysOf } from "./media-files.ts";
import { insertMedia, replaceMediaFile } from "./media.server.ts";
import { applyReplacement, receiveReplacement } from "./replace-file.server.ts";
import { storeFile, type UploadServices } from "./store-file.server.ts";

const database = testDatabase();
let actor: Awaited<ReturnType<typeof insertStaff>>;
beforeAll(async () => {
  actor = await insertStaff(database.db);
});
let dir: string;
let services: UploadServices;

beforeEach(async () => {
  await database.db.delete(media);
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = await mkdtemp(join(tmpdir(), "replace-test-"));
  services = { db: database.db, storage: createDiskStorage(join(dir, "uploads")), limits: { imageBytes: 2 * 1024 * 1024, fileBytes: 3 * 1024 * 1024, imagePixels: 40_000_000 }, tempRoot: join(dir, "tmp") };
});

/** An item of the library as an upload leaves it, with the words and focal point an editor gave it. */
async function itemOf(bytes: Buffer | string, name: string): Promise<MediaRow> {
  const stored = await storeFile(services, Readable.from([Buffer.from(bytes)]), name);
  if (stored.status !== "stored") throw new Error(`not stored: ${stored.status}`);
  const { item } = await insertMedia(database.db, { ...stored.file, title: `Titre de ${name}`, alt: { fr: "Une pirogue", ja: "カヌー" }, credit: "Photo : COJ", licence: "CC BY 4.0", focusX: 0.25, focusY: 0.75 });
  return item;
}

async function replace(item: MediaRow, bytes: Buffer | string, name: string) {
  const received = await receiveReplacement(services, item, Readable.from([Buffer.from(bytes)]), name);
  if (!received.ok) return received;
  return applyReplacement(services, item.id, received.file, actor);
}

const rowOf = async (id: number) => (await database.db.select().from(media).where(eq(media.id, id)))[0];
const present = async (keys: string[]) => Promise.all(keys.map(async (key) => (await services.storage.head(key)) !== null));

describe("replacing an item's file", () => {
  it("points the item at the new file, keeping its id, words and focal point, and deletes the old files after", async () => {
    const item = await itemOf(await picture("jpeg", 1000, 600), "lagon.jpg");
    const png = await picture("png", 700, 500);
    const result = await replace(item, png, "lagon-retouché.png");
    if (!result.ok) throw new Error(`refused: ${result.problem.code}`);
    expect(result.leftovers).toEqual([]);
    const row = (await rowOf(item.id))!;
    expect(row).toMatchObject({
      id: item.id,
      title: item.title,
      alt: item.alt,
      credit: item.credit,
      licence: item.licence,
      focusX: 0.25,
      focusY: 0.75,
      kind: "image",
      mime: "image/png",
      extension: "png",
      fileName: "lagon-retouché.png",
      size: png.length,
      width: 700,
      height: 500,
      createdAt: item.createdAt,
    });
    expect(row.hash).not.toBe(item.hash);
    expect(row.updatedAt.getTime()).toBeGreaterThan(item.updatedAt.getTime());
    expect(row.variants.map((variant) => `${variant.format}${variant.width}`).sort()).toEqual(["avif320", "avif640", "avif700", "webp320", "webp640", "webp700"]);
    expect(await present(keysOf(row))).toEqual(keysOf(row).map(() => true));
    expect(await present(keysOf(item))).toEqual(keysOf(item).map(() => false));
  });

  it("replaces an SVG by an SVG, which has no sizes to make", async () => {
    const item = await itemOf(CLEAN_SVG, "logo.svg");
    const result = await replace(item, CLEAN_SVG.replace("#f4a259", "#ffffff"), "logo-blanc.svg");
    expect(result.ok).toBe(true);
    expect(await rowOf(item.id)).toMatchObject({ kind: "svg", extension: "svg", width: 120, height: 60, variants: [] });
    expect(await present(keysOf(item))).toEqual([false]);
  });

  it("takes only a file of the item's kind, refusing from the first bytes and changing nothing", async () => {
    const photo = await itemOf(await picture("jpeg", 400, 300), "photo.jpg");
    const logo = await itemOf(CLEAN_SVG, "logo.svg");
    const pdf = await itemOf(MINIMAL_PDF, "dossier.pdf");
    const cases = [
      { item: photo, bytes: CLEAN_SVG, name: "logo.svg", expected: "image", found: "svg" },
      { item: photo, bytes: MINIMAL_PDF, name: "photo.jpg", expected: "image", found: "pdf" },
      { item: logo, bytes: await picture("png", 120, 60), name: "logo.png", expected: "svg", found: "image" },
      { item: pdf, bytes: await picture("jpeg", 300, 200), name: "scan.jpg", expected: "pdf", found: "image" },
    ];
    for (const { item, bytes, name, expected, found } of cases) {
      expect(await replace(item, bytes, name), name).toEqual({ ok: false, problem: { code: "other-kind", expected, found } });
      expect(await rowOf(item.id)).toEqual(item);
    }
    expect(await present(keysOf(photo))).toEqual(keysOf(photo).map(() => true));
  });

  it("refuses what an upload refuses, changing nothing", async () => {
    const item = await itemOf(await picture("jpeg", 400, 300), "photo.jpg");
    const corrupt = (await picture("jpeg", 800, 500)).subarray(0, 2000);
    const tooLarge = Buffer.concat([await picture("png", 64, 64), Buffer.alloc(3 * 1024 * 1024)]);
    for (const [bytes, code] of [
      [corrupt, "unreadable-image"],
      [tooLarge, "too-large"],
      ["<html>pas une image</html>", "type-not-allowed"],
      ["", "empty"],
    ] as const) {
      const result = await replace(item, bytes, "nouvelle.jpg");
      expect(result.ok || result.problem.code, code).toBe(code);
    }
    expect(await rowOf(item.id)).toEqual(item);
  });

  it("refuses the file the item already has, and the file another item holds, naming that item", async () => {
    const jpeg = await picture("jpeg", 400, 300);
    const item = await itemOf(jpeg, "photo.jpg");
    const otherBytes = await picture("webp", 300, 200);
    const other = await itemOf(otherBytes, "autre.webp");
    expect(await replace(item, jpeg, "photo.jpg")).toEqual({ ok: false, problem: { code: "same-file" } });
    expect(await replace(item, otherBytes, "copie.webp")).toEqual({ ok: false, problem: { code: "held-elsewhere", other: { id: other.id, title: other.title } } });
    expect(await rowOf(item.id)).toEqual(item);
    expect(await rowOf(other.id)).toEqual(other);
  });

  it("leaves the new files in place when the item was deleted meanwhile, and changes no row", async () => {
    const item = await itemOf(await picture("jpeg", 400, 300), "photo.jpg");
    const received = await receiveReplacement(services, item, Readable.from([await picture("png", 400, 300)]), "nouvelle.png");
    if (!received.ok) throw new Error("refused");
    await database.db.delete(media).where(eq(media.id, item.id));
    expect(await applyReplacement(services, item.id, received.file, actor)).toEqual({ ok: false, problem: { code: "gone" } });
    expect(await present(keysOf(received.file))).toEqual(keysOf(received.file).map(() => true));
  });

  it("refuses bytes another item took meanwhile: the unique hash decides", async () => {
    const item = await itemOf(await picture("jpeg", 400, 300), "photo.jpg");
    const other = await itemOf(await picture("png", 300, 200), "autre.png");
    const { kind: _kind, ...file } = other;
    expect(await replaceMediaFile(database.db, item.id, file, actor)).toMatchObject({ replaced: false, heldBy: { id: other.id } });
    expect(await rowOf(item.id)).toEqual(item);
  });

  it("keeps the files when the same new file is applied twice at once", async () => {
    const item = await itemOf(await picture("jpeg", 400, 300), "photo.jpg");
    const png = await picture("png", 500, 300);
    const [first, second] = await Promise.all([1, 2].map(() => receiveReplacement(services, item, Readable.from([png]), "double.png")));
    if (!first?.ok || !second?.ok) throw new Error("refused");
    expect((await applyReplacement(services, item.id, first.file, actor)).ok).toBe(true);
    expect(await applyReplacement(services, item.id, second.file, actor)).toMatchObject({ ok: true, leftovers: [] });
    expect(await present(keysOf(first.file))).toEqual(keysOf(first.file).map(() => true));
  });

  it("names the old files storage failed to delete, the row replaced all the same", async () => {
    const item = await itemOf(await picture("jpeg", 400, 300), "photo.jpg");
    const failing: Storage = { ...services.storage, delete: (key) => (key.endsWith("original.jpg") ? Promise.reject(new Error("bucket unreachable")) : services.storage.delete(key)) };
    const received = await receiveReplacement(services, item, Readable.from([await picture("png", 400, 300)]), "nouvelle.png");
    if (!received.ok) throw new Error("refused");
    const result = await applyReplacement({ db: database.db, storage: failing }, item.id, received.file, actor);
    expect(result).toMatchObject({ ok: true, leftovers: [`media/${item.hash}/original.jpg`] });
    expect((await rowOf(item.id))!.hash).toBe(received.file.hash);
  });

  it("is heard as a change to the media, so the pages showing the item are dropped from the cache", async () => {
    const item = await itemOf(await picture("jpeg", 400, 300), "photo.jpg");
    const heard: string[] = [];
    const listening = await database.listen(CHANGES_CHANNEL, { onMessage: (payload) => heard.push(payload), onReconnect() {}, onError() {} });
    try {
      expect((await replace(item, await picture("png", 400, 300), "nouvelle.png")).ok).toBe(true);
      await expect.poll(() => heard).toContain("media");
    } finally {
      await listening.close();
    }
  });
});
