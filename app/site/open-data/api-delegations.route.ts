import type { Route } from "./+types/api-delegations.route";
import { delegationsAnswer } from "~/domain/open-data/delegations.server.ts";
import { datasetResponse } from "~/domain/open-data/respond.server.ts";
import { OPEN_DATA_MAX_AGE } from "~/domain/open-data/paths.ts";
import { servicesContext } from "~/platform/services/services.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// /api/v1/delegations.json and .csv (issue 22, point 7): no filter, every delegation.
export const handle: RouteHandle = { shows: ["delegations", "results"], maxAge: OPEN_DATA_MAX_AGE };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, content, env } = context.get(servicesContext);
  return datasetResponse(request, "delegations", await delegationsAnswer(database.db, content, env.PUBLIC_URL));
}
