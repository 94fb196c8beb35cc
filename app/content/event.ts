// What the Games are and where, which the code itself depends on (the islands' maps, the venues'
// island choice). The dates and figures organisers change are the event's facts, in the database
// (app/domain/event/event-facts.server.ts).
export const EVENT = {
  edition: 18,
  firstEdition: { year: 1963, city: "Suva" },
  islands: ["Tahiti", "Moorea", "Raiatea"],
} as const;

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
