// What the Games are and where, which the code itself depends on (the islands' maps, the venues'
// island choice). The dates, figures and contacts organisers change are the event's facts, in the
// database (app/domain/event/event-facts.server.ts).
export const EVENT = {
  edition: 18,
  firstEdition: { year: 1963, city: "Suva" },
  islands: ["Tahiti", "Moorea", "Raiatea"],
} as const;
