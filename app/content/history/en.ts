import type { HistoryContent } from "./types.ts";

export const en: HistoryContent = {
  meta: {
    title: "History of the Games — Tahiti 2027",
    description: "From the first Pacific Games to Tahiti 2027: the origins, every edition and its host city, and the key figures.",
  },
  breadcrumbGames: "The Games",
  title: "History of the Games",
  intro: "Since they began, the Pacific Games have brought together the nations and territories of the Pacific. Tahiti 2027 will be the 18th edition.",
  originsTitle: "The origins",
  originsText: "The first Pacific Games were held in Fiji. Since 1971 the Games have taken place every four years, hosted in turn by the countries and territories of the region.",
  originsFacts: { year: "Year", host: "Host city", athletes: "Athletes", sports: "Sports" },
  about: "about {value}",
  editionsTitle: "Every edition",
  editionsIntro: "The editions of the Pacific Games and their host cities, from the first to Tahiti 2027.",
  editionLabel: "Edition {n}",
  upcoming: "Upcoming",
  frenchPolynesia: "French Polynesia",
  highlights: {
    first: "The first Pacific Games.",
    tahiti1971: "Tahiti hosts the Games for the first time.",
    tahiti1995: "Second Games in Tahiti, in Pirae and Papeete.",
    honiara2023:
      "24 delegations and 24 sports. New Caledonia tops the medal table (82 gold medals, 197 in all), ahead of Tahiti (57 gold medals, 160 in all).",
    tahiti2027: "Third Games in Tahiti.",
  },
  medalsTitle: "On the medal table",
  medalsText: "New Caledonia has topped the medal table 14 times in 17 editions. Tahiti finished second in Honiara in 2023.",
  keyFiguresTitle: "The Pacific Games in figures",
  keyFiguresIntro: "A few landmarks of the Pacific Games, Tahiti 2027 included.",
  keyFigures: {
    editions: "Editions",
    delegations: "Delegations",
    athletes: "Athletes",
    sports: "Sports",
  },
};
