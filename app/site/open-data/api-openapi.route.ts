import type { Route } from "./+types/api-openapi.route";
import { atOpenApiPath, notFoundResponse, openApiResponse } from "~/domain/open-data/respond.server.ts";
import { OPEN_DATA_MAX_AGE } from "~/domain/open-data/paths.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// /api/v1/openapi.json: the description of the open data, generated from its schemas.
export const handle: RouteHandle = { shows: [], maxAge: OPEN_DATA_MAX_AGE };

export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  if (!atOpenApiPath(request)) return notFoundResponse(env.PUBLIC_URL, context.get(translatorContext).t);
  return openApiResponse(request, env.PUBLIC_URL);
}
