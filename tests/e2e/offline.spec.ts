import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { fr } from "~/locales/fr.ts";
import { launchBrowser, unlockedContext, withPage } from "../helpers/browser.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// The schedule and the favourites at a venue with no signal (issue 22, point 8, ADR 035): kept by the
// service worker on a first visit, opened again with the server out of reach. This file's site is
// its own, since the test stops it.

let browser: Browser;
let site: TestSite;
let stopped = false;
beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite({ SEED_DEMO: "on" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  if (!stopped) await site?.close();
});

const DAY_TWO = "/schedule?day=2027-08-02";

describe("the schedule offline", () => {
  it("opens the schedule, its other days and the favourites with no network after a first visit, and the gate still applies online", async () => {
    const context = await unlockedContext(browser, site, { viewport: { width: 390, height: 844 } });
    try {
      await withPage(context, async (page) => {
        await page.goto(`${site.url}/favourites`);
        await page.getByRole("button", { name: /^Favori Guam$/ }).click();
        await page.goto(`${site.url}/schedule`);
        const kept = () => page.evaluate(async () => (await (await caches.open("t27-offline-v1")).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));
        // The page, its files, the favourites visited before and each day of the schedule.
        await expect.poll(kept, { timeout: 20_000 }).toEqual(expect.arrayContaining(["/schedule", "/favourites", DAY_TWO, "/schedule?day=2027-08-03"]));
        expect((await kept()).some((path) => /^\/assets\/.+\.css$/.test(path))).toBe(true);
        expect((await kept()).some((path) => path === "/sw.js" || path.startsWith("/api/"))).toBe(false);
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

        // Online, the network answers first: without the gate's cookie, the gate, not the copy.
        const cookies = await context.cookies();
        await context.clearCookies();
        await page.reload();
        expect(await page.locator("input[type=password]").count()).toBe(1);
        await context.addCookies(cookies);
        await page.goto(`${site.url}/schedule`);

        const title = await page.locator("h1").innerText();
        await site.close();
        stopped = true;
        await context.setOffline(true);
        await page.goto(`${site.url}/schedule`);
        expect(await page.locator("h1").innerText()).toBe(title);
        await page.getByText(fr.offline.notice).waitFor();
        // Styled as online: the kept stylesheet applies.
        expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe("800");
        await page.goto(site.url + DAY_TWO);
        expect(await page.locator("[data-session]").count()).toBeGreaterThan(0);
        expect(await page.getByRole("heading", { level: 2, name: /2 août/ }).isVisible()).toBe(true);
        // The favourites too, and the schedule's switch still reads them.
        await page.goto(`${site.url}/favourites`);
        expect(await page.getByRole("button", { name: /^Favori Guam$/ }).getAttribute("aria-pressed")).toBe("true");
        await page.goto(`${site.url}/schedule?day=2027-08-03`);
        await page.getByRole("checkbox", { name: fr.favourites.only }).check();
        await expect.poll(() => page.locator("[data-session]:visible").count()).toBe(2);
      });
    } finally {
      await context.close();
    }
  });
});
