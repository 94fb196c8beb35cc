import { z } from "zod";
import { NEWS_CATEGORIES } from "../../../vocabulary/news-keys.ts";

const MAX_SEARCH_LENGTH = 100;

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const listQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  category: z.enum(NEWS_CATEGORIES).optional().catch(undefined),
  q: z
    .string()
    .transform((q) => q.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim() || undefined)
    .optional()
    .catch(undefined),
});

export type NewsListQuery = z.infer<typeof listQuerySchema>;

/** The list's page, category and search words from its URL, normalised. */
export function parseNewsListQuery(params: URLSearchParams): NewsListQuery {
  return listQuerySchema.parse({
    page: params.get("page") ?? undefined,
    category: params.get("category") ?? undefined,
    q: params.get("q") ?? undefined,
  });
}
