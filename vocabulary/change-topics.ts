import { CONTENT_KINDS } from "./content-keys.ts";

/**
 * What changed: results feed /live and the medal table; news feeds the home page and /news; media the
 * pages showing the library's files; the schedule its pages; each kind of the organisers' content
 * (migration 0012) the pages showing it. The change feed announces them, pages declare the ones they
 * show (their route handle) and the page cache drops what a change touches.
 */
export const CHANGE_TOPICS = ["results", "news", "media", "schedule", ...CONTENT_KINDS] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];
