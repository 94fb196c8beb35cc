import { fileTypeFromBuffer } from "file-type/core";

import type { MediaKind } from "../../../vocabulary/media-keys.ts";

export type { MediaKind };

export type Sniffed =
  | { accepted: true; kind: MediaKind; mime: string; extension: string }
  | { accepted: false; detected: string | null };

/** How many leading bytes the sniffer wants; SVG prologs (comments, doctypes) can be long. */
export const SNIFF_BYTES = 64 * 1024;

/** What file-type names (by extension) that the media library takes, and how it is stored. */
const ACCEPTED: Record<string, { kind: MediaKind; mime: string; extension: string }> = {
  jpg: { kind: "image", mime: "image/jpeg", extension: "jpg" },
  png: { kind: "image", mime: "image/png", extension: "png" },
  // An animated PNG is a PNG that every browser shows from a .png URL.
  apng: { kind: "image", mime: "image/png", extension: "png" },
  webp: { kind: "image", mime: "image/webp", extension: "webp" },
  avif: { kind: "image", mime: "image/avif", extension: "avif" },
  gif: { kind: "image", mime: "image/gif", extension: "gif" },
  pdf: { kind: "pdf", mime: "application/pdf", extension: "pdf" },
  zip: { kind: "zip", mime: "application/zip", extension: "zip" },
  // M4V is Apple's name for an MP4; browsers play both as video/mp4.
  mp4: { kind: "video", mime: "video/mp4", extension: "mp4" },
  m4v: { kind: "video", mime: "video/mp4", extension: "mp4" },
};

/**
 * ISO BMFF brands of MP4 files: a file whose major or compatible brands include one of them declares
 * itself readable as MP4. file-type calls any unknown brand "mp4", so this keeps junk such as
 * "ftypABCD" out; QuickTime ("qt  ", .mov), 3GPP and audio-only M4A are named otherwise by file-type
 * and refused there.
 */
const MP4_BRANDS = new Set(["isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "dash", "M4V ", "M4VH", "M4VP"]);

/** Decides what a file is from its first bytes (at most SNIFF_BYTES, all of them for a smaller file). */
export async function sniffType(head: Uint8Array): Promise<Sniffed> {
  if (startsLikeSvg(head)) return { accepted: true, kind: "svg", mime: "image/svg+xml", extension: "svg" };
  let found: { ext: string; mime: string } | undefined;
  try {
    found = await fileTypeFromBuffer(head);
  } catch {
    // A hostile header can trip a parser inside file-type: that is an unknown type, not a crash.
    found = undefined;
  }
  if (!found) return { accepted: false, detected: null };
  const accepted = ACCEPTED[found.ext];
  if (!accepted) return { accepted: false, detected: found.mime };
  if (accepted.kind === "video" && !hasMp4Brand(head)) return { accepted: false, detected: `${found.mime} (unknown brand)` };
  return { accepted: true, ...accepted };
}

function hasMp4Brand(head: Uint8Array): boolean {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head.length < 16) return false;
  const boxEnd = Math.min(view.getUint32(0), head.length);
  const brand = (offset: number) => String.fromCharCode(...head.subarray(offset, offset + 4));
  if (MP4_BRANDS.has(brand(8))) return true;
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) if (MP4_BRANDS.has(brand(offset))) return true;
  return false;
}

/**
 * SVG is text, which file-type does not tell apart from other XML or HTML: the content must start,
 * after an optional byte order mark, white space, an XML declaration, comments and doctypes, with
 * an <svg> element. UTF-16 SVG files are not recognised (and not accepted).
 */
export function startsLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8").decode(head);
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text.charAt(at))) at++;
    const rest = text.slice(at, at + 10);
    let end: number;
    if (rest.startsWith("<?xml")) end = closeOf(text, at, "?>");
    else if (rest.startsWith("<!--")) end = closeOf(text, at, "-->");
    else if (/^<!doctype/i.test(rest)) end = doctypeEnd(text, at);
    else return /^<svg[\s/>]/.test(text.slice(at, at + 5));
    if (end < 0) return false;
    at = end;
  }
}

function closeOf(text: string, from: number, marker: string): number {
  const found = text.indexOf(marker, from);
  return found < 0 ? -1 : found + marker.length;
}

/** A doctype may hold an internal subset in brackets, itself full of ">"; the SVG checks refuse it later. */
function doctypeEnd(text: string, from: number): number {
  const close = text.indexOf(">", from);
  const bracket = text.indexOf("[", from);
  if (bracket < 0 || (close >= 0 && close < bracket)) return close < 0 ? -1 : close + 1;
  const subsetEnd = /\]\s*>/g;
  subsetEnd.lastIndex = bracket;
  return subsetEnd.exec(text) ? subsetEnd.lastIndex : -1;
}
