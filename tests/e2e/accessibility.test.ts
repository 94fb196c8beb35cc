import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { localizePath } from "~/features/i18n/locales.ts";
import { PUBLIC_PAGES } from "~/features/navigation/public-pages.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { launchBrowser, unlockedContext } from "../helpers/browser.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchBrowser()]);
  context = await unlockedContext(browser, site);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const pages = [...PUBLIC_PAGES, "/news/1", "/nope"].flatMap((page) => [localizePath(page, "fr"), localizePath(page, "ja")]);

describe("accessibility (axe)", () => {
  it.each(pages)("finds no violation on %s", async (pathname) => {
    const page = await context.newPage();
    try {
      await page.goto(site.url + pathname);
      await expectNoAxeViolations(page);
    } finally {
      await page.close();
    }
  });
});
