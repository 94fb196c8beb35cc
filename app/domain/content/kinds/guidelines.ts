import type { KindDef } from "./kind.ts";

/** The pictures a block of coverage rules can carry, each an icon of the page. */
export const GUIDELINE_ICONS = ["zones", "equipment"] as const;
export type GuidelineIcon = (typeof GUIDELINE_ICONS)[number];

/** A block of the live coverage rules (authorised zones, equipment), on /media. */
export const guidelinesKind = {
  kind: "guidelines",
  titleField: "title",
  pages: ["/media"],
  anchorPrefix: "guideline-",
  fields: [
    { name: "title", type: "localized", required: true, max: 120 },
    { name: "icon", type: "select", options: GUIDELINE_ICONS, required: true, labelled: true },
    { name: "rules", type: "localizedList", max: 400 },
  ],
} as const satisfies KindDef;
