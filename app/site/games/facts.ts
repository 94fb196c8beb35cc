// Facts about Tahiti 2027 from docs/FACTS.md that only the Games page shows; the dates and the numbers
// of sports and delegations are the event's facts (app/domain/event/event-facts.server.ts).
export const GAMES_FACTS = {
  /** 1971 Papeete, 1995 Pirae/Papeete, 2027. */
  timesHostedByTahiti: 3,
  /** The Pacific Games Council chose French Polynesia over Vanuatu. */
  selection: { start: "2021-11-05", end: "2021-11-06" },
  mascots: ["Arava", "To'atini"],
} as const;

/** The organising committee's slogan, quoted in French, the language it was published in. */
export const COMMITTEE_SLOGAN = "« Un peuple, un océan, tous unis pour célébrer les jeux »";
