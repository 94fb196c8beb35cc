export * from "./auth.ts";
export * from "./contact.ts";
export * from "./news.ts";
export * from "./results.ts";
export * from "./schedule.ts";
export * from "./media.ts";
export * from "./audit.ts";
export * from "./content.ts";
