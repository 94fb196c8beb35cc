import { EVENT_FORMATS, GENDERS, PHASES } from "../../../vocabulary/schedule-keys.ts";
import type { FieldDef } from "~/domain/content/fields.ts";

// The schedule's forms are described as content fields are (app/domain/content/fields.ts): one check
// (item-schema.server.ts) for the back office's forms and the CSV import alike, and one form kit.
// Shared with the browser.

/** An event's code, as the organisers' spreadsheet keys it: capitals, digits and single hyphens. */
export const EVENT_CODE = { pattern: /^[A-Z0-9]+(-[A-Z0-9]+)*$/, max: 40 } as const;

export const STAGE_NUMBER_MAX = 99;

/** An event's fields; `sports`: the sports' slugs, the only ones it may name. */
export function eventFields(sports: readonly string[]) {
  return [
    { name: "sport", type: "select", options: sports, required: true },
    { name: "discipline", type: "localized", max: 80 },
    { name: "name", type: "localized", required: true, max: 120 },
    { name: "gender", type: "select", options: GENDERS, required: true, labelled: true },
    { name: "format", type: "select", options: EVENT_FORMATS, required: true, labelled: true },
    { name: "medal", type: "checkbox" },
    { name: "delegations", type: "choices", of: "delegations" },
  ] as const satisfies readonly FieldDef[];
}

/** A session's fields; `venues`: the venues' ids, the only ones it may be held at. */
export function sessionFields(venues: readonly string[]) {
  return [
    { name: "phase", type: "select", options: PHASES, required: true, labelled: true },
    { name: "number", type: "integer", min: 1, max: STAGE_NUMBER_MAX },
    { name: "start", type: "datetime", required: true },
    { name: "end", type: "datetime" },
    { name: "venue", type: "select", options: venues, required: true },
    { name: "cancelled", type: "checkbox" },
  ] as const satisfies readonly FieldDef[];
}
