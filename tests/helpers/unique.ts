import { test } from "@playwright/test";
import sharp from "sharp";
import { picture } from "./media-fixtures.ts";

let made = 0;

/**
 * `text` with a mark no other test on this worker's site has used: the site is shared by every file
 * the worker runs, so a test finds its own rows by such names. The brackets keep one mark from being
 * the start of another ([w0.1] is not found in [w0.12]), as a search for a name by substring would.
 */
export function unique(text: string): string {
  return `${text} [w${test.info().workerIndex}.${++made}]`;
}

/**
 * picture() with bytes of its own: the media library keeps one item per file, so a picture another
 * test uploaded first would answer with that test's item and title instead of a new one.
 */
export async function uniquePicture(format: "jpeg" | "png", width: number, height: number): Promise<Buffer> {
  return sharp(await picture(format, width, height))
    .withExif({ IFD0: { ImageDescription: unique("picture") } })
    .toBuffer();
}
