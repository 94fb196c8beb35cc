import { EVENT } from "~/domain/event/games.ts";
import type { KindDef } from "./kind.ts";

export type Island = (typeof EVENT.islands)[number];

/** A competition venue (docs/FACTS.md "Venues"), as announced: what is not yet announced stays empty. */
export const venuesKind = {
  kind: "venues",
  titleField: "name",
  pages: ["/venues"],
  anchorPrefix: "venue-",
  fields: [
    { name: "name", type: "localized", required: true, max: 120 },
    { name: "island", type: "select", options: EVENT.islands, required: true },
    /** A proper name, the same in every language. */
    { name: "commune", type: "text", max: 80, confirm: true },
    { name: "address", type: "text", max: 200 },
    /**
     * Where the map puts the marker: the commune or locality the announcement names, not the exact
     * site. None when only the island is known: the map then places the venue on its island.
     */
    { name: "position", type: "coordinates" },
    /** Seats, shown as an approximation. */
    { name: "capacity", type: "integer", min: 1, max: 200_000, confirm: true },
    { name: "ceremonies", type: "checkbox" },
    /** What the announcement adds about the venue. */
    { name: "note", type: "localized", max: 500, multiline: true },
    { name: "services", type: "localizedList", max: 200 },
    { name: "accessibility", type: "localized", max: 1000, multiline: true },
    /** An image of the media library. */
    { name: "photo", type: "image" },
  ],
} as const satisfies KindDef;
