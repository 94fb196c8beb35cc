import type { EVENT } from "./event.ts";
import { SPORTS, type SportSlug } from "./sports.ts";

export type Island = (typeof EVENT.islands)[number];

// The venues announced so far (docs/FACTS.md "Venues"); some may still change. Which sports each venue
// holds is read from SPORTS, so a venue change is made in one place.
export const VENUE_IDS = [
  "stade-pater",
  "stade-venus",
  "stade-louis-ganivet",
  "stade-manu-ura",
  "mamao-aquatic-centre",
  "papeete-wrestling",
  "papeete-beach-volleyball",
  "titioro-range",
  "papara-surf",
  "atimaono-golf",
  "hitiaa-athletics",
  "faaa-hall",
  "fautaua-complex",
  "punaruu-complex",
  "moorea-cycling",
  "moorea-triathlon",
  "moorea-open-water",
  "raiatea-clay-range",
] as const;

export type VenueId = (typeof VENUE_IDS)[number];

export interface Venue {
  id: VenueId;
  island: Island;
  /** Commune (a proper name, the same in every language); absent while not published. */
  commune?: string;
  /** Seats, only where a figure has been announced; shown as an approximation. */
  capacity?: number;
  ceremonies?: true;
  /**
   * Where the map puts the venue's marker: the commune or locality named by the announcement, not
   * the exact site. Absent when the announcement names only the island: the map then marks the
   * venue on its island without placing it.
   */
  position?: { lon: number; lat: number };
}

// Approximate centres of the communes and localities the announcements name.
const PLACES = {
  pirae: { lon: -149.546, lat: -17.537 },
  mahina: { lon: -149.489, lat: -17.505 },
  faaa: { lon: -149.6, lat: -17.555 },
  paea: { lon: -149.583, lat: -17.688 },
  papeete: { lon: -149.568, lat: -17.537 },
  mamao: { lon: -149.557, lat: -17.543 },
  titioro: { lon: -149.548, lat: -17.556 },
  papara: { lon: -149.519, lat: -17.752 },
  atimaono: { lon: -149.46, lat: -17.765 },
  hitiaa: { lon: -149.297, lat: -17.598 },
  // The localities the complexes are named after: the Fautaua valley (Papeete / Pirae) and the Punaruu valley (Punaauia).
  fautaua: { lon: -149.553, lat: -17.547 },
  punaruu: { lon: -149.611, lat: -17.636 },
} as const;

export const VENUES: readonly Venue[] = [
  { id: "stade-pater", island: "Tahiti", commune: "Pirae", capacity: 11_700, ceremonies: true, position: PLACES.pirae },
  { id: "stade-venus", island: "Tahiti", commune: "Mahina", position: PLACES.mahina },
  { id: "stade-louis-ganivet", island: "Tahiti", commune: "Faa'a", position: PLACES.faaa },
  { id: "stade-manu-ura", island: "Tahiti", commune: "Paea", position: PLACES.paea },
  { id: "mamao-aquatic-centre", island: "Tahiti", commune: "Papeete", position: PLACES.mamao },
  { id: "papeete-wrestling", island: "Tahiti", commune: "Papeete", position: PLACES.papeete },
  { id: "papeete-beach-volleyball", island: "Tahiti", commune: "Papeete", position: PLACES.papeete },
  { id: "titioro-range", island: "Tahiti", commune: "Papeete", position: PLACES.titioro },
  { id: "papara-surf", island: "Tahiti", commune: "Papara", position: PLACES.papara },
  { id: "atimaono-golf", island: "Tahiti", commune: "Papara", position: PLACES.atimaono },
  { id: "hitiaa-athletics", island: "Tahiti", commune: "Hitia'a", position: PLACES.hitiaa },
  { id: "faaa-hall", island: "Tahiti", commune: "Faa'a", position: PLACES.faaa },
  { id: "fautaua-complex", island: "Tahiti", position: PLACES.fautaua },
  { id: "punaruu-complex", island: "Tahiti", position: PLACES.punaruu },
  // Moorea is a single commune; the courses on the island are not located yet.
  { id: "moorea-cycling", island: "Moorea", commune: "Moorea-Maiao" },
  { id: "moorea-triathlon", island: "Moorea", commune: "Moorea-Maiao" },
  { id: "moorea-open-water", island: "Moorea", commune: "Moorea-Maiao" },
  { id: "raiatea-clay-range", island: "Raiatea" },
];

/** The sports held at a venue, in the order of SPORTS. */
export function sportsAt(venueId: VenueId): SportSlug[] {
  return SPORTS.filter((sport) => sport.venues.includes(venueId)).map((sport) => sport.slug);
}

export function venuesOn(island: Island): Venue[] {
  return VENUES.filter((venue) => venue.island === island);
}

/** Every venue's number on the map, from 1 in list order; the cards show the same numbers. */
export function mapNumbers(): Map<VenueId, number> {
  return new Map(VENUES.map((venue, index) => [venue.id, index + 1]));
}
