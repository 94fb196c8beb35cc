import { describe, expect, it } from "vitest";
import { keyOfMediaPath, keysOf, mediaUrl, originalKey, variantKey } from "./media-files.ts";

const HASH = "a".repeat(64);

describe("media file keys", () => {
  it("builds keys under the content hash, and URLs from keys", () => {
    expect(originalKey(HASH, "jpg")).toBe(`media/${HASH}/original.jpg`);
    expect(variantKey(HASH, { width: 640, format: "avif" })).toBe(`media/${HASH}/w640.avif`);
    expect(mediaUrl(originalKey(HASH, "pdf"))).toBe(`/media/${HASH}/original.pdf`);
    expect(keysOf({ hash: HASH, extension: "png", variants: [{ width: 320, format: "webp", height: 200, size: 1 }] })).toEqual([`media/${HASH}/original.png`, `media/${HASH}/w320.webp`]);
  });

  it("refuses a hash that is not one", () => {
    expect(() => originalKey("../etc", "jpg")).toThrow();
    expect(() => variantKey("A".repeat(64), { width: 1, format: "webp" })).toThrow();
  });

  it("reads back only paths it could have made", () => {
    expect(keyOfMediaPath(`/media/${HASH}/original.jpg`)).toBe(`media/${HASH}/original.jpg`);
    expect(keyOfMediaPath(`/media/${HASH}/w1280.webp`)).toBe(`media/${HASH}/w1280.webp`);
    for (const path of [`/media/${HASH}/../x`, `/media/${HASH}/original.jpg/`, `/media/${HASH.slice(1)}/original.jpg`, `/media/${HASH}/w0.avif`, `/media/${HASH}/w640.png`, "/media/", `/media/${HASH}/original.JPG`]) {
      expect(keyOfMediaPath(path)).toBeNull();
    }
  });
});
