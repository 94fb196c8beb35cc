import { TIERS, type TierKey } from "~/domain/partners/tiers.ts";
import type { LocalizedValue } from "../fields.ts";
import type { KindDef } from "./kind.ts";

/** A partner of the Games, listed under its tier on /partners. */
export interface PartnerData {
  /** A company or institution's name, the same in every language. */
  name: string;
  tier: TierKey;
  /** An image of the media library. */
  logo?: number;
  link?: string;
  description?: LocalizedValue;
}

export const partnersKind = {
  kind: "partners",
  titleField: "name",
  pages: ["/partners"],
  anchorPrefix: "partner-",
  fields: [
    { name: "name", type: "text", required: true, max: 120 },
    { name: "tier", type: "select", options: TIERS.map((tier) => tier.key), required: true, labelled: true },
    { name: "logo", type: "image" },
    { name: "link", type: "url" },
    { name: "description", type: "localized", max: 500, multiline: true },
  ],
} as const satisfies KindDef;
