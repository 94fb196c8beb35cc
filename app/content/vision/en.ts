import type { VisionContent } from "./types.ts";

export const en: VisionContent = {
  meta: {
    title: "Our vision — Tahiti 2027",
    description: "The mission, four pillars, values and legacy of the XVIII Pacific Games Tahiti 2027.",
  },
  breadcrumbGames: "The Games",
  title: "Our vision",
  intro: "Games that reflect French Polynesia: welcoming, proud of their culture and looking to the Pacific's future.",
  missionTitle: "Our mission",
  mission:
    "To offer Pacific athletes Games of excellence on three islands, Tahiti, Moorea and Raiatea, and to make this 18th edition a celebration shared by all of French Polynesia, true to the slogan “One people, one ocean, all united to celebrate the Games”.",
  pillarsTitle: "Four pillars",
  pillars: [
    { icon: "mana", title: "Polynesian mana", text: "Polynesian culture, language and know-how present in every ceremony, every venue and every welcome." },
    { icon: "unity", title: "Pacific unity", text: "Twenty-four delegations brought together by one ocean, in friendship and mutual respect." },
    { icon: "sustainability", title: "Sustainability", text: "Modest Games that rely on existing facilities and protect the lagoon and the islands." },
    { icon: "excellence", title: "Sporting excellence", text: "Top-level competition conditions for athletes, officials and teams." },
  ],
  valuesTitle: "Our values",
  values: [
    { title: "Hospitality", text: "Welcoming every delegation and every visitor with Polynesian warmth." },
    { title: "Respect", text: "Respecting the athletes, the cultures of the Pacific and the environment." },
    { title: "Sharing", text: "Sharing the celebration of sport with the people of every island." },
  ],
  legacyTitle: "The Games' legacy",
  sportingLegacyTitle: "Sporting legacy",
  sportingLegacy: [
    "Renovated or new sports facilities, such as the new table tennis and badminton hall in Faa'a",
    "Clubs and volunteers trained to organise major competitions",
    "A new generation of Polynesian athletes inspired by a home Games",
  ],
  culturalLegacyTitle: "Cultural legacy",
  culturalLegacy: [
    "Polynesian culture showcased to the whole Pacific",
    "Stronger ties between the islands and archipelagos of French Polynesia",
    "A volunteer programme, 'A Ti'aturu, that brings the community together around the Games",
  ],
};
