import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { VENUES } from "~/content/venues.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

let context: BrowserContext;
const errors: string[] = [];
const located = VENUES.filter((venue) => venue.position).length;

async function open(pathname: string, viewport: { width: number; height: number }): Promise<Page> {
  context = await unlockedContext(e2e.browser, e2e.site, { viewport });
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(e2e.site.url + pathname);
  return page;
}

afterEach(async () => {
  await context?.close();
  expect(errors).toEqual([]);
  errors.length = 0;
});

describe("the venue map in a browser", () => {
  it("shows the islands and a visible numbered marker for each located venue", async () => {
    const page = await open("/venues", { width: 1280, height: 900 });
    const map = page.getByRole("img", { name: /Carte schématique de Tahiti, Moorea et Raiatea/ });
    await map.scrollIntoViewIfNeeded();
    expect(await map.isVisible()).toBe(true);
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThan(500);
    expect(box.height).toBeGreaterThan(300);
    const markers = map.locator("[data-marker]");
    expect(await markers.count()).toBe(located);
    for (let i = 0; i < located; i++) {
      const marker = (await markers.nth(i).locator("circle").last().boundingBox())!;
      expect(marker.width).toBeGreaterThan(10);
      expect(marker.x).toBeGreaterThanOrEqual(box.x);
      expect(marker.x + marker.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });

  it("fits a phone screen and leads from a map marker's entry to its venue card", async () => {
    const page = await open("/ja/venues", { width: 390, height: 800 });
    const map = page.getByRole("img", { name: /示意|概略地図/ });
    await map.scrollIntoViewIfNeeded();
    expect(await map.isVisible()).toBe(true);
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('#map ~ div a[href="#venue-titioro-range"]').click();
    await page.waitForURL(/#venue-titioro-range$/);
    await expect.poll(() => page.locator("#venue-titioro-range").isVisible()).toBe(true);
    const card = (await page.locator("#venue-titioro-range").boundingBox())!;
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.y).toBeLessThan(800);
  });
});
