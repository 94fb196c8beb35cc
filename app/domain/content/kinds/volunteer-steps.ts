import type { KindDef } from "./kind.ts";

/** A step of becoming a volunteer, numbered on /volunteers in list order. */
export const volunteerStepsKind = {
  kind: "volunteerSteps",
  titleField: "title",
  pages: ["/volunteers"],
  fields: [
    { name: "title", type: "localized", required: true, max: 120 },
    { name: "text", type: "localized", required: true, max: 500, multiline: true },
  ],
} as const satisfies KindDef;
