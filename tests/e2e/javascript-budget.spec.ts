import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

// The team's budget (ADR 010): at most 15 KB of gzipped JavaScript per public page, counted as the
// files a browser loads from build/client, gzipped as the server sends them.
const BUDGET_BYTES = 15_000;
const PAGES = ["/", "/ja", "/news", "/schedule", "/results", "/medals", "/medals/medallists", "/live", "/countries/fij", "/venues", "/contact", "/zh/partners"];

const e2e = siteAndBrowser();

describe("the JavaScript each public page loads", () => {
  it.each(PAGES)("%s stays within 15 KB gzipped", async (page) => {
    const context = await unlockedContext(e2e.browser, e2e.site);
    try {
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".js")) scripts.add(pathname);
      });
      await tab.goto(e2e.site.url + page, { waitUntil: "networkidle" });
      const bytes = [...scripts].reduce((sum, script) => sum + zlib.gzipSync(fs.readFileSync(path.join("build/client", script))).length, 0);
      expect(scripts.size).toBeGreaterThan(0);
      expect(bytes, [...scripts].join(", ")).toBeLessThanOrEqual(BUDGET_BYTES);
    } finally {
      await context.close();
    }
  });
});
