import type { PageMeta } from "../types.ts";

export interface AthletesContent {
  meta: PageMeta;
  title: string;
  intro: string;
  figuresTitle: string;
  figures: { athletes: string; delegations: string; sports: string };
  figuresNote: string;
  servicesTitle: string;
  servicesIntro: string;
  qualificationTitle: string;
  qualificationIntro: string;
  criteriaLabel: string;
  athletesCountLabel: string;
  toBeConfirmed: string;
  villageTitle: string;
  villageIntro: string;
  village: { beds: string; distance: string; restaurants: string };
  amenitiesTitle: string;
  amenitiesNote: string;
  valuesTitle: string;
  valuesIntro: string;
  visionLink: string;
}
