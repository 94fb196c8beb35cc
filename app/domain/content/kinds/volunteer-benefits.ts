import type { KindDef } from "./kind.ts";

/** The pictures a benefit may carry: the page draws each (app/site/volunteers). */
export const VOLUNTEER_BENEFIT_ICONS = ["training", "uniform", "meals", "certificate", "meetings", "experience"] as const;
export type VolunteerBenefitIcon = (typeof VOLUNTEER_BENEFIT_ICONS)[number];

/** What a volunteer gets, on /volunteers. */
export const volunteerBenefitsKind = {
  kind: "volunteerBenefits",
  titleField: "title",
  pages: ["/volunteers"],
  anchorPrefix: "benefit-",
  fields: [
    { name: "icon", type: "select", options: VOLUNTEER_BENEFIT_ICONS, required: true, labelled: true },
    { name: "title", type: "localized", required: true, max: 120 },
    { name: "text", type: "localized", required: true, max: 500, multiline: true },
  ],
} as const satisfies KindDef;
