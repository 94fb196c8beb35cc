import type { VenuesContent } from "./types.ts";

export const en: VenuesContent = {
  meta: {
    title: "Venues — Tahiti 2027",
    description: "The venues of the XVIII Pacific Games Tahiti 2027 on Tahiti, Moorea and Raiatea: map, communes, sports and capacities.",
  },
  title: "Venues",
  intro: "The competition venues announced for the Games, spread over three islands: Tahiti, Moorea and Raiatea.",
  changeNotice: "These venues have been announced by the organisers and some may still change. The organisers plan between 22 and 30 venues in all.",
  islandsTitle: "Venues by island",
  venueCount: { one: "listed venue", other: "listed venues" },
  mapTitle: "Venue map",
  mapLabel: "Schematic map of {island} with its venues' numbered markers; each marker leads to the venue's card.",
  mapCaption:
    "Schematic maps with simplified outlines, one per island, each at its own scale. A marker shows the venue's commune or district, not its exact location.",
  mapNorth: "N",
  islandOnlyNote: "Where these venues are on the island has not been published yet: their markers are placed in the middle of the island.",
  card: {
    island: "Island",
    commune: "Commune",
    sports: "Sports",
    capacity: "Capacity",
    capacityAbout: "About {count} seats",
    address: "Address",
    services: "Services on site",
    accessibility: "Accessibility",
    ceremonies: "Ceremonies",
    mapMarker: "Marker {number}",
  },
};
