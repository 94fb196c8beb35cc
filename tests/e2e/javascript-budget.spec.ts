import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "../helpers/fixtures.ts";

// The team's budget (ADR 010): at most 15 KB of gzipped JavaScript per public page, counted as the
// files a browser loads from build/client, gzipped as the server sends them.
const BUDGET_BYTES = 15_000;
const PAGES = ["/", "/ja", "/news", "/schedule", "/results", "/medals", "/medals/medallists", "/live", "/countries/fij", "/venues", "/contact", "/zh/partners"];

test.describe("the JavaScript each public page loads", () => {
  for (const url of PAGES) {
    test(`${url} stays within 15 KB gzipped`, async ({ page }) => {
      const scripts = new Set<string>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".js")) scripts.add(pathname);
      });
      await page.goto(url, { waitUntil: "networkidle" });
      const bytes = [...scripts].reduce((sum, script) => sum + zlib.gzipSync(fs.readFileSync(path.join("build/client", script))).length, 0);
      expect(scripts.size).toBeGreaterThan(0);
      expect(bytes, [...scripts].join(", ")).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
