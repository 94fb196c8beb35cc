import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { unlockedContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

// Favourites without an account (issue 22, point 8): stars kept in the browser, and the schedule and
// live page showing them only, on the demo schedule and results.
const e2e = siteAndBrowser(() => ({ SEED_DEMO: "on" }));

/** Guam enters one demo event: the men's 100 m freestyle, heats and final on 3 August. */
const GUAM_DAY = "/schedule?day=2027-08-03";

const visibleSessions = (page: Page) => page.locator("[data-session]:visible");

async function star(page: Page, path: string, name: RegExp) {
  await page.goto(e2e.site.url + path);
  const button = page.getByRole("button", { name });
  await button.click();
  await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
}

describe("favourites in a browser", () => {
  it("stars a delegation on its page, then shows only its sessions on the schedule, remembered, and back to all", async () => {
    const context = await unlockedContext(e2e.browser, e2e.site);
    try {
      await withPage(context, async (page) => {
        await page.goto(e2e.site.url + GUAM_DAY);
        const all = await visibleSessions(page).count();
        const only = page.getByRole("checkbox", { name: fr.favourites.only });
        // Shown once the page's script has read the favourites.
        await only.waitFor();
        // Nothing starred yet: the switch says so and hides nothing.
        await only.check();
        expect(await page.getByText(fr.favourites.noneYet).isVisible()).toBe(true);
        expect(await visibleSessions(page).count()).toBe(all);

        await star(page, "/countries/gum", new RegExp(`^${fr.favourites.toggle} Guam$`));
        await page.reload();
        expect(await page.getByRole("button", { name: /^Favori Guam$/ }).getAttribute("aria-pressed")).toBe("true");

        await page.goto(e2e.site.url + GUAM_DAY);
        // The switch was left on: only Guam's two sessions, under the one sport that has them.
        await expect.poll(() => visibleSessions(page).count()).toBe(2);
        expect(all).toBeGreaterThan(2);
        expect(await visibleSessions(page).allInnerTexts()).toEqual([expect.stringContaining("100 m nage libre hommes"), expect.stringContaining("100 m nage libre hommes")]);
        expect(await page.locator("section[data-sport]:visible").evaluateAll((groups) => groups.map((group) => group.getAttribute("data-sport")))).toEqual(["swimming"]);
        expect(await page.getByText(fr.favourites.noneYet).isVisible()).toBe(false);

        // Unstarred on its page, then back to the schedule (restored as it was, or loaded again): all of it.
        await page.goto(`${e2e.site.url}/countries/gum`);
        await page.getByRole("button", { name: /^Favori Guam$/ }).click();
        await page.goBack();
        await expect.poll(() => visibleSessions(page).count()).toBe(all);
        expect(await page.getByText(fr.favourites.noneYet).isVisible()).toBe(true);
        await star(page, "/countries/gum", /^Favori Guam$/);

        // A day Guam does not compete on says so.
        await page.goto(`${e2e.site.url}/schedule?day=2027-08-02`);
        await page.getByText(fr.favourites.emptyDay).waitFor();
        expect(await visibleSessions(page).count()).toBe(0);

        await page.getByRole("checkbox", { name: fr.favourites.only }).uncheck();
        expect(await visibleSessions(page).count()).toBeGreaterThan(0);
        expect(await page.getByText(fr.favourites.emptyDay).isVisible()).toBe(false);
      });
    } finally {
      await context.close();
    }
  });

  it("stars a sport from the favourites page, in Japanese, and keeps the live page's latest results to it, as they change", async () => {
    const context = await unlockedContext(e2e.browser, e2e.site);
    try {
      await withPage(context, async (page) => {
        await star(page, "/ja/favourites", new RegExp(`^${ja.favourites.toggle} ウエイトリフティング$`));
        await page.goto(`${e2e.site.url}/ja/sports/weightlifting`);
        await expect.poll(() => page.getByRole("button", { name: new RegExp(`^${ja.favourites.toggle} `) }).getAttribute("aria-pressed")).toBe("true");

        await page.goto(`${e2e.site.url}/ja/live`);
        const rows = page.locator("[data-result]");
        const total = await rows.count();
        await page.getByRole("checkbox", { name: ja.favourites.only }).check();
        const shown = page.locator("[data-result]:visible");
        await expect.poll(() => shown.count()).toBeGreaterThan(0);
        expect(await shown.count()).toBeLessThan(total);
        for (const tokens of await shown.evaluateAll((found) => found.map((row) => row.getAttribute("data-favourite-item")))) expect(tokens).toContain("sport:weightlifting");

        // The live page replaces its parts when a result is saved: the new rows are filtered as they arrive.
        await page.evaluate(() => {
          // As the server renders it: every row shown.
          const part = document.querySelector("[data-live-part=latest]")!;
          const fresh = part.cloneNode(true) as HTMLElement;
          fresh.querySelectorAll("[hidden]").forEach((row) => row.removeAttribute("hidden"));
          part.replaceWith(fresh);
        });
        await expect.poll(() => page.locator("[data-result]:visible").count()).toBe(await shown.count());
        expect(await page.locator("[data-result]:visible").evaluateAll((found) => found.every((row) => row.getAttribute("data-favourite-item")?.includes("sport:weightlifting")))).toBe(true);
      });
    } finally {
      await context.close();
    }
  });

  it("shows no star and no switch without JavaScript, and the whole schedule", async () => {
    const context = await unlockedContext(e2e.browser, e2e.site, { javaScriptEnabled: false });
    try {
      await withPage(context, async (page) => {
        await page.goto(e2e.site.url + GUAM_DAY);
        expect(await page.getByRole("checkbox", { name: fr.favourites.only }).count()).toBe(0);
        expect(await visibleSessions(page).count()).toBeGreaterThan(2);
        await page.goto(`${e2e.site.url}/countries/gum`);
        expect(await page.getByRole("button", { name: /Favori/ }).count()).toBe(0);
        await page.goto(`${e2e.site.url}/favourites`);
        const instead = page.locator("main noscript p");
        expect(await instead.isVisible()).toBe(true);
        expect(await instead.textContent()).toBe(fr.favourites.needsScript);
      });
    } finally {
      await context.close();
    }
  });
});
