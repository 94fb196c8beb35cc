import type { MediaAlt, MediaKind, MediaVariant } from "../../../vocabulary/media-keys.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/platform/i18n/locales.ts";
import { mediaUrl, originalKey, variantKey } from "./media-files.ts";

/** What a page needs to show a library image at the right size on every screen. */
export interface Picture {
  /** For browsers that read neither source: a mid-sized WebP. */
  src: string;
  width: number;
  height: number;
  /** AVIF first, then WebP: the browser takes the first type it reads. */
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[];
  /** The focal point as CSS object-position, so a crop to another shape keeps the subject. */
  position: string;
  alt: string;
  /** The language the alt text is in: the reader's, or another when none was written in theirs. */
  altLang: string;
  /** Who made it, shown beside it. */
  credit: string;
}

export interface PictureItem {
  hash: string;
  kind: MediaKind;
  extension: string;
  width: number | null;
  height: number | null;
  variants: readonly MediaVariant[];
  focusX: number;
  focusY: number;
  alt: MediaAlt;
  credit: string;
}

// Wide enough for a card on a large phone at 2x, small enough for the few browsers that need it.
const FALLBACK_WIDTH = 960;

/** The alt text in the language asked for, else French, else any language an editor wrote; and its language. */
export function altIn(alt: MediaAlt, language: string): { text: string; lang: string } {
  const order = [language, DEFAULT_LOCALE, ...LOCALES] as Locale[];
  for (const locale of order) if (alt[locale]) return { text: alt[locale], lang: locale };
  return { text: "", lang: language };
}

/**
 * One file of a raster image that every browser reads at a size fit for an article's column: a
 * mid-sized WebP, else the original. A picture's fallback, and the `src` of an image in an article's text.
 */
export function fallbackSrc(item: Pick<PictureItem, "hash" | "extension" | "variants">): string {
  const webp = item.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  const fallback = webp.find((variant) => variant.width >= FALLBACK_WIDTH) ?? webp.at(-1);
  return mediaUrl(fallback ? variantKey(item.hash, fallback) : originalKey(item.hash, item.extension));
}

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** A raster image of the library as a picture for `language`'s readers; null for anything else. */
export function pictureOf(item: PictureItem, language: string): Picture | null {
  if (item.kind !== "image" || item.width === null || item.height === null) return null;
  const sources = (["avif", "webp"] as const).flatMap((format) => {
    const sized = item.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
    if (sized.length === 0) return [];
    return [{ type: `image/${format}` as const, srcSet: sized.map((variant) => `${mediaUrl(variantKey(item.hash, variant))} ${variant.width}w`).join(", ") }];
  });
  const alt = altIn(item.alt, language);
  return {
    src: fallbackSrc(item),
    width: item.width,
    height: item.height,
    sources,
    position: `${percent(item.focusX)} ${percent(item.focusY)}`,
    alt: alt.text,
    altLang: alt.lang,
    credit: item.credit,
  };
}
