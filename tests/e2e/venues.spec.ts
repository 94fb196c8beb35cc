import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { EVENT } from "~/domain/event/games.ts";
import { INITIAL_VENUES as VENUES, initialVenuesOn as venuesOn } from "../helpers/initial-content.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { renderedFontSizes } from "../helpers/svg.ts";

const e2e = siteAndBrowser();

let context: BrowserContext;
const errors: string[] = [];

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

/** The map section: its maps, their markers and the list beside them. */
const mapSection = (page: Page) => page.locator("section", { has: page.locator("h2#map") });

/** Every marker of the maps is on screen, at least 24 x 24 CSS px, and named starting with the number it shows. */
async function expectUsableMarkers(page: Page, section: Locator, viewportWidth: number) {
  const markers = section.locator("svg [data-marker]");
  expect(await markers.count()).toBe(VENUES.length);
  for (let i = 0; i < VENUES.length; i++) {
    const marker = markers.nth(i);
    await marker.scrollIntoViewIfNeeded();
    expect(await marker.isVisible()).toBe(true);
    const badge = (await marker.locator("circle").last().boundingBox())!;
    expect(badge.width, `marker ${i + 1}`).toBeGreaterThanOrEqual(24);
    expect(badge.height, `marker ${i + 1}`).toBeGreaterThanOrEqual(24);
    expect(badge.x).toBeGreaterThanOrEqual(0);
    expect(badge.x + badge.width).toBeLessThanOrEqual(viewportWidth);
    // Label in name (WCAG 2.5.3): the marker is a link whose name contains what it shows.
    const shown = (await marker.locator("text").textContent())!.trim();
    expect(await marker.evaluate((el) => el.tagName.toLowerCase())).toBe("a");
    const name = (await marker.getAttribute("aria-label"))!;
    expect(name.startsWith(`${shown} — `), name).toBe(true);
    expect(await section.getByRole("link", { name, exact: true }).count()).toBeGreaterThanOrEqual(1);
  }
}

describe("the venue maps in a browser", () => {
  it("mark every venue of the three islands, each marker named after what it shows and leading to the venue's card", async () => {
    const page = await open("/venues", { width: 1280, height: 900 });
    const section = mapSection(page);
    for (const island of EVENT.islands) {
      const map = section.getByRole("group", { name: new RegExp(`^Carte schématique de ${island}`) });
      expect(await map.isVisible(), island).toBe(true);
      expect(await map.locator("[data-marker]").count(), island).toBe(venuesOn(island).length);
    }
    await expectUsableMarkers(page, section, 1280);
    await section.getByRole("link", { name: /^18 — Stand de tir aux plateaux de Raiatea$/ }).click();
    await page.waitForURL(/#venue-raiatea-clay-range$/);
  });

  it("keep every marker and every label legible on a 390 px phone, with the list of markers beside each map", async () => {
    const page = await open("/ja/venues", { width: 390, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const section = mapSection(page);
    const sizes = await renderedFontSizes(section.locator("svg"));
    for (const { text, size } of sizes) expect(size, `"${text}" on the map`).toBeGreaterThanOrEqual(12);
    expect(sizes.length).toBeGreaterThanOrEqual(VENUES.length);
    await expectUsableMarkers(page, section, 390);

    // The list alternative: a visible link per venue, to its card.
    for (const venue of VENUES) {
      const entry = section.locator(`ol a[href="#venue-${venue.id}"]`);
      await entry.scrollIntoViewIfNeeded();
      expect(await entry.isVisible(), venue.id).toBe(true);
      const box = (await entry.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await section.locator('ol a[href="#venue-titioro-range"]').click();
    await page.waitForURL(/#venue-titioro-range$/);
    await expect.poll(() => page.locator("#venue-titioro-range").isVisible()).toBe(true);
    const card = (await page.locator("#venue-titioro-range").boundingBox())!;
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.y).toBeLessThan(800);
  });
});
