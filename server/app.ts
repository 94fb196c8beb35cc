// The server bundle's entry (see vite.config.ts): what server.mjs, the scripts and the tests use.
export { boot, startServer, type RunningSite } from "./boot.ts";
export { openDatabase } from "../db/client.ts";
export { parseEnv } from "~/platform/config/env.server.ts";
