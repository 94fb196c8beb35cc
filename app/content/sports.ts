import type { Locale } from "~/platform/i18n/locales.ts";
import { SPORT_NAMES } from "./sports/names.ts";

// The 24 sports ratified in July 2025 (docs/FACTS.md), in the order of the announcement.
export const SPORT_SLUGS = [
  "athletics",
  "basketball",
  "boxing",
  "football",
  "golf",
  "weightlifting",
  "judo",
  "swimming",
  "rugby-sevens",
  "taekwondo",
  "tennis",
  "table-tennis",
  "archery",
  "triathlon",
  "vaa",
  "sailing",
  "volleyball",
  "wrestling",
  "badminton",
  "shooting",
  "surfing",
  "powerlifting",
  "cycling",
  "squash",
] as const;

export type SportSlug = (typeof SPORT_SLUGS)[number];

/** The Pacific Games Council's classification: every edition holds the compulsory sports. */
export type SportStatus = "compulsory" | "optional";

/** "pending": a para event announced but not yet approved (para va'a). */
export type ParaStatus = "included" | "pending";

export interface Sport {
  slug: SportSlug;
  status: SportStatus;
  para?: ParaStatus;
  /** Announced venues, by their id in the venues content; empty while the venue is not published. */
  venues: string[];
}

export const SPORTS: readonly Sport[] = [
  { slug: "athletics", status: "compulsory", para: "included", venues: ["hitiaa-athletics"] },
  { slug: "basketball", status: "compulsory", venues: [] },
  { slug: "boxing", status: "compulsory", venues: [] },
  { slug: "football", status: "compulsory", venues: ["stade-venus", "stade-louis-ganivet", "stade-manu-ura"] },
  { slug: "golf", status: "compulsory", venues: ["atimaono-golf"] },
  { slug: "weightlifting", status: "compulsory", venues: [] },
  { slug: "judo", status: "compulsory", venues: [] },
  { slug: "swimming", status: "compulsory", venues: ["mamao-aquatic-centre", "moorea-open-water"] },
  { slug: "rugby-sevens", status: "compulsory", venues: [] },
  { slug: "taekwondo", status: "compulsory", venues: [] },
  { slug: "tennis", status: "compulsory", venues: [] },
  { slug: "table-tennis", status: "compulsory", para: "included", venues: ["faaa-hall"] },
  { slug: "archery", status: "compulsory", venues: [] },
  { slug: "triathlon", status: "compulsory", venues: ["moorea-triathlon"] },
  { slug: "vaa", status: "compulsory", para: "pending", venues: [] },
  { slug: "sailing", status: "compulsory", venues: [] },
  { slug: "volleyball", status: "compulsory", venues: ["papeete-beach-volleyball"] },
  { slug: "wrestling", status: "optional", venues: ["papeete-wrestling"] },
  { slug: "badminton", status: "optional", venues: ["faaa-hall"] },
  { slug: "shooting", status: "optional", venues: ["titioro-range", "raiatea-clay-range"] },
  { slug: "surfing", status: "optional", venues: ["papara-surf"] },
  { slug: "powerlifting", status: "optional", venues: [] },
  { slug: "cycling", status: "optional", venues: ["moorea-cycling"] },
  { slug: "squash", status: "optional", venues: ["stade-pater"] },
];

/** A sport's name in the visitor's language, for any page that mentions a sport. */
export function sportName(slug: SportSlug, locale: Locale): string {
  return SPORT_NAMES[locale][slug];
}
