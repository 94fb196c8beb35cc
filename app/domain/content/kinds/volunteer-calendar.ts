import type { KindDef } from "./kind.ts";

/**
 * A milestone of the volunteer calendar after the applications open: that first one is the event's
 * volunteer registration date (one date, said twice on /volunteers), so it is not an item here.
 */
export const volunteerCalendarKind = {
  kind: "volunteerCalendar",
  titleField: "words",
  pages: ["/volunteers"],
  anchorPrefix: "milestone-",
  fields: [
    /** Any day of the month the page names. */
    { name: "month", type: "date", required: true },
    { name: "words", type: "localized", required: true, max: 160 },
  ],
} as const satisfies KindDef;
