import { describe, it } from "vitest";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { PUBLIC_PAGES } from "~/site/public-pages.ts";
import { axeViolations } from "../helpers/axe.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { tabPool } from "../helpers/tab-pool.ts";

/** A phone and a desktop: each page loads once at the first, then axe runs again at the second. */
const WIDTHS = [390, 1366];

const e2e = siteAndBrowser();
/** Pages checked at once: loading one overlaps analysing another. */
const withTab = tabPool(e2e, { tabs: 3, viewport: { width: WIDTHS[0]!, height: 844 } });

// Every public page, an article and the not-found page in every language; then the page that
// refuses a request (a control character in the query), in French and Japanese.
const pages = [...[...PUBLIC_PAGES, "/news/1", "/nope"].flatMap((path) => LOCALES.map((locale) => localizePath(path, locale))), "/news?q=%00", "/ja/news?q=%00"];

describe("accessibility (axe)", () => {
  it.concurrent.for(pages)("finds no violation on %s, on a phone and on a desktop", async (pathname, { expect }) => {
    const violations = await withTab(async (page) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
      await page.goto(e2e.site.url + pathname);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        found.push(...(await axeViolations(page, `${width} px`)));
      }
      return found;
    });
    expect(violations).toEqual([]);
  });
});
