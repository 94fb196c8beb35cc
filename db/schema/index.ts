export * from "./auth.ts";
export * from "./news.ts";
export * from "./results.ts";
