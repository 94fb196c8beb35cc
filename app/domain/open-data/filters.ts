import { isCalendarDate } from "~/platform/i18n/calendar-date.ts";
import type { Dataset } from "./schemas.ts";

/** The query parameters that narrow a dataset (the others are ignored: a cache buster, a typo of a program's own). */
export const FILTERS = ["day", "sport", "venue", "delegation"] as const;
export type FilterName = (typeof FILTERS)[number];

export const DATASET_FILTERS: Record<Dataset, readonly FilterName[]> = {
  schedule: ["day", "sport", "venue", "delegation"],
  results: ["day", "sport", "delegation"],
  medals: [],
  delegations: [],
};

export type Filters = Partial<Record<FilterName, string>>;

/** What the content knows: a filter naming anything else is a mistake worth saying. */
export interface KnownValues {
  sports: readonly string[];
  venues: readonly string[];
  delegations: readonly string[];
}

export interface FilterProblem {
  parameter: FilterName;
  reason: "unknownValue" | "badDay" | "repeated";
  value: string;
  /** The values the parameter takes, when they are a list. */
  allowed?: string[];
}

export type FilterResult = { ok: true; filters: Filters } | { ok: false; problem: FilterProblem };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A dataset's filters from a request's query. An empty value is no filter (a form left blank); a
 * value the content does not know, a day that is not one, or a parameter given twice is refused,
 * rather than answered with an empty or a whole list the program would take for the truth. A
 * delegation's code is read in either case.
 */
export function readFilters(query: URLSearchParams, names: readonly FilterName[], known: KnownValues): FilterResult {
  const filters: Filters = {};
  for (const parameter of names) {
    const values = query.getAll(parameter).map((value) => value.trim()).filter(Boolean);
    if (values.length === 0) continue;
    const [value] = values as [string];
    if (values.length > 1) return { ok: false, problem: { parameter, reason: "repeated", value: values.join(", ") } };
    if (parameter === "day") {
      if (!DAY.test(value) || !isCalendarDate(value)) return { ok: false, problem: { parameter, reason: "badDay", value } };
      filters.day = value;
      continue;
    }
    const list = parameter === "sport" ? known.sports : parameter === "venue" ? known.venues : known.delegations;
    const given = parameter === "delegation" ? value.toUpperCase() : value;
    if (!list.includes(given)) return { ok: false, problem: { parameter, reason: "unknownValue", value, allowed: [...list].sort() } };
    filters[parameter] = given;
  }
  return { ok: true, filters };
}
