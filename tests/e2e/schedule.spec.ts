import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { fromTahitiWallClock } from "~/platform/i18n/tahiti-time.ts";
import { unlockedContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

// The schedule's behaviour (schedule.client.ts) on the demo schedule: the visitor's own times beside
// Tahiti's, the switch of which leads, and statuses that follow the browser's clock.
const e2e = siteAndBrowser(() => ({ SEED_DEMO: "on" }));
const DAY = "/schedule?day=2027-08-02";

/** The demo's men's 100 m heats on 2 August, 9:00 to 9:40 in Tahiti. */
const heats = '[data-session]:has-text("100 m hommes"):has-text("Séries")';

describe("the schedule in a browser", () => {
  it("adds a Paris visitor's own times under Tahiti's, and remembers which one leads", async () => {
    const context = await unlockedContext(e2e.browser, e2e.site, { timezoneId: "Europe/Paris", locale: "fr-FR" });
    try {
      await withPage(context, async (page) => {
        await page.goto(e2e.site.url + DAY);
        const times = page.locator(heats).locator("div").first();
        // 9:00 in Tahiti (UTC−10) is 21:00 in Paris (UTC+2 in August), the same day.
        await expect.poll(() => times.innerText()).toMatch(/09:00 – 09:40\s+heure de Tahiti\s+21:00 – 21:40\s+votre heure/);
        // The final at 17:30 is 05:30 the next morning in Paris: the day is said.
        expect(await page.locator('[data-session][data-status="finished"]:has-text("100 m hommes")').innerText()).toContain("votre heure · mar. 3 août");

        const choice = page.getByRole("group", { name: fr.schedulePage.timeMode });
        expect(await choice.isVisible()).toBe(true);
        const root = page.locator("[data-schedule]");
        expect(await root.getAttribute("data-time-mode")).toBe("tahiti");
        await choice.getByRole("radio", { name: /mon heure/ }).check();
        expect(await root.getAttribute("data-time-mode")).toBe("local");
        // The visitor's time now comes first, larger.
        const [tahitiLine, localLine] = await times.locator("p").all();
        const [tahitiBox, localBox] = [await tahitiLine!.boundingBox(), await localLine!.boundingBox()];
        expect(localBox!.y).toBeLessThan(tahitiBox!.y);

        await page.reload();
        await expect.poll(() => root.getAttribute("data-time-mode")).toBe("local");
        expect(await choice.getByRole("radio", { name: /mon heure/ }).isChecked()).toBe(true);
      });
    } finally {
      await context.close();
    }
  });

  it("shows Tahiti time only to a visitor whose clock is Tahiti's, and without JavaScript", async () => {
    for (const options of [{ timezoneId: "Pacific/Tahiti" }, { timezoneId: "Europe/Paris", javaScriptEnabled: false }]) {
      const context = await unlockedContext(e2e.browser, e2e.site, options);
      try {
        await withPage(context, async (page) => {
          await page.goto(e2e.site.url + DAY);
          await page.waitForLoadState("networkidle");
          expect(await page.locator(heats).innerText()).not.toContain(fr.schedulePage.localTime);
          expect(await page.locator(heats).innerText()).toContain(fr.schedulePage.tahitiTime);
          expect(await page.getByRole("group", { name: fr.schedulePage.timeMode }).isVisible()).toBe(false);
        });
      } finally {
        await context.close();
      }
    }
  });

  it("keeps the statuses true to the browser's clock while the page stays open", async () => {
    const context = await unlockedContext(e2e.browser, e2e.site, { timezoneId: "Pacific/Tahiti" });
    try {
      await withPage(context, async (page) => {
        await page.clock.install({ time: fromTahitiWallClock("2027-08-02T09:39")! });
        await page.goto(e2e.site.url + DAY);
        const status = page.locator(heats).locator("[data-session-status]");
        // The server's page (rendered today, long before the Games) says upcoming; the browser knows better.
        await expect.poll(() => status.innerText()).toBe(fr.schedulePage.statuses.underway);
        await page.clock.fastForward("01:30");
        await expect.poll(() => status.innerText()).toBe(fr.schedulePage.statuses.ended);
        expect(await status.getAttribute("data-session-status")).toBe("ended");
      });
    } finally {
      await context.close();
    }
  });

  it("filters the day without JavaScript, from the form", async () => {
    const context = await unlockedContext(e2e.browser, e2e.site, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      await withPage(context, async (page) => {
        await page.goto(e2e.site.url + DAY);
        // On a phone the filters fold away under their summary.
        await page.locator("summary", { hasText: fr.schedulePage.filtersLabel }).click();
        await page.getByLabel(fr.schedulePage.sportLabel).selectOption("swimming");
        await page.getByLabel(fr.schedulePage.medalsOnly).check();
        await page.getByRole("button", { name: fr.schedulePage.apply }).click();
        await page.waitForURL(`${e2e.site.url}/schedule?day=2027-08-02&sport=swimming&island=&venue=&delegation=&medals=1`);
        const sessions = page.locator("li[data-session]");
        expect(await sessions.count()).toBe(1);
        expect(await sessions.innerText()).toContain(fr.schedulePage.medalSession);
        expect(await page.locator('nav a[aria-current="date"]').getAttribute("data-day")).toBe("2027-08-02");
      });
    } finally {
      await context.close();
    }
  });
});
