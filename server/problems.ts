/** What was wrong with a request the site refused before any page could read it. */
export type Problem = "malformed-url" | "forbidden-characters" | "body-too-large" | "unsupported-body" | "malformed-body" | "method-not-allowed" | "cross-origin";
