export * from "./auth.ts";
export * from "./contact.ts";
export * from "./news.ts";
export * from "./news-keys.ts";
export * from "./results.ts";
export * from "./results-keys.ts";
export * from "./media.ts";
export * from "./media-keys.ts";
