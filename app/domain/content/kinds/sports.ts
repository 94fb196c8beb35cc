import type { KindDef } from "./kind.ts";

/** The Pacific Games Council's classification: every edition holds the compulsory sports. */
export const SPORT_STATUSES = ["compulsory", "optional"] as const;
export type SportStatus = (typeof SPORT_STATUSES)[number];

/** "pending": a para event announced but not yet approved (para va'a); none: no para event. */
export const PARA_STATUSES = ["included", "pending"] as const;
export type ParaStatus = (typeof PARA_STATUSES)[number];

/**
 * A sport of the programme (docs/FACTS.md). Its item id is its slug (swimming): results store it and
 * it names the sport's pictogram (app/site/parts/sport-pictograms.ts), so it is typed once.
 */
export const sportsKind = {
  kind: "sports",
  titleField: "name",
  pages: ["/sports"],
  anchorPrefix: "sport-",
  givenId: { pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", max: 40, invalid: "adminContent.errors.slugFormat" },
  fields: [
    { name: "name", type: "localized", required: true, max: 80 },
    /** One factual line: what the discipline is. */
    { name: "description", type: "localized", max: 300 },
    { name: "status", type: "select", options: SPORT_STATUSES, required: true, labelled: true },
    { name: "para", type: "select", options: PARA_STATUSES, labelled: true },
    /** Announced venues, by their id in the venues content. */
    { name: "venues", type: "choices", of: "venues" },
    /** A combat sport: both semi-final losers of an event take bronze (docs/FACTS.md, "Medal tables"). */
    { name: "twoBronzes", type: "checkbox" },
  ],
} as const satisfies KindDef;
