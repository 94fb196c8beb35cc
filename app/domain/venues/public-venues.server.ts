import type { ContentStore, KindItem } from "~/domain/content/store.server.ts";
import { shown, shownList, type Shown } from "~/domain/content/localized.ts";
import type { Coordinates } from "~/domain/content/fields.ts";
import type { Island } from "~/domain/content/kinds/venues.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

/** A venue as a visitor of one language reads it. */
export interface VenueView {
  id: string;
  /** Its number on the maps and cards, from 1 in list order. */
  number: number;
  name: Shown;
  island: Island;
  commune?: string;
  address?: string;
  position?: Coordinates;
  capacity?: number;
  ceremonies: boolean;
  note?: Shown;
  services?: Shown<string[]>;
  accessibility?: Shown;
  photo?: number;
}

function venueViews(items: KindItem<"venues">[], locale: Locale): VenueView[] {
  return items.map(({ id, data: venue }, index) => {
    return {
      id,
      number: index + 1,
      name: shown(venue.name, locale),
      island: venue.island,
      commune: venue.commune,
      address: venue.address,
      position: venue.position,
      capacity: venue.capacity,
      ceremonies: venue.ceremonies === true,
      note: shown(venue.note, locale),
      services: shownList(venue.services, locale),
      accessibility: shown(venue.accessibility, locale),
      photo: venue.photo,
    };
  });
}

/** The venues in one language, kept until they change. */
export function venuesIn(content: ContentStore, locale: Locale): Promise<VenueView[]> {
  return content.view("venues", locale, (items) => venueViews(items, locale));
}
