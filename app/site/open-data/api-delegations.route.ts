import type { Route } from "./+types/api-delegations.route";
import { delegationsAnswer } from "~/domain/open-data/delegations.server.ts";
import { datasetResponse, formatOf, notFoundResponse } from "~/domain/open-data/respond.server.ts";
import { OPEN_DATA_MAX_AGE } from "~/domain/open-data/paths.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// /api/v1/delegations.json and .csv (issue 22, point 7): no filter, every delegation.
export const handle: RouteHandle = { shows: ["delegations", "results"], maxAge: OPEN_DATA_MAX_AGE };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, content, env } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const format = formatOf(request, "delegations");
  if (!format) return notFoundResponse(env.PUBLIC_URL, t);
  return datasetResponse(request, "delegations", format, await delegationsAnswer(database.db, content, env.PUBLIC_URL));
}
