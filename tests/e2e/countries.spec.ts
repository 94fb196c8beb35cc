import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/script-errors.ts";
import { renderedFontSizes } from "../helpers/svg.ts";

// A site of this file's own: it reads the seeded results of Fiji (three,
// two of them bronze) and of New Zealand (none), which any file recording a result could change.
test.use({ ownSite: true });

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("countries", () => {
  test("shows the map with a marker per delegation, its text alternative and the host highlighted", async ({ page }) => {
    await page.goto("/countries");
    const map = page.getByRole("group", { name: /Carte du Pacifique/ });
    await expect(map).toBeVisible();
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThan(800);
    expect(box.height).toBeGreaterThan(400);
    await expect(map.locator("[data-marker]")).toHaveCount(24);
    await expect(map.locator('[data-marker="TAH"] circle').first()).toHaveAttribute("stroke", "#f0643c");
    await expect(page.getByRole("region", { name: "Toutes les délégations" }).getByRole("listitem")).toHaveCount(24);
    await map.getByRole("link", { name: "SAM — Samoa", exact: true }).click();
    await expect(page).toHaveURL("/countries/sam");
  });

  test("draws every flag as a loaded image in the box reserved for it, and each sport's pictogram on /sports", async ({ page }) => {
    await page.goto("/countries");
    const flags = page.locator("img[data-flag]");
    await expect(flags).toHaveCount(24);
    for (const flag of await flags.all()) {
      await flag.scrollIntoViewIfNeeded();
      await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = (await flag.boundingBox())!;
      expect([box.width, box.height]).toEqual([48, 36]);
    }
    await page.goto("/sports");
    const judo = page.locator('#sport-judo svg[data-pictogram="judo"]');
    const box = (await judo.boundingBox())!;
    expect([box.width, box.height]).toEqual([48, 48]);
  });

  test("keeps the map's labels legible and its markers large enough to touch on a 390 px phone, the map scrolling in its frame", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/ja/countries");
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
    await expect(markers).toHaveCount(24);
    for (let i = 0; i < 24; i++) {
      const marker = markers.nth(i);
      const code = (await marker.locator("text").textContent())!.trim();
      // Label in name (WCAG 2.5.3): the link's name starts with the code it shows.
      const name = (await marker.getAttribute("aria-label"))!;
      expect(name.startsWith(`${code} — `), name).toBe(true);
      await expect(map.getByRole("link", { name, exact: true })).toHaveCount(1);
      await marker.scrollIntoViewIfNeeded();
      await expect(marker, code).toBeVisible();
      const box = (await marker.boundingBox())!;
      expect(box.width, code).toBeGreaterThanOrEqual(24);
      expect(box.height, code).toBeGreaterThanOrEqual(24);
    }
    // The page stays within the screen: the map scrolls sideways inside its own frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByText("地図を左右にスワイプすると太平洋全体を見られます。")).toBeVisible();
  });

  test("opens a delegation's page when its card is clicked, and comes back", async ({ page }) => {
    await page.goto("/countries");
    // A click anywhere on the card, not only on the name, opens the page.
    await page.locator('article[data-code="FIJ"]').click({ position: { x: 30, y: 30 } });
    await expect(page).toHaveURL("/countries/fij");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fidji");
    await expect(page.getByRole("table", { name: /Résultats de la délégation Fidji/ }).getByRole("row")).toHaveCount(4);
    await expect(page.locator('[data-medal="bronze"] dd')).toHaveText("2");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Toutes les délégations" }).click();
    await expect(page).toHaveURL("/countries");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pays et délégations");
  });

  test("opens the Japanese page of a delegation from the Japanese list", async ({ page }) => {
    await page.goto("/ja/countries");
    await page.locator("article").getByRole("link", { name: "ニュージーランド" }).click();
    await expect(page).toHaveURL("/ja/countries/nzl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ニュージーランド");
    await expect(page.getByText("この選手団の成績はまだ記録されていません。")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
