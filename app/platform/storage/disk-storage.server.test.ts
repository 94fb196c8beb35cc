import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage.server.ts";
import { describeStorageContract } from "./storage-contract.ts";

describe("disk storage", () => {
  let root = "";
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "disk-storage-"));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  describeStorageContract("disk", () => ({ storage: createDiskStorage(root), twin: createDiskStorage(path.join(root, ".", "extra", "..")) }));

  /** Every file under `folder`, relative to it. */
  async function filesUnder(folder: string): Promise<string[]> {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  }

  it("keeps an object as one file at its key, its content type on the first line, and nothing else", async () => {
    const own = await fs.mkdtemp(path.join(root, "own-"));
    const storage = createDiskStorage(own);
    await storage.put("media/3f9a/original.jpg", Readable.from([Buffer.from("JPEG bytes")]), { contentType: "image/jpeg" });
    await expect(storage.put("media/3f9a/short.jpg", Readable.from([Buffer.from("x")]), { contentType: "image/jpeg", size: 2 })).rejects.toThrow();
    const failsAtOnce = new Readable({ read() { this.destroy(new Error("gone before the first byte")); } });
    await expect(storage.put("media/3f9a/gone.jpg", failsAtOnce, { contentType: "image/jpeg" })).rejects.toThrow("gone before the first byte");
    expect(await filesUnder(own)).toEqual([path.join("media", "3f9a", "original.jpg")]);
    expect(await fs.readFile(path.join(own, "media", "3f9a", "original.jpg"), "utf8")).toBe('{"contentType":"image/jpeg"}\nJPEG bytes');
  });

  // S3 makes each PUT atomic too, but s3rver writes objects in place and cannot show it: disk only.
  it("ends two puts racing to one key with one of them, whole", async () => {
    const [storage, twin] = [createDiskStorage(root), createDiskStorage(root)];
    const key = "race/raced.jpg";
    const [a, b] = [randomBytes(200_000), randomBytes(300_000)];
    await Promise.all([
      storage.put(key, Readable.from([a.subarray(0, 100_000), a.subarray(100_000)]), { contentType: "image/jpeg" }),
      twin.put(key, Readable.from([b.subarray(0, 100_000), b.subarray(100_000)]), { contentType: "image/png" }),
    ]);
    const object = await storage.get(key);
    const stored = object && { bytes: await buffer(object.stream), size: object.size, contentType: object.contentType };
    expect([
      { bytes: a, size: a.length, contentType: "image/jpeg" },
      { bytes: b, size: b.length, contentType: "image/png" },
    ]).toContainEqual(stored);
  });

  it("removes the folders a delete empties, up to its root", async () => {
    const own = await fs.mkdtemp(path.join(root, "own-"));
    const storage = createDiskStorage(own);
    await storage.put("media/a1/original.jpg", Readable.from([Buffer.from("1")]), { contentType: "image/jpeg" });
    await storage.put("media/a1/w640.avif", Readable.from([Buffer.from("2")]), { contentType: "image/avif" });
    await storage.put("media/b2/original.jpg", Readable.from([Buffer.from("3")]), { contentType: "image/jpeg" });
    await storage.delete("media/a1/original.jpg");
    await storage.delete("media/a1/w640.avif");
    expect((await fs.readdir(path.join(own, "media"))).sort()).toEqual(["b2"]);
    await storage.delete("media/b2/original.jpg");
    expect((await fs.readdir(own)).sort()).toEqual([".partial"]);
    await storage.put("media/a1/original.jpg", Readable.from([Buffer.from("again")]), { contentType: "image/jpeg" });
    expect(await storage.head("media/a1/original.jpg")).toEqual({ size: 5, contentType: "image/jpeg" });
  });

  it("refuses a put whose key lies below an object (a folder on disk), keeping that object", async () => {
    const own = await fs.mkdtemp(path.join(root, "own-"));
    const storage = createDiskStorage(own);
    await storage.put("media/a.jpg", Readable.from([Buffer.from("a")]), { contentType: "image/jpeg" });
    await expect(storage.put("media/a.jpg/b.jpg", Readable.from([Buffer.from("b")]), { contentType: "image/jpeg" })).rejects.toThrow();
    expect(await storage.head("media/a.jpg")).toEqual({ size: 1, contentType: "image/jpeg" });
    expect(await filesUnder(own)).toEqual([path.join("media", "a.jpg")]);
  });

  it("fails clearly on a file it did not write", async () => {
    const own = await fs.mkdtemp(path.join(root, "own-"));
    await fs.mkdir(path.join(own, "media"));
    await fs.writeFile(path.join(own, "media", "stray.jpg"), "no header line here");
    await expect(createDiskStorage(own).get("media/stray.jpg")).rejects.toThrow("is not a stored object");
  });
});
