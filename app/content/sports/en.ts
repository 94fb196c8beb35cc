import type { SportsContent } from "./types.ts";

export const en: SportsContent = {
  meta: {
    title: "Sports — Tahiti 2027",
    description: "The {count} sports of the XVIII Pacific Games Tahiti 2027: compulsory sports, optional sports, para sports and venues.",
  },
  title: "Sports",
  intro: "The sports programme of the XVIII Pacific Games, ratified in July 2025: compulsory sports, optional sports and para events.",
  statsTitle: "The programme in figures",
  stats: { sports: "sports", compulsory: "compulsory sports", optional: "optional sports", islands: "islands" },
  notPublished: [
    "The number of participants per sport has not been published yet.",
    "The competition programme and schedule have not been published yet.",
  ],
  compulsoryTitle: "Compulsory sports",
  compulsoryIntro: "The sports that every edition of the Pacific Games must include in its programme.",
  optionalTitle: "Optional sports",
  optionalIntro: "The sports chosen by Tahiti 2027 to complete the programme.",
  badges: { compulsory: "Compulsory", optional: "Optional", para: "Para", paraPending: "Para va'a pending approval" },
  venuesLabel: "Venues",
  venueToConfirm: "Venue to be confirmed",
  paraTitle: "Para sports",
  paraIntro: "Para events are planned in these sports:",
  venuesLink: "See all venues",
};
