// Kept apart from the table so that the pages' components can use the keys without drizzle in the browser.
export const MEDALS = ["gold", "silver", "bronze"] as const;
export type Medal = (typeof MEDALS)[number];
