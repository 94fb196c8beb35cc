// `npm run dev` (scripts/dev.mjs loads this module through Vite's module runner): the production
// server's whole pipeline (server/boot.ts) with the routes and the browser's files from Vite. Never
// part of the server bundle. Why it restarts the server on some changes and not others: ADR 018.
import type { EventEmitter } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { ModuleRunner } from "vite/module-runner";
import { PAGES_CHANGED } from "~/platform/behaviours/dev-reload.ts";
import type * as Boot from "./boot.ts";

/** The server's own root module: it and all it imports are what the server itself loaded. */
const BOOT_MODULE = "/server/boot.ts";
const SERVER_BUILD = "virtual:react-router/server-build";
const THIS_FILE = fileURLToPath(import.meta.url);

export interface DevTools {
  vite: ViteDevServer;
  /** The one runner that loads the server and, on each request, its routes. */
  runner: ModuleRunner;
  /** Emits "change" with a file's path once Vite has invalidated the server-side modules made from it. */
  changes: EventEmitter;
  /** Where Vite's HMR websocket waits for upgrade requests. */
  upgrades: EventEmitter;
}

/**
 * The routes as they are now: the same object until an edit reaches them. Without the stylesheet
 * React Router's development build inlines for CSS that JavaScript imports: the site imports none
 * (the document links app.css), and the tag's nonce would differ between the server's markup and the
 * back office's hydration.
 */
function buildLoader(runner: ModuleRunner): () => Promise<ServerBuild> {
  let loaded: { module: ServerBuild; build: ServerBuild } | undefined;
  return async () => {
    const module = (await runner.import(SERVER_BUILD)) as ServerBuild;
    if (loaded?.module !== module) loaded = { module, build: { ...module, unstable_getCriticalCss: undefined } };
    return loaded.build;
  };
}

export async function startDevServer({ vite, runner, changes, upgrades }: DevTools): Promise<void> {
  const loadBoot = () => runner.import(BOOT_MODULE) as Promise<typeof Boot>;
  const { readEnv, logUncaughtErrors, startBanner } = await loadBoot();
  // Vite serves the project's sources, so the server listens on this machine only unless HOST says
  // otherwise. A stored page would hide the very edit being looked at: no page cache.
  const env = { ...readEnv({ HOST: "127.0.0.1", ...process.env }), PAGE_CACHE: "off" as const };
  const loadBuild = buildLoader(runner);
  const dev = { build: loadBuild, middleware: vite.middlewares };

  async function start(): Promise<Boot.RunningSite> {
    const { boot } = await loadBoot();
    const site = await boot({ env, routes: { build: await loadBuild(), dev } });
    site.server.on("upgrade", (...request) => upgrades.emit("upgrade", ...request));
    return site;
  }

  /**
   * Whether the running server itself loaded a module made from this file. A stylesheet imported for
   * its URL does not count: the URL stays the same whatever the file holds.
   */
  function serverLoads(file: string): boolean {
    const root = runner.evaluatedModules.getModuleByUrl(BOOT_MODULE);
    const seen = new Set<string>();
    const pending = root ? [root.id] : [];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const module = runner.evaluatedModules.getModuleById(id);
      if (!module) continue;
      if (module.file === file && !id.endsWith("?url")) return true;
      pending.push(...module.imports);
    }
    return false;
  }

  let site: Boot.RunningSite | null = await start();
  logUncaughtErrors(site.logger);
  console.log(
    [...startBanner(env, site), "  Development: pages, styles and behaviours come from Vite and show each edit; no page cache"].join("\n") + "\n",
  );

  let work = Promise.resolve();
  let restartQueued = false;
  let restarting = false;

  async function restart(file: string) {
    restartQueued = false;
    restarting = true;
    const started = performance.now();
    console.log(`${path.relative(process.cwd(), file)} changed: restarting the server.`);
    try {
      await site?.close();
      site = null;
      site = await start();
      console.log(`Server restarted in ${Math.round(performance.now() - started)} ms.`);
      vite.environments.client.hot.send({ type: "full-reload" });
    } catch (error) {
      console.error(error);
      console.error("The server is down until the next saved change, when it tries again.");
    } finally {
      restarting = false;
    }
  }

  changes.on("change", (file: string) => {
    if (file === THIS_FILE) console.warn("server/dev.ts changed: stop and run `npm run dev` again to use it.");
    if (restartQueued) return;
    // Routes see a changed module at their next request; a copy the server holds would stay the old
    // one, so a module it loaded restarts it. While it restarts, any change may be one of those.
    if (restarting || site === null || serverLoads(file)) {
      restartQueued = true;
      work = work.then(() => restart(file));
    } else {
      work = work.then(() => vite.environments.client.hot.send({ type: "custom", event: PAGES_CHANGED }));
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    work
      .then(() => site?.close())
      .then(() => vite.close())
      .then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  // Vite's own servers (React Router's plugin starts one to compile) end the process on SIGTERM
  // without waiting: the site stops first here, and closing Vite closes them.
  process.removeAllListeners("SIGTERM");
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
