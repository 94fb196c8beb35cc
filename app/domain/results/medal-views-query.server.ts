import { z } from "zod";
import { MEDAL_ORDERS } from "./medal-table.ts";
import type { MedalFilter, MedalTableView } from "./medal-views.ts";

/** The values a medal view's URL may name: the sports' slugs, the delegations' codes, the days one can pick (medalDays). */
export interface MedalViewChoices {
  slugs: readonly string[];
  codes: readonly string[];
  days: readonly string[];
}

// As the results list's query (results-query.server.ts): anything unusable is dropped, never an error.
const filterSchema = ({ slugs, codes, days }: MedalViewChoices) => ({
  sport: z.string().refine((slug) => slugs.includes(slug)).optional().catch(undefined),
  day: z.iso.date().refine((day) => days.includes(day)).optional().catch(undefined),
  delegation: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .refine((code) => codes.includes(code))
    .optional()
    .catch(undefined),
});

const value = (params: URLSearchParams, name: string) => params.get(name) || undefined;

/** The medal table's view from its URL (/medals?order=total&sport=judo&day=2027-08-04): by gold unless `order=total`. */
export function parseMedalTableQuery(params: URLSearchParams, choices: Omit<MedalViewChoices, "codes">): MedalTableView {
  const { sport, day } = filterSchema({ ...choices, codes: [] });
  const schema = z.object({ sport, day, order: z.enum(MEDAL_ORDERS).catch("gold") });
  return schema.parse({ sport: value(params, "sport"), day: value(params, "day"), order: value(params, "order") ?? "gold" });
}

/** The medallists list's filters from its URL (/medals/medallists?day=…&sport=…&delegation=FIJ). */
export function parseMedallistsQuery(params: URLSearchParams, choices: MedalViewChoices): MedalFilter {
  return z.object(filterSchema(choices)).parse({ sport: value(params, "sport"), day: value(params, "day"), delegation: value(params, "delegation") });
}
