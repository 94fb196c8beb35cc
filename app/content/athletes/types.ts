import type { PageMeta } from "../types.ts";

export type AthleteServiceIcon = "housing" | "food" | "transport" | "health" | "training" | "welcome";

export interface AthletesContent {
  meta: PageMeta;
  title: string;
  intro: string;
  figuresTitle: string;
  figures: { athletes: string; delegations: string; sports: string };
  figuresNote: string;
  servicesTitle: string;
  servicesIntro: string;
  services: { icon: AthleteServiceIcon; title: string; description: string; details: string[] }[];
  qualificationTitle: string;
  qualificationIntro: string;
  qualifications: { sport: string; criteria: string }[];
  criteriaLabel: string;
  athletesCountLabel: string;
  toBeConfirmed: string;
  villageTitle: string;
  villageIntro: string;
  village: { beds: string; distance: string; restaurants: string };
  amenitiesTitle: string;
  amenities: string[];
  amenitiesNote: string;
  valuesTitle: string;
  valuesIntro: string;
  visionLink: string;
}
