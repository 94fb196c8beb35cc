import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A picture (a lagoon-coloured gradient) in the given format. */
export function picture(format: "jpeg" | "png" | "webp" | "avif" | "gif", width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x / width) * 40);
      pixels[at + 1] = 90 + Math.round((y / height) * 110);
      pixels[at + 2] = 140 + Math.round((x / width) * 100);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

export const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60"><title>Logo</title><rect width="120" height="60" fill="#0b4f6c"/><circle cx="30" cy="30" r="20" fill="#f4a259"/></svg>`;

export const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`;

export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** An MP4's first boxes: ftyp (with the given major brand) and an empty mdat. */
export function mp4Of(major = "isom"): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write(`ftyp${major}`, 4, "latin1");
  ftyp.write("isomiso2", 16, "latin1");
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdat]);
}

/** A ZIP archive with one stored entry, written by hand. */
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A 10,000 × 10,000 PNG of one colour (100 megapixels in about 300 KB), whole and valid, unlike pngDeclaringHugeSize's. */
export function pngOf100Megapixels(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#0b4f6c" } }).png({ compressionLevel: 9 }).toBuffer();
}

/** A small PNG whose header declares 20,000 × 20,000 pixels (400 megapixels, over any MEDIA_MAX_IMAGE_MEGAPIXELS allowed). */
export async function pngDeclaringHugeSize(): Promise<Buffer> {
  const bomb = await picture("png", 64, 64);
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}
