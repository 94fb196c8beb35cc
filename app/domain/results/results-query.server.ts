import { z } from "zod";
import { DELEGATION_CODES } from "~/content/delegations.ts";
import { SPORT_SLUGS } from "~/content/sports.ts";

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const resultsQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  sport: z.enum(SPORT_SLUGS).optional().catch(undefined),
  country: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .pipe(z.enum(DELEGATION_CODES))
    .optional()
    .catch(undefined),
  date: z.iso.date().optional().catch(undefined),
});

export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

/** The list's filters and page from its URL; an empty field (the form's "all") means no filter. */
export function parseResultsQuery(params: URLSearchParams): ResultsQuery {
  const value = (name: string) => params.get(name) || undefined;
  return resultsQuerySchema.parse({ page: value("page"), sport: value("sport"), country: value("country"), date: value("date") });
}
