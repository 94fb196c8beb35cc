import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { renderedFontSizes } from "../helpers/svg.ts";

const e2e = siteAndBrowser();

let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeEach(async () => {
  errors.length = 0;
  context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async () => {
  await context?.close();
  expect(errors).toEqual([]);
});

describe("countries", () => {
  it("shows the map with a marker per delegation, its text alternative and the host highlighted", async () => {
    await page.goto(`${e2e.site.url}/countries`);
    const map = page.getByRole("group", { name: /Carte du Pacifique/ });
    expect(await map.isVisible()).toBe(true);
    const box = await map.boundingBox();
    expect(box!.width).toBeGreaterThan(800);
    expect(box!.height).toBeGreaterThan(400);
    expect(await map.locator("[data-marker]").count()).toBe(24);
    expect(await map.locator('[data-marker="TAH"] circle').first().getAttribute("stroke")).toBe("#f0643c");
    expect(await page.getByRole("region", { name: "Toutes les délégations" }).getByRole("listitem").count()).toBe(24);
    await map.getByRole("link", { name: "SAM — Samoa", exact: true }).click();
    await page.waitForURL(`${e2e.site.url}/countries/sam`);
  });

  it("draws every flag as a loaded image in the box reserved for it, and each sport's pictogram on /sports", async () => {
    await page.goto(`${e2e.site.url}/countries`);
    const flags = page.locator("img[data-flag]");
    expect(await flags.count()).toBe(24);
    for (const flag of await flags.all()) {
      await flag.scrollIntoViewIfNeeded();
      await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = await flag.boundingBox();
      expect([box!.width, box!.height]).toEqual([48, 36]);
    }
    await page.goto(`${e2e.site.url}/sports`);
    const judo = page.locator('#sport-judo svg[data-pictogram="judo"]');
    const box = await judo.boundingBox();
    expect([box!.width, box!.height]).toEqual([48, 48]);
  });

  it("keeps the map's labels legible and its markers large enough to touch on a 390 px phone, the map scrolling in its frame", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${e2e.site.url}/ja/countries`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const map = page.getByRole("group", { name: /太平洋/ });
    const sizes = await renderedFontSizes(map);
    expect(sizes.length).toBeGreaterThan(24);
    for (const { text, size } of sizes) expect(size, `"${text}" on the map`).toBeGreaterThanOrEqual(12);

    // The frame opens on the host and its neighbours, the map's east end.
    const host = (await map.locator('[data-marker="TAH"]').boundingBox())!;
    expect(host.x).toBeGreaterThanOrEqual(0);
    expect(host.x + host.width).toBeLessThanOrEqual(390);

    const markers = map.locator("[data-marker]");
    expect(await markers.count()).toBe(24);
    for (let i = 0; i < 24; i++) {
      const marker = markers.nth(i);
      const code = (await marker.locator("text").textContent())!.trim();
      // Label in name (WCAG 2.5.3): the link's name starts with the code it shows.
      const name = (await marker.getAttribute("aria-label"))!;
      expect(name.startsWith(`${code} — `), name).toBe(true);
      expect(await map.getByRole("link", { name, exact: true }).count()).toBe(1);
      await marker.scrollIntoViewIfNeeded();
      expect(await marker.isVisible(), code).toBe(true);
      const box = (await marker.boundingBox())!;
      expect(box.width, code).toBeGreaterThanOrEqual(24);
      expect(box.height, code).toBeGreaterThanOrEqual(24);
    }
    // The page stays within the screen: the map scrolls sideways inside its own frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByText("地図を左右にスワイプすると太平洋全体を見られます。").isVisible()).toBe(true);
  });

  it("opens a delegation's page when its card is clicked, and comes back", async () => {
    await page.goto(`${e2e.site.url}/countries`);
    // A click anywhere on the card, not only on the name, opens the page.
    await page.locator('article[data-code="FIJ"]').click({ position: { x: 30, y: 30 } });
    await page.waitForURL(`${e2e.site.url}/countries/fij`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Fidji");
    const table = page.getByRole("table", { name: /Résultats de la délégation Fidji/ });
    expect(await table.getByRole("row").count()).toBe(4);
    expect(await page.locator('[data-medal="bronze"] dd').textContent()).toBe("2");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Toutes les délégations" }).click();
    await page.waitForURL(`${e2e.site.url}/countries`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Pays et délégations");
  });

  it("opens the Japanese page of a delegation from the Japanese list", async () => {
    await page.goto(`${e2e.site.url}/ja/countries`);
    await page.locator("article").getByRole("link", { name: "ニュージーランド" }).click();
    await page.waitForURL(`${e2e.site.url}/ja/countries/nzl`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("ニュージーランド");
    expect(await page.getByText("この選手団の成績はまだ記録されていません。").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
