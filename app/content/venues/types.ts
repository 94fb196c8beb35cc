import type { PageMeta } from "../types.ts";

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
  /** An island map's accessible name, "{island}" replaced by the island; the list beside it is its text equivalent. */
  mapLabel: string;
  /** Says that the maps are schematic and the markers indicative. */
  mapCaption: string;
  /** Drawn on the map itself. */
  mapNorth: string;
  /** Under an island's map when some of its venues are known only by their island. */
  islandOnlyNote: string;
  card: {
    island: string;
    commune: string;
    sports: string;
    capacity: string;
    /** "{count}" is replaced by the formatted number. */
    capacityAbout: string;
    address: string;
    services: string;
    accessibility: string;
    ceremonies: string;
    /** "{number}" is replaced by the marker's number. */
    mapMarker: string;
  };
}
