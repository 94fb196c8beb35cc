import { describe, expect, it } from "vitest";
import { altIn, pictureOf, type PictureItem } from "./picture.ts";

const hash = "a".repeat(64);
const photo: PictureItem = {
  hash,
  kind: "image",
  extension: "jpg",
  width: 1500,
  height: 1000,
  variants: [
    { format: "webp", width: 1280, height: 853, size: 90_000 },
    { format: "avif", width: 320, height: 213, size: 9_000 },
    { format: "webp", width: 320, height: 213, size: 12_000 },
    { format: "avif", width: 1280, height: 853, size: 70_000 },
    { format: "webp", width: 960, height: 640, size: 60_000 },
    { format: "avif", width: 960, height: 640, size: 45_000 },
  ],
  focusX: 0.25,
  focusY: 0.125,
  alt: { fr: "Une pirogue au large de Papeete", ja: "パペーテ沖のカヌー" },
  credit: "COJ Tahiti 2027",
};

describe("pictureOf", () => {
  it("lists every width of each format, AVIF first, narrowest first", () => {
    const picture = pictureOf(photo, "fr")!;
    expect(picture.sources).toEqual([
      { type: "image/avif", srcSet: `/media/${hash}/w320.avif 320w, /media/${hash}/w960.avif 960w, /media/${hash}/w1280.avif 1280w` },
      { type: "image/webp", srcSet: `/media/${hash}/w320.webp 320w, /media/${hash}/w960.webp 960w, /media/${hash}/w1280.webp 1280w` },
    ]);
  });

  it("gives the original's dimensions, a mid-sized WebP as the fallback and the focal point as a position", () => {
    const picture = pictureOf(photo, "fr")!;
    expect(picture).toMatchObject({ src: `/media/${hash}/w960.webp`, width: 1500, height: 1000, position: "25% 12.5%", credit: "COJ Tahiti 2027" });
  });

  it("falls back to the widest WebP below the fallback width, then to the original", () => {
    const small = { ...photo, width: 500, height: 300, variants: [{ format: "webp" as const, width: 320, height: 192, size: 1 }] };
    expect(pictureOf(small, "fr")!.src).toBe(`/media/${hash}/w320.webp`);
    expect(pictureOf({ ...photo, variants: [] }, "fr")).toMatchObject({ src: `/media/${hash}/original.jpg`, sources: [] });
  });

  it("is only for raster images with known dimensions", () => {
    expect(pictureOf({ ...photo, kind: "svg", extension: "svg" }, "fr")).toBeNull();
    expect(pictureOf({ ...photo, kind: "pdf" }, "fr")).toBeNull();
    expect(pictureOf({ ...photo, width: null }, "fr")).toBeNull();
  });

  it("speaks the reader's language", () => {
    expect(pictureOf(photo, "ja")).toMatchObject({ alt: "パペーテ沖のカヌー", altLang: "ja" });
    expect(pictureOf(photo, "es")).toMatchObject({ alt: "Une pirogue au large de Papeete", altLang: "fr" });
  });
});

describe("altIn", () => {
  it("takes the language asked for, then French, then any written", () => {
    expect(altIn(photo.alt, "ja")).toEqual({ text: "パペーテ沖のカヌー", lang: "ja" });
    expect(altIn(photo.alt, "es")).toEqual({ text: "Une pirogue au large de Papeete", lang: "fr" });
    expect(altIn({ pt: "Uma canoa" }, "en")).toEqual({ text: "Uma canoa", lang: "pt" });
    expect(altIn({}, "fr")).toEqual({ text: "", lang: "fr" });
  });
});
