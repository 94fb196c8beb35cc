import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const ENHANCEMENTS_SOURCE = "app/platform/behaviours/main.ts";
const ENHANCEMENTS_URL = "virtual:enhancements-url";

/**
 * Public pages do not hydrate (ADR 013): they load one small script of behaviours instead. The client
 * build emits it as its own chunk; the server build, which runs after it, reads the chunk's hashed
 * URL from `virtual:enhancements-url`. In the browser the tag is never rendered (hydrated pages
 * import the script from entry.client.tsx), so the client bundle's value is empty. The dev server
 * serves the source itself.
 */
function enhancementsChunk(): Plugin {
  let reference: string | undefined;
  let url: string | undefined;
  let serving = false;
  return {
    name: "t27-enhancements-chunk",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      if (this.environment.name === "client" && !serving) reference = this.emitFile({ type: "chunk", id: ENHANCEMENTS_SOURCE, name: "enhance" });
    },
    generateBundle() {
      if (this.environment.name === "client" && reference) url = `/${this.getFileName(reference)}`;
    },
    resolveId(id) {
      return id === ENHANCEMENTS_URL ? `\0${ENHANCEMENTS_URL}` : undefined;
    },
    load(id) {
      if (id !== `\0${ENHANCEMENTS_URL}`) return undefined;
      if (serving) return `export default "/${ENHANCEMENTS_SOURCE}";`;
      if (this.environment.name === "client") return `export default "";`;
      if (!url) this.error("the client build must run before the server build reads the enhancements URL");
      return `export default ${JSON.stringify(url)};`;
    },
  };
}

const SERVICE_WORKER_SOURCE = "app/platform/offline/service-worker.ts";

/**
 * The service worker (ADR 035) is served from the site's root, so that its scope is every page: the
 * client build emits it as `sw.js` beside the assets, with no hash, among the static files the server
 * serves before the gate. It imports nothing the pages share, so it stays one self-contained file.
 */
function serviceWorkerFile(): Plugin {
  return {
    name: "t27-service-worker",
    apply: "build",
    buildStart() {
      if (this.environment.name === "client") this.emitFile({ type: "chunk", id: SERVICE_WORKER_SOURCE, fileName: "sw.js" });
    },
  };
}

/**
 * The behaviours' declarations (ADR 017) are imported by the script of behaviours and by the client
 * builds of the components that render their attributes, so the bundler would give each its own
 * few-hundred-byte chunk for a public page to fetch: they travel together instead.
 */
const BEHAVIOUR_DECLARATIONS = /\/app\/(platform\/behaviours\/behaviour|.+\.behaviour)\.ts$/;

// The SSR bundle's entry is our own server module, so the production server, the request
// handler and the app share one module graph (one database client, one translator per language).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enhancementsChunk(), serviceWorkerFile()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "behaviours", test: BEHAVIOUR_DECLARATIONS }] } } } } },
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
