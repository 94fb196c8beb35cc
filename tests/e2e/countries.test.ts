import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

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
    await map.getByRole("link", { name: "Samoa", exact: true }).click();
    await page.waitForURL(`${e2e.site.url}/countries/sam`);
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
