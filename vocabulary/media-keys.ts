// Kept apart from the table so that the back office's components can use the keys without drizzle in the browser.
export const MEDIA_KINDS = ["image", "svg", "pdf", "zip", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** One size of an image in one format, as stored beside its original. */
export interface MediaVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  size: number;
}

/** Alt text per language: the languages an editor has written so far. */
export type MediaAlt = Partial<Record<"fr" | "en" | "es" | "pt" | "zh" | "ja", string>>;

/** The media page's four downloads (docs/SPEC.md section 9), each one file of the library once an editor offers it. */
export const MEDIA_DOWNLOAD_SLOTS = ["logos", "mediaKit", "photos", "videos"] as const;
export type MediaDownloadSlot = (typeof MEDIA_DOWNLOAD_SLOTS)[number];
