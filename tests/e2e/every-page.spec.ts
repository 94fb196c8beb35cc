import type { CDPSession, Page } from "@playwright/test";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { PUBLIC_PAGES } from "~/domain/pages/public-pages.ts";
import { axeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { expect, test as shared } from "../helpers/fixtures.ts";
import { layoutDefects, MIN_TARGET } from "../helpers/layout-defects.ts";
import { imagesOf, imagesThatShift, SECTION_VISUAL, sizingDefects } from "../helpers/page-images.ts";

/**
 * The sweep: every public page, an article and the not-found page, in every language, loaded once at
 * a phone's width, then widened through the widths of small and large phones, a tablet, a small
 * laptop and a desktop (the layout follows the viewport without a new load). At each width the
 * layout is measured; at a phone's and a desktop's, axe runs and the images are checked. Per commit
 * French and Japanese (the longest words and the CJK script) go through every width and the other
 * languages through the phone's and the desktop's; `npm run test:full` takes every language through
 * every width.
 */
const PHONE = 390;
const DESKTOP = 1366;
const WIDTHS = [320, 360, PHONE, 768, 1024, DESKTOP];
const EVERY_WIDTH: readonly Locale[] = process.env.TEST_FULL ? LOCALES : ["fr", "ja"];

const PAGES = [...PUBLIC_PAGES, "/news/1", "/nope"];

/**
 * One page for all of a worker's sweep tests: opening a browser context for each page cost about 40 %
 * of the sweep's time. Each load is still a first visit: the HTTP cache is emptied before it and no
 * service worker is installed.
 */
let kept: { page: Page; cdp: CDPSession } | undefined;
const test = shared.extend({
  page: async ({ browser, site }, provide) => {
    if (!kept) {
      const page = await (await unlockedContext(browser, site, { baseURL: site.url, serviceWorkers: "block" })).newPage();
      kept = { page, cdp: await page.context().newCDPSession(page) };
    }
    await kept.cdp.send("Network.clearBrowserCache");
    await provide(kept.page);
  },
});

test.describe.configure({ mode: "parallel" });

for (const locale of LOCALES) {
  for (const path of PAGES) {
    const url = localizePath(path, locale);
    test(`${url}: layout at every width, axe and images on a phone and a desktop`, async ({ page }) => {
      const widths = EVERY_WIDTH.includes(locale) ? WIDTHS : [PHONE, DESKTOP];
      await page.setViewportSize({ width: widths[0]!, height: 844 });
      await page.goto(url, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const defects: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        // The medal table shows all its columns without scrolling, down to the narrowest phone.
        const layout = await page.evaluate(layoutDefects, { minTarget: MIN_TARGET, tablesFit: path === "/medals" });
        defects.push(...layout.map((defect) => `${width} px: ${defect}`));
        if (width === PHONE || width === DESKTOP) {
          defects.push(...(await axeViolations(page, `${width} px`)));
          defects.push(...(await imageDefects(page, path)).map((defect) => `${width} px: ${defect}`));
        }
      }
      expect(defects).toEqual([]);
    });
  }
}

/** Refused requests (a control character in the query) answer a page that passes axe too. */
for (const url of ["/news?q=%00", "/ja/news?q=%00"]) {
  test(`${url}: the refusal page passes axe on a phone and a desktop`, async ({ page }) => {
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.goto(url);
    const found = await axeViolations(page, `${PHONE} px`);
    await page.setViewportSize({ width: DESKTOP, height: 844 });
    found.push(...(await axeViolations(page, `${DESKTOP} px`)));
    expect(found).toEqual([]);
  });
}

/**
 * The images of the page at the current width: its section's drawing heads the page (the title sits
 * in its band), every image is sized, lazy unless it shows at once, and what shows at once has
 * arrived; nothing moves as a picture arrives.
 */
async function imageDefects(page: Page, path: string): Promise<string[]> {
  const defects: string[] = [];
  const visual = SECTION_VISUAL[path as keyof typeof SECTION_VISUAL];
  const header = page.locator("[data-page-visual]");
  if (visual) {
    if ((await header.getAttribute("data-page-visual")) !== visual) defects.push(`the header's drawing is not the ${visual} section's`);
    if ((await header.locator("h1").count()) !== 1) defects.push("the title is not in the header's band");
    const drawing = header.locator("> div > img");
    if (!new RegExp(`^/assets/${visual}-[\\w-]+\\.svg$`).test((await drawing.getAttribute("src")) ?? "")) defects.push(`the drawing is not /assets/${visual}-*.svg`);
    if ((await drawing.getAttribute("alt")) !== "") defects.push("the drawing is not decorative (alt)");
    if (((await drawing.boundingBox())?.height ?? 0) <= 80) defects.push("the drawing does not show");
  } else if (visual === null && (await header.count()) > 0) {
    defects.push("the home page has a section drawing");
  }
  const images = await imagesOf(page, path);
  if (images.length === 0) defects.push("no image at all (not even the logo)");
  defects.push(...sizingDefects(images));
  // A wider viewport may pick another picture: what shows at once has it as soon as it can.
  const unloaded = await page
    .waitForFunction((srcs) => srcs.every((src) => [...document.images].some((img) => img.getAttribute("src") === src && img.complete && img.naturalWidth > 0)), images.filter((image) => image.eager).map((image) => image.src), { timeout: 10_000 })
    .then(() => [])
    .catch(() => images.filter((image) => image.eager).map((image) => `${image.src} shows at once but did not load`));
  defects.push(...unloaded);
  defects.push(...(await imagesThatShift(page)));
  return defects;
}
