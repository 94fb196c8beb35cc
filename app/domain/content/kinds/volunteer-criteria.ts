import type { KindDef } from "./kind.ts";

/**
 * A selection criterion on /volunteers. The minimum age is not one: the page says it first, from the
 * event's facts, as the role cards do, so that one number cannot disagree with itself.
 */
export const volunteerCriteriaKind = {
  kind: "volunteerCriteria",
  titleField: "text",
  pages: ["/volunteers"],
  anchorPrefix: "criterion-",
  fields: [{ name: "text", type: "localized", required: true, max: 300 }],
} as const satisfies KindDef;
