import type { Route } from "./+types/api-openapi.route";
import { openApiResponse } from "~/domain/open-data/respond.server.ts";
import { OPEN_DATA_MAX_AGE } from "~/domain/open-data/paths.ts";
import { servicesContext } from "~/platform/services/services.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// /api/v1/openapi.json: the description of the open data, generated from its schemas.
export const handle: RouteHandle = { shows: [], maxAge: OPEN_DATA_MAX_AGE };

export function loader({ request, context }: Route.LoaderArgs) {
  return openApiResponse(request, context.get(servicesContext).env.PUBLIC_URL);
}
