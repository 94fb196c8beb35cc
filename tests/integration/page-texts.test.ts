import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { PUBLIC_PAGES } from "~/domain/pages/public-pages.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// Issue 21: a new database shows the pages the content files showed. Each public page's words, per
// language, are kept in __page-texts__/: moving content from the code to the database must leave them
// as they were, and a change the organisers' content was meant to bring shows in that folder's diff
// (`npx vitest run tests/integration/page-texts.test.ts -u` writes the new words after checking them).

// The pages say what time it is (the countdown, an accreditation opening soon): one moment for all runs.
const NOW = new Date("2026-11-20T00:00:00Z");

let site: TestSite;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  // Demo news and results are not content of the pages.
  site = await startTestSite({ SEED_DEMO: "off" });
});
afterAll(async () => {
  await site?.close();
  vi.useRealTimers();
});

/** A page's words as a visitor reads them, one block a line. */
async function pageText(pathname: string): Promise<string> {
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  expect(response.status, pathname).toBe(200);
  const main = parse(await response.text()).querySelector("main")!;
  main.querySelectorAll("script, template").forEach((node) => node.remove());
  const lines = main.structuredText.split("\n").map((line) => line.replace(/\s+/gu, " ").trim());
  return `${lines.filter(Boolean).join("\n")}\n`;
}

const fileName = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));

describe.each(LOCALES)("the words of every public page on a new database (%s)", (lang) => {
  it.each(PUBLIC_PAGES)("%s", async (path) => {
    await expect(await pageText(localizePath(path, lang))).toMatchFileSnapshot(`__page-texts__/${lang}/${fileName(path)}.txt`);
  });
});
