import type { Route } from "./+types/api-results.route";
import { references } from "~/domain/open-data/references.server.ts";
import { datasetResponse, filtersOf, formatOf, notFoundResponse } from "~/domain/open-data/respond.server.ts";
import { resultsAnswer } from "~/domain/open-data/results.server.ts";
import { OPEN_DATA_MAX_AGE } from "~/domain/open-data/paths.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// /api/v1/results.json and .csv (issue 22, point 7).
export const handle: RouteHandle = { shows: ["results", "schedule", "sports", "delegations"], maxAge: OPEN_DATA_MAX_AGE };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, content, env } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const format = formatOf(request, "results");
  if (!format) return notFoundResponse(env.PUBLIC_URL, t);
  const { book, known } = await references(content);
  const filters = filtersOf(request, "results", known, t);
  if (filters instanceof Response) return filters;
  return datasetResponse(request, "results", format, await resultsAnswer(database.db, book, env.PUBLIC_URL, filters));
}
