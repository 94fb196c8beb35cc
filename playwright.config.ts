import os from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./scripts/ensure-chromium.mjs";

/**
 * The browser tests: Debian's Chromium, one test site and one browser per worker (tests/helpers/
 * fixtures.ts), a trace kept for each failure. A test's time starts when the test does: the site
 * and the browser start before it, under their own timeout.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/helpers/test-database.ts",
  outputDir: "test-results/e2e",
  // Every core, as Vitest: each worker is its own site and browser.
  workers: os.availableParallelism(),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.CI ? [["list"], ["html", { open: "never", outputFolder: "test-results/e2e-report" }]] : "list",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    trace: "retain-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
});
