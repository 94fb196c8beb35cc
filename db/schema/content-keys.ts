/**
 * What organisers edit in the back office besides news and results (issue 21): each kind is a list of
 * items (or one item) stored as JSON in content_items, and is also the change feed's topic for it, so
 * that a change drops only the stored pages that show that kind.
 */
export const CONTENT_KINDS = [
  "event",
  "venues",
  "venuesTexts",
  "organizationTexts",
  "partnersTexts",
  "accreditation",
  "partners",
  "press",
  "delegations",
  "sports",
  "gamesTexts",
  "countriesTexts",
  "sportsTexts",
  "leaders",
  "commissions",
  "pressContacts",
  "guidelines",
  "offices",
  "contactTexts",
  "contactDepartments",
  "pages",
  "host",
  "volunteerRoles",
  "accreditationTexts",
  "athletesTexts",
  "volunteersTexts",
  "volunteerBenefits",
  "volunteerSteps",
  "volunteerCalendar",
  "volunteerCriteria",
  "athleteServices",
  "qualifications",
  "village",
  "mediaTexts",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Why a revision of a content item was kept. */
export const CONTENT_REVISION_REASONS = ["import", "create", "update", "delete", "restore"] as const;
export type ContentRevisionReason = (typeof CONTENT_REVISION_REASONS)[number];

/** An item's fields as stored: what JSON holds. */
export type ContentData = Record<string, unknown>;
