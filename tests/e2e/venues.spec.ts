import type { Locator, Page } from "@playwright/test";
import { EVENT } from "~/domain/event/games.ts";
import { INITIAL_VENUES as VENUES, initialVenuesOn as venuesOn } from "../helpers/initial-content.ts";
import { expect, test } from "../helpers/script-errors.ts";
import { renderedFontSizes } from "../helpers/svg.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** The map section: its maps, their markers and the list beside them. */
const mapSection = (page: Page) => page.locator("section", { has: page.locator("h2#map") });

/** Every marker of the maps is on screen, at least 24 x 24 CSS px, and named starting with the number it shows. */
async function expectUsableMarkers(section: Locator, viewportWidth: number) {
  const markers = section.locator("svg [data-marker]");
  await expect(markers).toHaveCount(VENUES.length);
  for (let i = 0; i < VENUES.length; i++) {
    const marker = markers.nth(i);
    await marker.scrollIntoViewIfNeeded();
    await expect(marker).toBeVisible();
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

test.describe("the venue maps in a browser", () => {
  test("mark every venue of the three islands, each marker named after what it shows and leading to the venue's card", async ({ page }) => {
    await page.goto("/venues");
    const section = mapSection(page);
    for (const island of EVENT.islands) {
      const map = section.getByRole("group", { name: new RegExp(`^Carte schématique de ${island}`) });
      await expect(map, island).toBeVisible();
      await expect(map.locator("[data-marker]"), island).toHaveCount(venuesOn(island).length);
    }
    await expectUsableMarkers(section, 1280);
    await section.getByRole("link", { name: /^18 — Stand de tir aux plateaux de Raiatea$/ }).click();
    await expect(page).toHaveURL(/#venue-raiatea-clay-range$/);
  });

  test("keep every marker and every label legible on a 390 px phone, with the list of markers beside each map", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/ja/venues");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const section = mapSection(page);
    const sizes = await renderedFontSizes(section.locator("svg"));
    for (const { text, size } of sizes) expect(size, `"${text}" on the map`).toBeGreaterThanOrEqual(12);
    expect(sizes.length).toBeGreaterThanOrEqual(VENUES.length);
    await expectUsableMarkers(section, 390);

    // The list alternative: a visible link per venue, to its card.
    for (const venue of VENUES) {
      const entry = section.locator(`ol a[href="#venue-${venue.id}"]`);
      await entry.scrollIntoViewIfNeeded();
      await expect(entry, venue.id).toBeVisible();
      const box = (await entry.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await section.locator('ol a[href="#venue-titioro-range"]').click();
    await expect(page).toHaveURL(/#venue-titioro-range$/);
    const card = page.locator("#venue-titioro-range");
    await expect(card).toBeVisible();
    await expect(card).toBeInViewport();
    const { y } = (await card.boundingBox())!;
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThan(800);
  });
});
