// Kept apart from the table so that the pages' components can use the keys without drizzle in the browser.
export const NEWS_CATEGORIES = ["preparation", "delegations", "pacific_sport", "polynesia"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
