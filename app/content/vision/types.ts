import type { PageMeta } from "../types.ts";

export type PillarIcon = "mana" | "unity" | "sustainability" | "excellence";

export interface VisionContent {
  meta: PageMeta;
  breadcrumbGames: string;
  title: string;
  intro: string;
  missionTitle: string;
  mission: string;
  pillarsTitle: string;
  pillars: { icon: PillarIcon; title: string; text: string }[];
  valuesTitle: string;
  values: { title: string; text: string }[];
  legacyTitle: string;
  sportingLegacyTitle: string;
  sportingLegacy: string[];
  culturalLegacyTitle: string;
  culturalLegacy: string[];
}
