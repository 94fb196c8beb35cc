// `npm test`: the whole suite. Vitest runs the unit and integration projects, then Playwright runs
// the browser tests in Debian's Chromium.
// `npm test -- --full` (npm run test:full, before a release) takes every language through every
// width in the browser sweep. Both runners run even if the first fails, so one run shows everything.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
buildIfStale();
// The runners' global setup migrates and fills the embedded template databases once, into this
// folder, and the second runner copies the first one's (tests/helpers/test-database.ts).
const templates = fs.mkdtempSync(path.join(os.tmpdir(), "t27-templates-"));
const env = { ...process.env, TEST_DATABASE_TEMPLATE_DIR: templates, ...(process.argv.includes("--full") ? { TEST_FULL: "1" } : {}) };
const run = (args) => spawnSync(process.execPath, args, { stdio: "inherit", env }).status ?? 1;
const vitest = run(["node_modules/vitest/vitest.mjs", "run"]);
const playwright = run(["node_modules/@playwright/test/cli.js", "test"]);
fs.rmSync(templates, { recursive: true, force: true });
process.exit(vitest || playwright);
