import { z } from "zod";

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const resultsQuerySchema = (codes: readonly string[], slugs: readonly string[]) => z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  sport: z.string().refine((slug) => slugs.includes(slug)).optional().catch(undefined),
  country: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .refine((code) => codes.includes(code))
    .optional()
    .catch(undefined),
  date: z.iso.date().optional().catch(undefined),
  // A scheduled session's id: its own results (the schedule's "results" links). The loader drops one that names no session.
  session: z.coerce.number().int().positive().max(2 ** 31 - 1).optional().catch(undefined),
});

export type ResultsQuery = z.infer<ReturnType<typeof resultsQuerySchema>>;

/**
 * The list's filters and page from its URL; an empty field (the form's "all") means no filter, and so
 * does a delegation outside `codes` (the delegations' codes) or a sport outside `slugs`.
 */
export function parseResultsQuery(params: URLSearchParams, codes: readonly string[], slugs: readonly string[]): ResultsQuery {
  const value = (name: string) => params.get(name) || undefined;
  return resultsQuerySchema(codes, slugs).parse({ page: value("page"), sport: value("sport"), country: value("country"), date: value("date"), session: value("session") });
}
