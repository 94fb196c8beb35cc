import type { Route } from "./+types/api-medals.route";
import { medalsAnswer } from "~/domain/open-data/medals.server.ts";
import { references } from "~/domain/open-data/references.server.ts";
import { datasetResponse, formatOf, notFoundResponse } from "~/domain/open-data/respond.server.ts";
import { OPEN_DATA_MAX_AGE } from "~/domain/open-data/paths.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// /api/v1/medals.json and .csv (issue 22, point 7): no filter, the whole table.
export const handle: RouteHandle = { shows: ["results", "delegations"], maxAge: OPEN_DATA_MAX_AGE };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, content, env } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const format = formatOf(request, "medals");
  if (!format) return notFoundResponse(env.PUBLIC_URL, t);
  const { book } = await references(content);
  return datasetResponse(request, "medals", format, await medalsAnswer(database.db, book, env.PUBLIC_URL));
}
