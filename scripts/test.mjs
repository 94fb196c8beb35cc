// `npm test`: the whole suite. Vitest runs the unit and integration projects, then Playwright runs
// the browser tests in Debian's Chromium.
// `npm test -- --full` (npm run test:full, before a release) takes every language through every
// width in the browser sweep. Both runners run even if the first fails, so one run shows everything.
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
buildIfStale();
const full = process.argv.includes("--full");
const env = full ? { ...process.env, TEST_FULL: "1" } : process.env;
const run = (args) => spawnSync(process.execPath, args, { stdio: "inherit", env }).status ?? 1;
const vitest = run(["node_modules/vitest/vitest.mjs", "run"]);
const playwright = run(["node_modules/@playwright/test/cli.js", "test"]);
process.exit(vitest || playwright);
