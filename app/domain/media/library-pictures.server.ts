import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media } from "../../../db/schema/index.ts";
import { needsDetails } from "./media.server.ts";
import { pictureOf, type Picture } from "./picture.ts";

/**
 * The library images a page names by id, as pictures for `language`'s readers. An image still
 * missing its alt text or credit, a deleted one or a file that is no picture is left out: the page
 * shows no picture rather than one without words.
 */
async function libraryPictures(db: Db, ids: readonly number[], language: string): Promise<Map<number, Picture>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, wanted));
  const pictures = new Map<number, Picture>();
  for (const row of rows) {
    if (needsDetails(row)) continue;
    const picture = pictureOf(row, language);
    if (picture) pictures.set(row.id, picture);
  }
  return pictures;
}

/** The library picture of each item that names a usable one (a venue's photo, a partner's logo), by the item's id. */
export async function picturesByItem<T extends { id: string }>(db: Db, items: readonly T[], imageOf: (item: T) => number | undefined, language: string): Promise<Record<string, Picture>> {
  const pictures = await libraryPictures(db, items.flatMap((item) => imageOf(item) ?? []), language);
  const byItem: Record<string, Picture> = {};
  for (const item of items) {
    const picture = pictures.get(imageOf(item) ?? -1);
    if (picture) byItem[item.id] = picture;
  }
  return byItem;
}
