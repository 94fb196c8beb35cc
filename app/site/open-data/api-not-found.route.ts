import type { Route } from "./+types/api-not-found.route";
import { notFoundResponse } from "~/domain/open-data/respond.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// Any other address under /api/v1: a JSON 404 for the programs that read it, not the site's 404 page.
export const handle: RouteHandle = { shows: [] };

export function loader({ context }: Route.LoaderArgs) {
  return notFoundResponse(context.get(servicesContext).env.PUBLIC_URL, context.get(translatorContext).t);
}
