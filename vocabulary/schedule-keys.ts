// Kept apart from the tables so that the pages' components can use the keys without drizzle in the browser.

/** Who an event is for. */
export const GENDERS = ["men", "women", "mixed", "open"] as const;
export type Gender = (typeof GENDERS)[number];

export const EVENT_FORMATS = ["individual", "team"] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/**
 * The stages of an event, in the order they are held: a schedule lists an event's sessions by time,
 * and an event's sessions at one time by this order. A stage held in several parts (heat 2, round 3,
 * pool 1) carries its number beside it.
 */
export const PHASES = [
  "preliminary",
  "qualification",
  "heats",
  "pool",
  "round",
  "repechage",
  "quarterfinal",
  "semifinal",
  "classification",
  "bronze",
  "final",
] as const;
export type Phase = (typeof PHASES)[number];

/** How far a session's results are: none yet (null), provisional (open to protest) or official. */
export const RESULTS_STATES = ["provisional", "official"] as const;
export type ResultsState = (typeof RESULTS_STATES)[number];

/** Why an entry has no mark: did not start, did not finish, disqualified, no mark recorded. */
export const RESULT_STATUSES = ["DNS", "DNF", "DSQ", "NM"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
