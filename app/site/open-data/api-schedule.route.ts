import type { Route } from "./+types/api-schedule.route";
import { references } from "~/domain/open-data/references.server.ts";
import { datasetResponse, filtersOf, formatOf, notFoundResponse } from "~/domain/open-data/respond.server.ts";
import { scheduleAnswer } from "~/domain/open-data/schedule.server.ts";
import { OPEN_DATA_MAX_AGE } from "~/domain/open-data/paths.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// /api/v1/schedule.json and .csv (issue 22, point 7).
export const handle: RouteHandle = { shows: ["schedule", "sports", "venues", "delegations"], maxAge: OPEN_DATA_MAX_AGE };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, content, env } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const format = formatOf(request, "schedule");
  if (!format) return notFoundResponse(env.PUBLIC_URL, t);
  const { book, known } = await references(content);
  const filters = filtersOf(request, "schedule", known, t);
  if (filters instanceof Response) return filters;
  return datasetResponse(request, "schedule", format, await scheduleAnswer(database.db, book, env.PUBLIC_URL, filters));
}
