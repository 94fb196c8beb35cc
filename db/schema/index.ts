export * from "./auth.ts";
export * from "./contact.ts";
export * from "./news.ts";
export * from "./results.ts";
