import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";

/** From a phone's column to a large screen at twice its density. */
export const VARIANT_WIDTHS: readonly number[] = [320, 640, 960, 1280, 1920, 2560];

export interface ImageVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  path: string;
  size: number;
}

/**
 * Settings per format. AVIF at quality 50, sharp's default, which looks like a JPEG of about 80, and
 * effort 3 of 9 rather than the default 4: higher efforts shave little off the files for much more
 * encoding time, and the twelve variants of a large photo must be ready soon after its upload. WebP at
 * quality 75, a little under sharp's 80, a common choice for photos on the web, at libwebp's default
 * effort 4. Nothing of the original's metadata is written (sharp's default): no GPS position, no
 * camera serial number; the pixels are converted to sRGB.
 */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 3 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
} as const;

/** The widths to make: each listed one up to the original's, and the original's own if it is between two. */
export function variantWidths(originalWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  const largest = VARIANT_WIDTHS.at(-1) ?? 0;
  if (originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/**
 * Writes AVIF and WebP variants of an image received by receiveFile into `outDir` (created if needed),
 * as `<width>.avif` and `<width>.webp`, never wider than the original. The EXIF orientation is applied,
 * so `file.width` is the width as displayed (as receiveFile reports it). Of an animation, the first
 * frame only: the variants are stills, and a page that wants the movement shows the original.
 * `outDir` is meant to be the image's own directory: a variant already there is overwritten. On
 * failure, the promise rejects with sharp's or the file system's error and no variant is left behind.
 * `maxPixels`: sharp refuses to decode a larger picture (receiveFile has refused it already).
 */
export async function makeImageVariants(file: { tempPath: string; width: number; height: number }, outDir: string, maxPixels: number): Promise<ImageVariant[]> {
  await mkdir(outDir, { recursive: true });
  const variants: ImageVariant[] = [];
  const written: string[] = [];
  try {
    for (const width of variantWidths(file.width)) {
      for (const format of ["avif", "webp"] as const) {
        const path = join(outDir, `${width}.${format}`);
        written.push(path);
        const image = sharp(file.tempPath, { failOn: "error", limitInputPixels: maxPixels }).autoOrient().resize({ width });
        const info = await ENCODERS[format](image).toFile(path);
        variants.push({ format, width: info.width, height: info.height, path, size: info.size });
      }
    }
    return variants;
  } catch (error) {
    // The error that matters is the one that stopped the work, not a failure to tidy up after it.
    await Promise.allSettled(written.map((path) => rm(path, { force: true })));
    throw error;
  }
}
