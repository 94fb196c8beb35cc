import type { EventData } from "~/domain/content/kinds/event.ts";
import type { VenueData } from "~/domain/content/kinds/venues.ts";
import { initialItems } from "~/domain/content/initial-content.server.ts";

/** The venues a new site starts with (db/seed-content), numbered as the page numbers them. */
export const INITIAL_VENUES = initialItems("venues").map((item, index) => ({ id: item.id, number: index + 1, ...(item.data as unknown as VenueData) }));

export const initialVenuesOn = (island: string) => INITIAL_VENUES.filter((venue) => venue.island === island);

/** The Games' facts a new site starts with. */
export const INITIAL_EVENT = initialItems("event")[0]!.data as unknown as EventData;
