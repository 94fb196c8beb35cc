import type { Db } from "../../../db/client.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { anyUntranslated } from "~/domain/content/localized.ts";
import { picturesByItem } from "~/domain/media/library-pictures.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { venuesIn } from "./public-venues.server.ts";

/** The venues page's data: the venues, their photos (read fresh: the library has its own changes) and whether any words fall back to French. */
export async function venuesPage(db: Db, content: ContentStore, locale: Locale) {
  const venues = await venuesIn(content, locale);
  const photos = await picturesByItem(db, venues, (venue) => venue.photo, locale);
  const untranslated = anyUntranslated(venues.flatMap((venue) => [venue.name, venue.note, venue.services, venue.accessibility]));
  return { venues, photos, untranslated };
}
