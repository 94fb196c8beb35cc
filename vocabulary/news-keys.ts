// Kept apart from the table so that the pages' components can use the keys without drizzle in the browser.
export const NEWS_CATEGORIES = ["preparation", "delegations", "pacific_sport", "polynesia"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** Why a revision of a version was kept: an editor's save, the list's publish button, a restore, the scheduler. */
export const NEWS_REVISION_REASONS = ["save", "publish", "unpublish", "restore", "schedule", "import"] as const;
export type NewsRevisionReason = (typeof NEWS_REVISION_REASONS)[number];
