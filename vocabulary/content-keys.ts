/**
 * What organisers edit in the back office besides news and results (issue 21): each kind is a list of
 * items (or one item) stored as JSON in content_items, and is also the change feed's topic for it, so
 * that a change drops only the stored pages that show that kind.
 */
export const CONTENT_KINDS = [
  "event",
  "venues",
  "accreditation",
  "partners",
  "press",
  "delegations",
  "sports",
  "leaders",
  "commissions",
  "pressContacts",
  "guidelines",
  "offices",
  "contactDepartments",
  "pages",
  "host",
  "volunteerRoles",
  "volunteerBenefits",
  "volunteerSteps",
  "volunteerCalendar",
  "volunteerCriteria",
  "athleteServices",
  "qualifications",
  "village",
  // Each page's own words (ADR 029), in the order of the site's menu.
  "gamesTexts",
  "countriesTexts",
  "sportsTexts",
  "venuesTexts",
  "scheduleTexts",
  "organizationTexts",
  "mediaTexts",
  "openDataTexts",
  "accreditationTexts",
  "athletesTexts",
  "volunteersTexts",
  "partnersTexts",
  "contactTexts",
  // Pages reached from the results menu.
  "medallistsTexts",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Why a revision of a content item was kept. */
export const CONTENT_REVISION_REASONS = ["import", "create", "update", "delete", "restore"] as const;
export type ContentRevisionReason = (typeof CONTENT_REVISION_REASONS)[number];

/** An item's fields as stored: what JSON holds. */
export type ContentData = Record<string, unknown>;
