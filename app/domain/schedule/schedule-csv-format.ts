import { LOCALES } from "~/platform/i18n/locales.ts";

// The organisers' CSV file's columns and limits: what the import reads (schedule-csv.server.ts) and
// what its page tells. Shared with the browser.

export const EVENT_COLUMNS = [
  "code",
  "sport",
  ...LOCALES.map((locale) => `discipline_${locale}` as const),
  ...LOCALES.map((locale) => `name_${locale}` as const),
  "gender",
  "format",
  "medal",
  "delegations",
] as const;
export type EventColumn = (typeof EVENT_COLUMNS)[number];

export const SESSION_COLUMNS = ["phase", "number", "date", "start", "end", "venue", "cancelled"] as const;

/** Every column of the file, in the export's order. */
export const SCHEDULE_COLUMNS = [...EVENT_COLUMNS, ...SESSION_COLUMNS] as const;
export type ScheduleColumn = (typeof SCHEDULE_COLUMNS)[number];

/** The columns a file must have; the others may be left out. */
export const REQUIRED_COLUMNS: readonly ScheduleColumn[] = ["code", "sport", "name_fr", "gender", "format", "medal", "phase", "date", "start", "venue"];

export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_MAX_ROWS = 5000;
