import { MEDIA_DOWNLOAD_SLOTS, type MediaDownloadSlot, type MediaKind } from "../../../vocabulary/media-keys.ts";

// The rules of the media page's four downloads, without the database: the back office's page
// shows the kinds each takes, and both the editor's checks and the public page apply them.

/** The kinds of file each download may offer: a media kit is a document, never a photo. */
export const DOWNLOAD_KINDS = {
  logos: ["zip", "svg", "image", "pdf"],
  mediaKit: ["pdf", "zip"],
  photos: ["zip", "image"],
  videos: ["zip", "video"],
} as const satisfies Record<MediaDownloadSlot, readonly MediaKind[]>;

export function isDownloadSlot(value: unknown): value is MediaDownloadSlot {
  return typeof value === "string" && (MEDIA_DOWNLOAD_SLOTS as readonly string[]).includes(value);
}

export function suitsSlot(slot: MediaDownloadSlot, kind: MediaKind): boolean {
  return (DOWNLOAD_KINDS[slot] as readonly MediaKind[]).includes(kind);
}

/** What visitors read as a file's type: its extension as people name it (JPEG, PDF, ZIP, MP4...). */
export function fileTypeLabel(extension: string): string {
  return extension === "jpg" ? "JPEG" : extension.toUpperCase();
}

const FILE_NAME_MAX = 120;

/**
 * The name a downloaded file is saved under: the item's title, which editors choose, without what
 * file systems refuse (path separators, reserved punctuation, control characters), with its extension.
 */
export function downloadFileName(title: string, extension: string): string {
  const cleaned = title
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    // A leading dot hides a file on most systems.
    .replace(/^[\s.]+/, "")
    .trimEnd();
  const withoutExtension = cleaned.toLowerCase().endsWith(`.${extension}`) ? cleaned.slice(0, -extension.length - 1) : cleaned;
  // Cut by code points, so that a character outside the BMP (a CJK extension, an emoji) is never halved.
  const base = [...withoutExtension].slice(0, FILE_NAME_MAX).join("").trim();
  return `${base || "tahiti-2027"}.${extension}`;
}
