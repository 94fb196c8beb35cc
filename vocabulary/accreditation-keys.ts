// Kept apart from the tables so that the pages' components can use the keys without drizzle in the browser.

/**
 * Where an accreditation application stands (issue 35, point 4). Stored, and in the review desk's
 * filters: the steps between them are app/domain/accreditation/workflow.ts.
 */
export const APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "in_review",
  "information_requested",
  "approved",
  "screening",
  "cleared",
  "badge_issued",
  "collected",
  "withdrawn",
  "rejected",
  "refused_at_screening",
  "revoked",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What moves an application from one status to another, as its history records it. */
export const APPLICATION_STEPS = [
  "submit",
  "open",
  "request_information",
  "approve",
  "reject",
  "send_to_screening",
  "clear",
  "refuse_at_screening",
  "issue_badge",
  "collect",
  "withdraw",
  "revoke",
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
