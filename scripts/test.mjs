// `npm test`: the whole suite (unit, integration through the request handler, end-to-end in Chromium).
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
buildIfStale();
const result = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
