import { data, type ServerBuild } from "react-router";
import type { Database } from "../db/client.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/**
 * The server build with every loader, action and middleware answering 503 when it fails while the
 * database is down: visitors get the "temporarily unavailable" page in their language (ErrorScreen)
 * instead of the generic error, and the page cache keeps serving the copies it has. Failures with the
 * database up stay 500s; thrown responses (redirects, 404s) pass through.
 */
export function withOutagesAs503(build: ServerBuild, database: Pick<Database, "ping">): ServerBuild {
  async function asOutage(error: unknown): Promise<never> {
    if (error instanceof Error && (await databaseDown(database))) throw data({ unavailable: true }, { status: 503 });
    throw error;
  }
  function guarded<Args extends unknown[], Result>(run: (...args: Args) => Result) {
    return async (...args: Args): Promise<Awaited<Result>> => {
      try {
        return await run(...args);
      } catch (error) {
        return asOutage(error);
      }
    };
  }
  const guardModule = (module: RouteModule): RouteModule => ({
    ...module,
    ...(module.loader && { loader: guarded(module.loader) }),
    ...(module.action && { action: guarded(module.action) }),
    ...(module.middleware && { middleware: module.middleware.map(guarded) }),
  });
  const routes = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route && { ...route, module: guardModule(route.module) }]));
  return { ...build, routes };
}
