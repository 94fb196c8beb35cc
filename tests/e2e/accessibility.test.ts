import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { localizePath } from "~/platform/i18n/locales.ts";
import { PUBLIC_PAGES } from "~/site/public-pages.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

let context: BrowserContext;

beforeAll(async () => {
  context = await unlockedContext(e2e.browser, e2e.site);
});

// The last two: the page that refuses a request (a control character in the query), in French and Japanese.
const pages = [...[...PUBLIC_PAGES, "/news/1", "/nope"].flatMap((page) => [localizePath(page, "fr"), localizePath(page, "ja")]), "/news?q=%00", "/ja/news?q=%00"];

describe("accessibility (axe)", () => {
  it.each(pages)("finds no violation on %s", async (pathname) => {
    const page = await context.newPage();
    try {
      await page.goto(e2e.site.url + pathname);
      await expectNoAxeViolations(page);
    } finally {
      await page.close();
    }
  });
});
