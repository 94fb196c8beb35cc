import type { AthletesContent } from "./types.ts";

export const en: AthletesContent = {
  meta: {
    title: "Athletes — Tahiti 2027",
    description: "Athlete services, qualification, the athletes' village and the spirit of the 18th Pacific Games, Tahiti 2027.",
  },
  title: "Athletes",
  intro: "Everything that awaits the athletes of the Pacific delegations in Tahiti, Moorea and Raiatea.",
  figuresTitle: "The Games in figures",
  figures: { athletes: "athletes", delegations: "delegations", sports: "sports" },
  figuresNote: "Figures announced by the organisers: they are estimates and may change.",
  servicesTitle: "Athlete services",
  servicesIntro: "The organising committee will give the delegations the details of each service.",
  qualificationTitle: "Qualification criteria",
  qualificationIntro:
    "Qualification is managed by each national federation and each delegation, under the rules of the Pacific Games Council. Please ask your federation.",
  criteriaLabel: "Criteria",
  athletesCountLabel: "Number of athletes",
  toBeConfirmed: "to be confirmed",
  villageTitle: "The athletes' village",
  villageIntro: "The heart of the delegations' life during the Games.",
  village: { beds: "beds", distance: "from the main venues", restaurants: "restaurants" },
  amenitiesTitle: "Village facilities",
  amenitiesNote: "Provisional list, to be confirmed by the organising committee.",
  valuesTitle: "The spirit of the Games",
  valuesIntro: "The values shared by the athletes, the delegations and all of French Polynesia.",
  visionLink: "Discover our vision",
};
