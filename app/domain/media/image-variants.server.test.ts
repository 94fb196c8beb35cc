import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeImageVariants, variantWidths, VARIANT_WIDTHS } from "./image-variants.server.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "variants-test-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Red above, blue below, as stored; EXIF orientation 6 says to turn it a quarter clockwise to display. */
async function rotatedPhoto(): Promise<string> {
  const half = (background: string) => sharp({ create: { width: 700, height: 250, channels: 3, background } }).png().toBuffer();
  const path = join(dir, "photo.jpg");
  const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#000" } })
    .composite([{ input: await half("#ff0000"), top: 0, left: 0 }, { input: await half("#0000ff"), top: 250, left: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: "Camera maker", Copyright: "Photographer" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "17/1 32/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await writeFile(path, photo);
  const metadata = await sharp(path).metadata();
  // The fixture carries what the variants must not: an orientation to apply and a position to forget.
  expect(metadata.orientation).toBe(6);
  expect(metadata.exif?.includes("Photographer")).toBe(true);
  return path;
}

describe("variantWidths", () => {
  it.each([
    [200, [200]],
    [1000, [320, 640, 960, 1000]],
    [1280, [320, 640, 960, 1280]],
    [2560, [...VARIANT_WIDTHS]],
    [6000, [...VARIANT_WIDTHS]],
  ])("for an original %i wide makes %j, never wider", (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});

/** MEDIA_MAX_IMAGE_MEGAPIXELS's default. */
const MAX_PIXELS = 40_000_000;

describe("makeImageVariants", () => {
  it("writes AVIF and WebP at each width, turned upright, without metadata", async () => {
    const tempPath = await rotatedPhoto();
    const out = join(dir, "variants");
    const variants = await makeImageVariants({ tempPath, width: 500, height: 700 }, out, MAX_PIXELS);

    expect(variants.map(({ format, width, height }) => [format, width, height])).toEqual([
      ["avif", 320, 448],
      ["webp", 320, 448],
      ["avif", 500, 700],
      ["webp", 500, 700],
    ]);
    expect((await readdir(out)).sort()).toEqual(["320.avif", "320.webp", "500.avif", "500.webp"]);
    for (const variant of variants) {
      const image = sharp(variant.path);
      const metadata = await image.metadata();
      // sharp names AVIF by its container, HEIF, compressed with AV1.
      const format = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
      expect({ format, width: metadata.width, height: metadata.height, size: (await stat(variant.path)).size }).toEqual({
        format: variant.format,
        width: variant.width,
        height: variant.height,
        size: variant.size,
      });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Stored red above blue, displayed a quarter turn clockwise: blue on the left, red on the right.
      const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number) => Array.from(data.subarray((Math.floor(info.height / 2) * info.width + x) * 3, (Math.floor(info.height / 2) * info.width + x) * 3 + 3));
      expect(at(10)[2]).toBeGreaterThan(200);
      expect(at(10)[0]).toBeLessThan(60);
      expect(at(info.width - 10)[0]).toBeGreaterThan(200);
      expect(at(info.width - 10)[2]).toBeLessThan(60);
    }
  });

  it("draws the first frame of an animation as a still", async () => {
    const frames = await Promise.all(["#ff0000", "#00ff00"].map((background) => sharp({ create: { width: 40, height: 20, channels: 3, background } }).png().toBuffer()));
    const tempPath = join(dir, "wave.gif");
    await sharp(frames, { join: { animated: true } }).gif().toFile(tempPath);
    const variants = await makeImageVariants({ tempPath, width: 40, height: 20 }, join(dir, "variants"), MAX_PIXELS);
    expect(variants.map(({ format, width, height }) => [format, width, height])).toEqual([
      ["avif", 40, 20],
      ["webp", 40, 20],
    ]);
    for (const variant of variants) {
      const image = sharp(variant.path);
      expect((await image.metadata()).pages ?? 1).toBe(1);
      const { data } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      expect(data[1]).toBeLessThan(60);
    }
  });

  it("rejects, leaving no variant behind, when one cannot be written", async () => {
    const tempPath = await rotatedPhoto();
    const out = join(dir, "variants");
    // The third variant's path is taken by a directory, so the first two are written before the failure.
    await mkdir(join(out, "500.avif"), { recursive: true });
    await expect(makeImageVariants({ tempPath, width: 500, height: 700 }, out, MAX_PIXELS)).rejects.toThrow();
    expect(await readdir(out)).toEqual(["500.avif"]);
  });
});
