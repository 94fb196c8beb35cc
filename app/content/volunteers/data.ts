// Volunteer facts in one place. The programme's figures and dates are the event's facts
// (app/domain/event/event-facts.server.ts); the roles, their posts, the training, the minimum age and
// the calendar come from docs/SPEC.md.

export const VOLUNTEER_MIN_AGE = 16;

export type VolunteerRoleId = "welcome" | "transport" | "medical" | "media" | "competition" | "ceremonies";
export type VolunteerCommitment = "short" | "long";

export const VOLUNTEER_ROLES: readonly { id: VolunteerRoleId; spots: number; commitment: VolunteerCommitment }[] = [
  { id: "welcome", spots: 200, commitment: "short" },
  { id: "transport", spots: 150, commitment: "long" },
  { id: "medical", spots: 100, commitment: "long" },
  { id: "media", spots: 80, commitment: "short" },
  { id: "competition", spots: 300, commitment: "long" },
  { id: "ceremonies", spots: 120, commitment: "short" },
];

export type VolunteerMilestone = "applicationsOpen" | "applicationsClose" | "selection" | "training" | "missions";

/**
 * docs/SPEC.md's calendar, by month, after the applications open: that is the programme's registration
 * date, an event fact (docs/SPEC.md's March 2027 contradicted docs/FACTS.md's March 2026).
 */
export const VOLUNTEER_CALENDAR: readonly { id: Exclude<VolunteerMilestone, "applicationsOpen">; month: string }[] = [
  { id: "applicationsClose", month: "2027-05-01" },
  { id: "selection", month: "2027-06-01" },
  { id: "training", month: "2027-07-01" },
  { id: "missions", month: "2027-08-01" },
];

/** Applications go through the contact form, which preselects this subject. */
export const VOLUNTEER_APPLY_PATH = "/contact?subject=volunteers";
