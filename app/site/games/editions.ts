import { EVENT } from "~/domain/event/games.ts";

export type HighlightKey = "first" | "tahiti1971" | "tahiti1995" | "honiara2023" | "tahiti2027";

export interface Edition {
  year: number;
  /** Host city as docs/FACTS.md names it; null for Tahiti 2027, whose hosts are the event's islands. */
  host: string | null;
  highlight?: HighlightKey;
}

/** Every edition (docs/FACTS.md), the upcoming one last. */
export const EDITIONS: Edition[] = [
  { year: EVENT.firstEdition.year, host: EVENT.firstEdition.city, highlight: "first" },
  { year: 1966, host: "Nouméa" },
  { year: 1969, host: "Port Moresby" },
  { year: 1971, host: "Papeete", highlight: "tahiti1971" },
  { year: 1975, host: "Guam (Tumon)" },
  { year: 1979, host: "Suva" },
  { year: 1983, host: "Apia" },
  { year: 1987, host: "Nouméa" },
  { year: 1991, host: "Port Moresby / Lae" },
  { year: 1995, host: "Papeete", highlight: "tahiti1995" },
  { year: 1999, host: "Guam (Santa Rita)" },
  { year: 2003, host: "Suva" },
  { year: 2007, host: "Apia" },
  { year: 2011, host: "Nouméa" },
  { year: 2015, host: "Port Moresby" },
  { year: 2019, host: "Apia" },
  { year: 2023, host: "Honiara", highlight: "honiara2023" },
  { year: 2027, host: null, highlight: "tahiti2027" },
];

/** The first Games as docs/SPEC.md describes them. */
export const FIRST_GAMES = { ...EVENT.firstEdition, athletes: 600, sports: 8 } as const;

/**
 * The key figures of the Pacific Games, Tahiti 2027 included: the edition's number, then the event's
 * facts (docs/SPEC.md's 22 countries, 5000+ athletes and 30+ disciplines contradicted the other pages).
 */
export const KEY_FIGURES = ["editions", "delegations", "athletes", "sports"] as const;
export type KeyFigureKey = (typeof KEY_FIGURES)[number];
