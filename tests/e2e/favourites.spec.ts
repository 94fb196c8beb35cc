import type { Page } from "@playwright/test";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { expect, test } from "../helpers/fixtures.ts";

// Favourites without an account (issue 22, point 8): stars kept in the browser, and the schedule and
// live page showing them only, on the demo schedule and results.
test.use({ siteEnv: { SEED_DEMO: "on" } });

/** Guam enters one demo event: the men's 100 m freestyle, heats and final on 3 August. */
const GUAM_DAY = "/schedule?day=2027-08-03";

const visibleSessions = (page: Page) => page.locator("[data-session]:visible");

async function star(page: Page, path: string, name: RegExp) {
  await page.goto(path);
  const button = page.getByRole("button", { name });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

test.describe("favourites in a browser", () => {
  test("stars a delegation on its page, then shows only its sessions on the schedule, remembered, and back to all", async ({ page }) => {
    // Eight page loads: on a loaded machine, longer than most.
    test.slow();
    await page.goto(GUAM_DAY);
    const only = page.getByRole("checkbox", { name: fr.favourites.only });
    // Shown once the page's script has read the favourites.
    await expect(only).toBeVisible();
    const all = await visibleSessions(page).count();
    // Nothing starred yet: the switch says so and hides nothing.
    await only.check();
    await expect(page.getByText(fr.favourites.noneYet)).toBeVisible();
    await expect(visibleSessions(page)).toHaveCount(all);

    await star(page, "/countries/gum", new RegExp(`^${fr.favourites.toggle} Guam$`));
    await page.reload();
    await expect(page.getByRole("button", { name: /^Favori Guam$/ })).toHaveAttribute("aria-pressed", "true");

    await page.goto(GUAM_DAY);
    // The switch was left on: only Guam's two sessions, under the one sport that has them.
    await expect(visibleSessions(page)).toHaveCount(2);
    expect(all).toBeGreaterThan(2);
    await expect(visibleSessions(page)).toHaveText([/100 m nage libre hommes/, /100 m nage libre hommes/], { useInnerText: true });
    const sports = page.locator("section[data-sport]:visible");
    await expect(sports).toHaveCount(1);
    await expect(sports).toHaveAttribute("data-sport", "swimming");
    await expect(page.getByText(fr.favourites.noneYet)).toBeHidden();

    // Unstarred on its page, then back to the schedule (restored as it was, or loaded again): all of it.
    await page.goto("/countries/gum");
    await page.getByRole("button", { name: /^Favori Guam$/ }).click();
    await page.goBack();
    await expect(visibleSessions(page)).toHaveCount(all);
    await expect(page.getByText(fr.favourites.noneYet)).toBeVisible();
    await star(page, "/countries/gum", /^Favori Guam$/);

    // A day Guam does not compete on says so.
    await page.goto("/schedule?day=2027-08-02");
    await expect(page.getByText(fr.favourites.emptyDay)).toBeVisible();
    await expect(visibleSessions(page)).toHaveCount(0);

    await page.getByRole("checkbox", { name: fr.favourites.only }).uncheck();
    await expect.poll(() => visibleSessions(page).count()).toBeGreaterThan(0);
    await expect(page.getByText(fr.favourites.emptyDay)).toBeHidden();
  });

  test("stars a sport from the favourites page, in Japanese, and keeps the live page's latest results to it, as they change", async ({ page }) => {
    await star(page, "/ja/favourites", new RegExp(`^${ja.favourites.toggle} ウエイトリフティング$`));
    await page.goto("/ja/sports/weightlifting");
    await expect(page.getByRole("button", { name: new RegExp(`^${ja.favourites.toggle} `) })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/ja/live");
    const total = await page.locator("[data-result]").count();
    await page.getByRole("checkbox", { name: ja.favourites.only }).check();
    const shown = page.locator("[data-result]:visible");
    await expect.poll(() => shown.count()).toBeGreaterThan(0);
    const filtered = await shown.count();
    expect(filtered).toBeLessThan(total);
    for (const tokens of await shown.evaluateAll((found) => found.map((row) => row.getAttribute("data-favourite-item")))) expect(tokens).toContain("sport:weightlifting");

    // The live page replaces its parts when a result is saved: the new rows are filtered as they arrive.
    await page.evaluate(() => {
      // As the server renders it: every row shown.
      const part = document.querySelector("[data-live-part=latest]")!;
      const fresh = part.cloneNode(true) as HTMLElement;
      fresh.querySelectorAll("[hidden]").forEach((row) => row.removeAttribute("hidden"));
      part.replaceWith(fresh);
    });
    await expect(shown).toHaveCount(filtered);
    expect(await shown.evaluateAll((found) => found.every((row) => row.getAttribute("data-favourite-item")?.includes("sport:weightlifting")))).toBe(true);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("shows no star and no switch without JavaScript, and the whole schedule", async ({ page }) => {
      await page.goto(GUAM_DAY);
      await expect(page.getByRole("checkbox", { name: fr.favourites.only })).toHaveCount(0);
      expect(await visibleSessions(page).count()).toBeGreaterThan(2);
      await page.goto("/countries/gum");
      await expect(page.getByRole("button", { name: /Favori/ })).toHaveCount(0);
      await page.goto("/favourites");
      const instead = page.locator("main noscript p");
      await expect(instead).toBeVisible();
      await expect(instead).toHaveText(fr.favourites.needsScript);
    });
  });
});
