import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import type { Storage } from "./storage.server.ts";

/**
 * What every Storage must do, registered as tests for one implementation: `storage` and `twin` are
 * two instances over the same files (two server processes sharing them). Each test works under its
 * own key prefix, so the tests share one root or bucket.
 */
export function describeStorageContract(name: string, open: () => { storage: Storage; twin: Storage }): void {
  const MB = 1024 * 1024;
  const prefix = () => `test/${randomUUID()}`;

  async function read(storage: Storage, key: string, range?: { start: number; end: number }) {
    const object = await storage.get(key, range);
    return object && { bytes: await buffer(object.stream), size: object.size, contentType: object.contentType };
  }

  /** `size` random bytes in 64 KB chunks, made as they are read; a `failure` breaks the stream once `at` bytes are out. */
  function generated(size: number, failure?: { at: number; how: "error" | "destroy" }) {
    const hash = createHash("sha256");
    let sent = 0;
    const stream = new Readable({
      read() {
        if (failure && sent >= failure.at) {
          this.destroy(failure.how === "error" ? new Error("the source broke") : undefined);
          return;
        }
        if (sent >= size) {
          this.push(null);
          return;
        }
        const chunk = randomBytes(Math.min(64 * 1024, size - sent, failure ? failure.at - sent : Infinity));
        sent += chunk.length;
        hash.update(chunk);
        this.push(chunk);
      },
    });
    return { stream, sha256: () => hash.digest("hex") };
  }

  async function sha256Of(stream: Readable): Promise<string> {
    const hash = createHash("sha256");
    for await (const chunk of stream) hash.update(chunk as Buffer);
    return hash.digest("hex");
  }

  describe(`${name}: the Storage contract`, () => {
    it("gives back the bytes and content type it was given, with their size", async () => {
      const { storage } = open();
      const key = `${prefix()}/original.jpg`;
      const bytes = randomBytes(3000);
      await storage.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), { contentType: "image/jpeg", size: 3000 });
      expect(await read(storage, key)).toEqual({ bytes, size: 3000, contentType: "image/jpeg" });
      expect(await storage.head(key)).toEqual({ size: 3000, contentType: "image/jpeg" });
    });

    it("stores an empty object", async () => {
      const { storage } = open();
      const key = `${prefix()}/empty.txt`;
      await storage.put(key, Readable.from([]), { contentType: "text/plain; charset=utf-8" });
      expect(await read(storage, key)).toEqual({ bytes: Buffer.alloc(0), size: 0, contentType: "text/plain; charset=utf-8" });
      expect(await storage.head(key)).toEqual({ size: 0, contentType: "text/plain; charset=utf-8" });
    });

    it("replaces an object: new bytes, new type", async () => {
      const { storage } = open();
      const key = `${prefix()}/w640.avif`;
      await storage.put(key, Readable.from([Buffer.from("first version, the longer one")]), { contentType: "image/webp" });
      await storage.put(key, Readable.from([Buffer.from("second")]), { contentType: "image/avif" });
      expect(await read(storage, key)).toEqual({ bytes: Buffer.from("second"), size: 6, contentType: "image/avif" });
    });

    it("answers null for a missing object, and for a folder of objects", async () => {
      const { storage } = open();
      const folder = prefix();
      expect(await storage.get(`${folder}/none.jpg`)).toBeNull();
      expect(await storage.get(`${folder}/none.jpg`, { start: 0, end: 1 })).toBeNull();
      expect(await storage.head(`${folder}/none.jpg`)).toBeNull();
      await storage.put(`${folder}/inside/file.txt`, Readable.from([Buffer.from("x")]), { contentType: "text/plain" });
      expect(await storage.get(`${folder}/inside`)).toBeNull();
      expect(await storage.head(`${folder}/inside`)).toBeNull();
      expect(await storage.get(`${folder}/inside/file.txt/below`)).toBeNull();
      await storage.delete(`${folder}/inside`);
      expect(await storage.head(`${folder}/inside/file.txt`)).toEqual({ size: 1, contentType: "text/plain" });
    });

    it("deletes an object, and a missing key without complaint", async () => {
      const { storage } = open();
      const folder = prefix();
      await storage.put(`${folder}/a.png`, Readable.from([Buffer.from("a")]), { contentType: "image/png" });
      await storage.put(`${folder}/b.png`, Readable.from([Buffer.from("b")]), { contentType: "image/png" });
      await storage.delete(`${folder}/a.png`);
      expect(await storage.get(`${folder}/a.png`)).toBeNull();
      expect(await storage.head(`${folder}/a.png`)).toBeNull();
      expect(await storage.head(`${folder}/b.png`)).toEqual({ size: 1, contentType: "image/png" });
      await expect(storage.delete(`${folder}/a.png`)).resolves.toBeUndefined();
      await expect(storage.delete(`${prefix()}/never/was.png`)).resolves.toBeUndefined();
    });

    it("streams byte ranges with the whole object's size; past the end is clamped, or empty", async () => {
      const { storage } = open();
      const key = `${prefix()}/clip.mp4`;
      const bytes = randomBytes(1000);
      await storage.put(key, Readable.from([bytes]), { contentType: "video/mp4" });
      const part = (start: number, end: number) => read(storage, key, { start, end });
      expect(await part(0, 1)).toEqual({ bytes: bytes.subarray(0, 2), size: 1000, contentType: "video/mp4" });
      expect((await part(999, 999))?.bytes).toEqual(bytes.subarray(999));
      expect(await part(100, 199)).toEqual({ bytes: bytes.subarray(100, 200), size: 1000, contentType: "video/mp4" });
      expect((await part(900, 999))?.bytes).toEqual(bytes.subarray(900));
      expect((await part(900, 5000))?.bytes).toEqual(bytes.subarray(900));
      expect(await part(1000, 1200)).toEqual({ bytes: Buffer.alloc(0), size: 1000, contentType: "video/mp4" });
    });

    it("round-trips a 12 MB stream of unknown size, more than one 5 MB part, to the same sha256", async () => {
      const { storage } = open();
      const key = `${prefix()}/long.mp4`;
      const source = generated(12 * MB + 12345);
      await storage.put(key, source.stream, { contentType: "video/mp4" });
      const object = await storage.get(key);
      expect(object && { size: object.size, sha256: await sha256Of(object.stream) }).toEqual({ size: 12 * MB + 12345, sha256: source.sha256() });
      const tail = await read(storage, key, { start: 12 * MB, end: 13 * MB });
      expect(tail?.bytes.length).toBe(12345);
    });

    it.each([
      ["errors", "error", 1000],
      ["is destroyed (an aborted upload)", "destroy", 1000],
      ["errors after a first 5 MB part", "error", 7 * MB],
    ] as const)("leaves no object when its source %s, and keeps the object it was to replace", async (_, how, at) => {
      const { storage } = open();
      const key = `${prefix()}/broken.mp4`;
      const failing = generated(12 * MB, { at, how });
      await expect(storage.put(key, failing.stream, { contentType: "video/mp4" })).rejects.toThrow(how === "error" ? "the source broke" : /premature close/i);
      expect(await storage.get(key)).toBeNull();
      expect(await storage.head(key)).toBeNull();

      await storage.put(key, Readable.from([Buffer.from("kept")]), { contentType: "video/mp4" });
      await expect(storage.put(key, generated(12 * MB, { at, how }).stream, { contentType: "video/webm" })).rejects.toThrow();
      expect(await read(storage, key)).toEqual({ bytes: Buffer.from("kept"), size: 4, contentType: "video/mp4" });
    });

    it("refuses a source that gives more or fewer bytes than its declared size, storing nothing", async () => {
      const { storage } = open();
      const key = `${prefix()}/sized.jpg`;
      await expect(storage.put(key, Readable.from([Buffer.alloc(10)]), { contentType: "image/jpeg", size: 11 })).rejects.toThrow("gave 10 bytes, not its declared 11");
      await expect(storage.put(key, generated(1000).stream, { contentType: "image/jpeg", size: 999 })).rejects.toThrow("more than its declared 999 bytes");
      expect(await storage.head(key)).toBeNull();
    });

    it("shares its objects with another instance over the same files", async () => {
      const { storage, twin } = open();
      const key = `${prefix()}/shared.webp`;
      await storage.put(key, Readable.from([Buffer.from("from one instance")]), { contentType: "image/webp" });
      expect(await read(twin, key)).toEqual({ bytes: Buffer.from("from one instance"), size: 17, contentType: "image/webp" });
      await twin.delete(key);
      expect(await storage.head(key)).toBeNull();
    });

    it.each(["", "/media/a.jpg", "media/../secrets.json", "media/a..b.jpg", "media//a.jpg", "media/a.jpg/", "Media/a.jpg", "media/.hidden", "media/a.", "media/-a", "media/a b.jpg", "media\\a.jpg", "media/é.jpg", "media/a.jpg\n", `media/${"a".repeat(200)}`])(
      "refuses the key %j in every method",
      async (key) => {
        const { storage } = open();
        const source = Readable.from([Buffer.from("x")]);
        await expect(storage.put(key, source, { contentType: "text/plain" })).rejects.toThrow("Not a storage key");
        expect(source.destroyed).toBe(true);
        await expect(storage.get(key)).rejects.toThrow("Not a storage key");
        await expect(storage.head(key)).rejects.toThrow("Not a storage key");
        await expect(storage.delete(key)).rejects.toThrow("Not a storage key");
      },
    );

    it("refuses a bad content type, size or range", async () => {
      const { storage } = open();
      const key = `${prefix()}/a.jpg`;
      const put = (options: { contentType: string; size?: number }) => storage.put(key, Readable.from([Buffer.from("x")]), options);
      await expect(put({ contentType: "image/jpeg\r\nX-Injected: 1" })).rejects.toThrow("Not a content type");
      await expect(put({ contentType: "jpeg" })).rejects.toThrow("Not a content type");
      await expect(put({ contentType: "image/jpeg", size: -1 })).rejects.toThrow("Not an object size");
      await expect(put({ contentType: "image/jpeg", size: 1.5 })).rejects.toThrow("Not an object size");
      await put({ contentType: "image/jpeg" });
      for (const range of [{ start: 5, end: 4 }, { start: -1, end: 4 }, { start: 0, end: Number.NaN }, { start: 0.5, end: 4 }]) {
        await expect(storage.get(key, range)).rejects.toThrow("Not a byte range");
      }
      expect(await storage.head(key)).toEqual({ size: 1, contentType: "image/jpeg" });
    });
  });
}
