// The browser tests' runner keeps no trace of a test that passes and retries a failed test once to
// record it (ADR 037): this proves that a failure still fails the run, whether or not its second try
// passes, and that its trace is kept. It runs the project's own Playwright configuration on three
// throw-away tests in Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let dir: string;
let run: { status: number | null; output: string };

beforeAll(() => {
  fs.mkdirSync("test-results", { recursive: true });
  dir = fs.mkdtempSync(path.resolve("test-results/runner-"));
  fs.writeFileSync(
    path.join(dir, "playwright.config.ts"),
    `import config from "../../playwright.config.ts";
export default { ...config, testDir: ".", testMatch: "*.spec.ts", outputDir: "out", globalSetup: undefined, workers: 1, reporter: "line" };
`,
  );
  // Each test opens a page, as every browser test does, so that a trace has something to show.
  fs.writeFileSync(
    path.join(dir, "runner.spec.ts"),
    `import { expect, test } from "@playwright/test";
test("passes on its second try", async ({ page }, testInfo) => {
  await page.setContent("<p>retry " + testInfo.retry + "</p>");
  expect(testInfo.retry).toBe(1);
});
test("always fails", async ({ page }) => {
  await page.setContent("<p>never</p>");
  expect(await page.textContent("p")).toBe("always");
});
test("passes at once", async ({ page }) => {
  await page.setContent("<p>fine</p>");
  expect(await page.textContent("p")).toBe("fine");
});
`,
  );
  const result = spawnSync(process.execPath, [path.resolve("node_modules/@playwright/test/cli.js"), "test", "--config", "playwright.config.ts"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, CI: "", FORCE_COLOR: "0" },
    timeout: 110_000,
  });
  run = { status: result.status, output: result.stdout + result.stderr };
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The trace files the run kept, by the folder of the test's try. */
function traces(): string[] {
  const out = path.join(dir, "out");
  return fs.existsSync(out) ? fs.readdirSync(out).filter((folder) => fs.existsSync(path.join(out, folder, "trace.zip"))) : [];
}

describe("the browser tests' runner", () => {
  it("fails the run when a test fails, even if it passes on its second try", () => {
    expect(run.output).toMatch(/1 failed/);
    expect(run.output).toMatch(/1 flaky/);
    expect(run.output).toMatch(/1 passed/);
    expect(run.status).toBe(1);
  });

  it("keeps a trace of each failed test's second try, and none of a test that passed at once", () => {
    const kept = traces();
    expect(kept.filter((folder) => folder.includes("passes-on-its-second-try") && folder.endsWith("-retry1"))).toHaveLength(1);
    expect(kept.filter((folder) => folder.includes("always-fails") && folder.endsWith("-retry1"))).toHaveLength(1);
    expect(kept.filter((folder) => folder.includes("passes-at-once"))).toEqual([]);
  });
});
