// Every event constant the site shows lives here, so the organisers can correct them in one place.
// Dates and counts come from docs/SPEC.md; where docs/FACTS.md differs, docs/SPEC.md's figure is the site default.
export const EVENT = {
  edition: 18,
  /** First and last day of competition (docs/SPEC.md). */
  startDate: "2027-08-01",
  endDate: "2027-08-15",
  /** Opening countdown target: 1 August 2027, 19:00 in Tahiti (UTC-10, no daylight saving). */
  countdownTarget: "2027-08-01T19:00:00-10:00",
  timeZone: "Pacific/Tahiti",
  athletes: 4500,
  volunteers: 4500,
  firstEdition: { year: 1963, city: "Suva" },
  islands: ["Tahiti", "Moorea", "Raiatea"],
} as const;

export const COUNTDOWN_TARGET_MS = Date.parse(EVENT.countdownTarget);

/** The committee's public contact address (to confirm with the organisers before launch). */
export const CONTACT_EMAIL = "contact@tahiti2027.pf";

export const SOCIAL_LINKS = [
  { network: "Facebook", href: "https://www.facebook.com/tahiti2027" },
  { network: "Instagram", href: "https://www.instagram.com/tahiti2027" },
  { network: "Twitter", href: "https://x.com/tahiti2027" },
  { network: "YouTube", href: "https://www.youtube.com/@tahiti2027" },
] as const;

// The footer's links to the bodies that govern the Games, on every page. /partners lists its institutional
// partners from the database instead (db/seed-content/partners.json starts them as these three), so
// that organisers can edit them without every page depending on the content store.
export const INSTITUTIONAL_LINKS = [
  { name: "Pacific Games Council", href: "https://www.pacificgamescouncil.org" },
  { name: "Gouvernement de la Polynésie française", href: "https://www.presidence.pf" },
  { name: "Oceania National Olympic Committees", href: "https://www.oceanianoc.org" },
] as const;
