import type { KindDef } from "./kind.ts";

/**
 * A department of the committee, on /contact and in its form's choices: where a visitor's message can
 * go. Their ids are the CONTACT_DEPARTMENTS keys that stored messages carry, so none is added or
 * deleted: the organisers name, describe and route them.
 */
export const contactDepartmentsKind = {
  kind: "contactDepartments",
  titleField: "name",
  fixed: true,
  pages: ["/contact"],
  anchorPrefix: "department-",
  fields: [
    { name: "name", type: "localized", required: true, max: 120 },
    { name: "description", type: "localized", max: 400, multiline: true },
    /** Told of each new message for the department, before INBOX_DEPARTMENT_EMAILS and INBOX_EMAIL. */
    { name: "email", type: "email" },
  ],
} as const satisfies KindDef;
