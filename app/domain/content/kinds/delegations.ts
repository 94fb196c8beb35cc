import type { KindDef } from "./kind.ts";

/** The ISO 3166-1 regions whose flag the site serves (app/site/parts/flag-urls.ts). */
export const FLAG_REGIONS = [
  "AS", "AU", "CK", "FJ", "FM", "GU", "KI", "MH", "MP", "NC", "NF", "NR",
  "NU", "NZ", "PF", "PG", "PW", "SB", "TK", "TO", "TV", "VU", "WF", "WS",
] as const;

/** Pacific Games Council member, or invited for part of the programme (Australia, New Zealand). */
export const DELEGATION_STATUSES = ["member", "invited"] as const;
export type DelegationStatus = (typeof DELEGATION_STATUSES)[number];

/**
 * A delegation of the Games (docs/FACTS.md). Its item id is its code (TAH, FIJ): results store it, its
 * page's address carries it, so it is typed once when the delegation is added and never changes.
 */
export const delegationsKind = {
  kind: "delegations",
  titleField: "name",
  pages: ["/countries"],
  givenId: { pattern: "^[A-Z]{3}$", max: 3, capitals: true, invalid: "adminContent.errors.idFormat" },
  fields: [
    { name: "name", type: "localized", required: true, max: 80 },
    { name: "status", type: "select", options: DELEGATION_STATUSES, required: true, labelled: true },
    { name: "host", type: "checkbox" },
    /** Approximate capital or main island, where the map puts its marker; none: not on the map. */
    { name: "position", type: "coordinates" },
    /** For the flag. */
    { name: "region", type: "select", options: FLAG_REGIONS },
  ],
} as const satisfies KindDef;
