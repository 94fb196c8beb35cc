// `npm run dev`: the production server's pipeline with Vite in middleware mode. This file only makes
// Vite and the module runner that loads the server; server/dev.ts does the rest (ADR 018).
import { EventEmitter } from "node:events";
import path from "node:path";
import { createServer, createServerModuleRunner, normalizePath, resolveConfig } from "vite";

// React and its libraries choose their build from NODE_ENV when first loaded, which is after this.
process.env.NODE_ENV = "development";

/** Reports each file Vite has just invalidated in the server's module graph. */
function reportServerChanges(changes) {
  return {
    name: "t27-dev-server-changes",
    hotUpdate({ file, modules }) {
      if (this.environment.name === "ssr" && modules.length > 0) changes.emit("change", file);
    },
  };
}

// Vite serves files of the project's tree when asked (`?raw`, `?import`): not the data directory's
// secrets and database, which is ./data unless DATA_DIR says otherwise.
const dataDir = normalizePath(path.resolve(process.env.DATA_DIR || "data"));
const { fs: viteFs } = (await resolveConfig({ configFile: false, logLevel: "silent" }, "serve")).server;

const changes = new EventEmitter();
// Vite's HMR websocket attaches to a server given now, before the site's exists (and the site's is
// a new one after each restart): the site forwards its upgrade requests to this stand-in.
const upgrades = new EventEmitter();
const vite = await createServer({
  // No CORS headers: the pages load Vite's files from their own origin, and pages pass through Vite's
  // middleware on their way to the site, whose answers should carry only the site's headers.
  server: { middlewareMode: true, ws: { server: upgrades }, fs: { deny: [...viteFs.deny, `${dataDir}/**`] }, cors: false },
  appType: "custom",
  plugins: [reportServerChanges(changes)],
});
// One runner for the server and the routes, so both share one copy of every module. Without HMR: it
// evaluates again only what changed and what imports it, where Vite's HMR runner would start afresh
// on any change and leave the running server holding copies the routes no longer have.
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
const { startDevServer } = await runner.import("/server/dev.ts");
await startDevServer({ vite, runner, changes, upgrades });
