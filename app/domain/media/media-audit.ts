import type { MediaRow } from "../../../db/schema/index.ts";
import type { MediaDownloadSlot } from "../../../vocabulary/media-keys.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { fr } from "~/locales/fr.ts";

// How the audit log names a library item and keeps its fields (ADR 025). Alt texts are one field per
// language ("alt.fr"), so that a change to one language reads as that change alone.

export const mediaSubject = (item: Pick<MediaRow, "id" | "title">) => ({ id: item.id, label: item.title });

/** The words and the focal point, which the item's form edits. */
export function mediaDetailValues(item: Pick<MediaRow, "title" | "alt" | "credit" | "licence" | "focusX" | "focusY">) {
  return {
    title: item.title,
    ...Object.fromEntries(LOCALES.map((locale) => [`alt.${locale}`, item.alt[locale] ?? ""])),
    credit: item.credit,
    licence: item.licence,
    focusX: item.focusX,
    focusY: item.focusY,
  };
}

/** What the row says of the file (a replacement changes these). */
export function mediaFileValues(item: Pick<MediaRow, "fileName" | "mime" | "size" | "width" | "height">) {
  return { fileName: item.fileName, mime: item.mime, size: item.size, width: item.width, height: item.height };
}

/** Everything meaningful about an item, for its upload and its deletion. */
export function mediaValues(item: MediaRow) {
  return { kind: item.kind, ...mediaFileValues(item), ...mediaDetailValues(item) };
}

/**
 * A download of the media page as the log names it: `download:<slot>`, labelled in French, the
 * committee's language (the page shows it in the reader's).
 */
export const downloadSubject = (slot: MediaDownloadSlot) => ({ id: `download:${slot}`, label: fr.adminMedia.downloadSlots[slot] });

/** The item a download offers. */
export const offeredValues = (item: Pick<MediaRow, "id" | "title">) => ({ file: item.title, fileId: item.id });
