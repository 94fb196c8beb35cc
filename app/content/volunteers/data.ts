// Volunteer facts in one place. The programme facts come from docs/FACTS.md (the 'A Ti'aturu programme);
// the roles, their posts, the training, the minimum age and the calendar come from docs/SPEC.md.
export const VOLUNTEER_PROGRAMME = {
  name: "'A Ti'aturu",
  registrationOpened: "2026-03-01",
  commitmentDays: 14,
  mobilisationStart: "2027-07-05",
  mobilisationEnd: "2027-08-10",
} as const;

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

/** docs/SPEC.md's calendar, by month. */
export const VOLUNTEER_CALENDAR: readonly { id: VolunteerMilestone; month: string }[] = [
  { id: "applicationsOpen", month: "2027-03-01" },
  { id: "applicationsClose", month: "2027-05-01" },
  { id: "selection", month: "2027-06-01" },
  { id: "training", month: "2027-07-01" },
  { id: "missions", month: "2027-08-01" },
];

/** Applications go through the contact form, which preselects this subject. */
export const VOLUNTEER_APPLY_PATH = "/contact?subject=volunteers";
