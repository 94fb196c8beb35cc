import os from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./scripts/ensure-chromium.mjs";

/**
 * The browser tests: Debian's Chromium, one browser per worker and the test sites its files need
 * (tests/helpers/fixtures.ts). A test's time starts when the test does: the site and the browser
 * start before it, under their own timeout.
 *
 * A failed test runs once more with a trace, and the run fails whether or not the second try passes
 * (failOnFlakyTests): a trace recorded on every test's first try (DOM snapshots and screencast of
 * each step) cost about a third of the suite's time (ADR 037) for the rare test that fails.
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
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [["list"], ["html", { open: "never", outputFolder: "test-results/e2e-report" }]] : "list",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    trace: "on-first-retry",
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
});
