import type { PageMeta } from "../types.ts";
import type { HighlightKey, KeyFigureKey } from "./editions.ts";

export interface HistoryContent {
  meta: PageMeta;
  breadcrumbGames: string;
  title: string;
  intro: string;
  originsTitle: string;
  originsText: string;
  originsFacts: { year: string; host: string; athletes: string; sports: string };
  /** "About {value}": an approximate figure. */
  about: string;
  editionsTitle: string;
  editionsIntro: string;
  /** "Edition {n}", the edition's rank since the first Games. */
  editionLabel: string;
  upcoming: string;
  /** Host of Tahiti 2027, followed by its islands. */
  frenchPolynesia: string;
  highlights: Record<HighlightKey, string>;
  medalsTitle: string;
  medalsText: string;
  keyFiguresTitle: string;
  keyFiguresIntro: string;
  keyFigures: Record<KeyFigureKey, string>;
}
