import type { KindDef } from "./kind.ts";

/** How long a role's days are: the page says it in the interface's words (volunteers.commitments). */
export const VOLUNTEER_COMMITMENTS = ["short", "long"] as const;
export type VolunteerCommitment = (typeof VOLUNTEER_COMMITMENTS)[number];

/** A volunteer role on /volunteers; its minimum age is the programme's, an event fact. */
export const volunteerRolesKind = {
  kind: "volunteerRoles",
  titleField: "title",
  pages: ["/volunteers"],
  anchorPrefix: "role-",
  fields: [
    { name: "title", type: "localized", required: true, max: 120 },
    { name: "description", type: "localized", required: true, max: 500, multiline: true },
    { name: "requirements", type: "localizedList", max: 200 },
    { name: "spots", type: "integer", min: 1, max: 100_000, required: true },
    { name: "commitment", type: "select", options: VOLUNTEER_COMMITMENTS, required: true, labelled: true },
  ],
} as const satisfies KindDef;
