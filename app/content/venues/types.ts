import type { PageMeta } from "../types.ts";
import type { VenueId } from "../venues.ts";

export interface VenuesContent {
  meta: PageMeta;
  title: string;
  intro: string;
  /** Said plainly on the page: the list may still change. */
  changeNotice: string;
  islandsTitle: string;
  /** Label under a number of venues, by plural category (Intl.PluralRules). */
  venueCount: { one: string; other: string };
  mapTitle: string;
  /** The map's accessible name; the venue list is its text equivalent. */
  mapLabel: string;
  mapCaption: string;
  /** Text drawn on the map itself. */
  mapInset: string;
  mapNorth: string;
  legendTitle: string;
  unplacedNote: string;
  card: {
    island: string;
    commune: string;
    sports: string;
    capacity: string;
    /** "{count}" is replaced by the formatted number. */
    capacityAbout: string;
    capacityToConfirm: string;
    communeToConfirm: string;
    sportsToConfirm: string;
    ceremonies: string;
    /** "{number}" is replaced by the marker's number. */
    mapMarker: string;
  };
  names: Record<VenueId, string>;
  /** What the announcement adds about a venue, where it says something. */
  notes: Partial<Record<VenueId, string>>;
}
