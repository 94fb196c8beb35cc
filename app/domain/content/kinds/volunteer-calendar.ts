import type { LocalizedValue } from "../fields.ts";
import type { KindDef } from "./kind.ts";

/**
 * A milestone of the volunteer calendar after the applications open: that first one is the event's
 * volunteer registration date (one date, said twice on /volunteers), so it is not an item here.
 */
export interface VolunteerMilestoneData {
  /** Any day of the month the page names. */
  month: string;
  words: LocalizedValue;
}

export const volunteerCalendarKind = {
  kind: "volunteerCalendar",
  titleField: "words",
  pages: ["/volunteers"],
  anchorPrefix: "milestone-",
  fields: [
    { name: "month", type: "date", required: true },
    { name: "words", type: "localized", required: true, max: 160 },
  ],
} as const satisfies KindDef;
