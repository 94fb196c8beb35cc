import type { PageMeta } from "../types.ts";

export interface GamesContent {
  meta: PageMeta;
  title: string;
  intro: string;
  place: string;
  video: {
    button: string;
    title: string;
    message: string;
    close: string;
  };
  factsTitle: string;
  /** Each label follows the figure it describes. */
  facts: {
    timesHosted: string;
    selection: string;
    sports: string;
    delegations: string;
    islands: string;
    mascots: string;
  };
  exploreTitle: string;
  historyCard: { title: string; text: string };
  visionCard: { title: string; text: string };
  messageTitle: string;
  /** The slogan in the page's language; null where the page is in French already. */
  sloganTranslation: string | null;
  sloganCaption: string;
  messageText: string;
}
