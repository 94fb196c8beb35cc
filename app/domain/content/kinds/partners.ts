import { TIERS } from "~/domain/partners/tiers.ts";
import type { KindDef } from "./kind.ts";

/** A partner of the Games, listed under its tier on /partners. */
export const partnersKind = {
  kind: "partners",
  titleField: "name",
  pages: ["/partners"],
  anchorPrefix: "partner-",
  fields: [
    /** A company or institution's name, the same in every language. */
    { name: "name", type: "text", required: true, max: 120 },
    { name: "tier", type: "select", options: TIERS.map((tier) => tier.key), required: true, labelled: true },
    /** An image of the media library. */
    { name: "logo", type: "image" },
    { name: "link", type: "url" },
    { name: "description", type: "localized", max: 500, multiline: true },
  ],
} as const satisfies KindDef;
