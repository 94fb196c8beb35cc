import type { KindDef } from "./kind.ts";

/** The pictures a commission's card can carry, each an icon of the page. */
export const COMMISSION_ICONS = ["sport", "venues", "volunteers", "culture", "media", "logistics", "partnerships"] as const;
export type CommissionIcon = (typeof COMMISSION_ICONS)[number];

/** A commission of the organising committee, on /organization. */
export const commissionsKind = {
  kind: "commissions",
  titleField: "name",
  pages: ["/organization"],
  anchorPrefix: "commission-",
  fields: [
    { name: "name", type: "localized", required: true, max: 120 },
    { name: "icon", type: "select", options: COMMISSION_ICONS, required: true, labelled: true },
    { name: "description", type: "localized", required: true, max: 600, multiline: true },
    /** Its members, one a line, once the committee publishes them. */
    { name: "composition", type: "localizedList", max: 200, confirm: true },
  ],
} as const satisfies KindDef;
