import type { Db } from "../../../db/client.ts";
import { keyOfMediaPath } from "~/domain/media/media-files.ts";
import { findMedia, findMediaByHash, needsDetails } from "~/domain/media/media.server.ts";
import { pictureOf } from "~/domain/media/picture.ts";
import type { FormFailure } from "~/platform/forms/form-result.ts";
import type { NewsField, NewsFormValues } from "./news-fields.ts";
import type { NewsInput } from "./news-form.server.ts";

/** The checked input, and the cover's URL for a preview. */
export type CoverCheck = { ok: true; input: NewsInput; shows: string | null } | FormFailure<NewsField>;

const refuse = (field: NewsField, key: string, values: NewsFormValues): FormFailure<NewsField> => ({ ok: false, fieldErrors: { [field]: key }, values });

/**
 * The cover an article may show: a library image with its alt text and credit, or an outside
 * https:// picture, never both. A library file's URL pasted in the URL field stands for its item,
 * so that replacing the item's file later keeps the cover.
 */
export async function checkCover(db: Db, input: NewsInput, values: NewsFormValues): Promise<CoverCheck> {
  let { coverMediaId, imageUrl } = input;
  const key = imageUrl === null ? null : keyOfMediaPath(imageUrl);
  if (key !== null) {
    if (coverMediaId !== null) return refuse("imageUrl", "adminNews.errors.imageBoth", values);
    const pasted = await findMediaByHash(db, key.split("/")[1]!);
    if (!pasted) return refuse("imageUrl", "adminNews.errors.imageUrlNotInLibrary", values);
    coverMediaId = pasted.id;
    imageUrl = null;
  }
  if (coverMediaId === null) return { ok: true, input, shows: imageUrl };
  if (imageUrl !== null) return refuse("imageUrl", "adminNews.errors.imageBoth", values);
  const item = await findMedia(db, coverMediaId);
  if (!item) return refuse("coverMediaId", "adminNews.errors.coverMissing", values);
  if (item.kind !== "image") return refuse("coverMediaId", "adminNews.errors.coverNotImage", values);
  if (needsDetails(item)) return refuse("coverMediaId", "adminNews.errors.coverNeedsDetails", values);
  return { ok: true, input: { ...input, coverMediaId, imageUrl }, shows: pictureOf(item, "fr")?.src ?? null };
}
