import type { PageMeta } from "../types.ts";

export interface SportsContent {
  meta: PageMeta;
  title: string;
  intro: string;
  statsTitle: string;
  stats: { sports: string; compulsory: string; optional: string; islands: string };
  /** What is not published yet: participant numbers, then the programme and schedule. */
  notPublished: string[];
  compulsoryTitle: string;
  compulsoryIntro: string;
  optionalTitle: string;
  optionalIntro: string;
  badges: { compulsory: string; optional: string; para: string; paraPending: string };
  venuesLabel: string;
  venueToConfirm: string;
  paraTitle: string;
  paraIntro: string;
  venuesLink: string;
}
