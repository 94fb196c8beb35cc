// The server bundle's entry (see vite.config.ts): what server.mjs, the scripts and the tests use. The
// routes are this bundle's own build; `npm run dev` boots the same server with Vite's (server/dev.ts).
import type { ServerBuild } from "react-router";
import { boot as bootWith, startServer as startWith, type BootOptions } from "./boot.ts";
import * as build from "virtual:react-router/server-build";

const routes = { build: build as unknown as ServerBuild };

export function boot(options: Omit<BootOptions, "routes">) {
  return bootWith({ ...options, routes });
}

export function startServer() {
  return startWith(routes);
}

export type { RunningSite } from "./boot.ts";
export { openDatabase } from "../db/client.ts";
export { parseEnv } from "~/platform/config/env.server.ts";
