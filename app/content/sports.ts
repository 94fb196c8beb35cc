import {
  Bike,
  BowArrow,
  BrickWall,
  CircleDashed,
  CircleDot,
  Crosshair,
  Disc,
  Dumbbell,
  Feather,
  FlagTriangleRight,
  Footprints,
  Goal,
  HandFist,
  HandGrab,
  Kayak,
  Route,
  RugbyBall,
  Sailboat,
  Shirt,
  SportShoe,
  Volleyball,
  Waves,
  WavesLadder,
  Weight,
  type LucideIcon,
} from "lucide-react";
import type { Locale } from "~/platform/i18n/locales.ts";
import { SPORT_NAMES } from "./sports/names.ts";
import type { VenueId } from "./venues.ts";

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
  icon: LucideIcon;
  status: SportStatus;
  para?: ParaStatus;
  /** Announced venues; empty while the venue is not published. */
  venues: VenueId[];
}

export const SPORTS: readonly Sport[] = [
  { slug: "athletics", icon: SportShoe, status: "compulsory", para: "included", venues: ["hitiaa-athletics"] },
  { slug: "basketball", icon: CircleDot, status: "compulsory", venues: [] },
  { slug: "boxing", icon: HandFist, status: "compulsory", venues: [] },
  { slug: "football", icon: Goal, status: "compulsory", venues: ["stade-venus", "stade-louis-ganivet", "stade-manu-ura"] },
  { slug: "golf", icon: FlagTriangleRight, status: "compulsory", venues: ["atimaono-golf"] },
  { slug: "weightlifting", icon: Dumbbell, status: "compulsory", venues: [] },
  { slug: "judo", icon: Shirt, status: "compulsory", venues: [] },
  { slug: "swimming", icon: WavesLadder, status: "compulsory", venues: ["mamao-aquatic-centre", "moorea-open-water"] },
  { slug: "rugby-sevens", icon: RugbyBall, status: "compulsory", venues: [] },
  { slug: "taekwondo", icon: Footprints, status: "compulsory", venues: [] },
  { slug: "tennis", icon: CircleDashed, status: "compulsory", venues: [] },
  { slug: "table-tennis", icon: Disc, status: "compulsory", para: "included", venues: ["faaa-hall"] },
  { slug: "archery", icon: BowArrow, status: "compulsory", venues: [] },
  { slug: "triathlon", icon: Route, status: "compulsory", venues: ["moorea-triathlon"] },
  { slug: "vaa", icon: Kayak, status: "compulsory", para: "pending", venues: [] },
  { slug: "sailing", icon: Sailboat, status: "compulsory", venues: [] },
  { slug: "volleyball", icon: Volleyball, status: "compulsory", venues: ["papeete-beach-volleyball"] },
  { slug: "wrestling", icon: HandGrab, status: "optional", venues: ["papeete-wrestling"] },
  { slug: "badminton", icon: Feather, status: "optional", venues: ["faaa-hall"] },
  { slug: "shooting", icon: Crosshair, status: "optional", venues: ["titioro-range", "raiatea-clay-range"] },
  { slug: "surfing", icon: Waves, status: "optional", venues: ["papara-surf"] },
  { slug: "powerlifting", icon: Weight, status: "optional", venues: [] },
  { slug: "cycling", icon: Bike, status: "optional", venues: ["moorea-cycling"] },
  { slug: "squash", icon: BrickWall, status: "optional", venues: ["stade-pater"] },
];

/** A sport's name in the visitor's language, for any page that mentions a sport. */
export function sportName(slug: SportSlug, locale: Locale): string {
  return SPORT_NAMES[locale][slug];
}
