import { fr } from "~/locales/fr.ts";
import { fromTahitiWallClock } from "../../vocabulary/tahiti-time.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { expect, test } from "../helpers/fixtures.ts";

// The schedule's behaviour (schedule.client.ts) on the demo schedule: the visitor's own times beside
// Tahiti's, the switch of which leads, and statuses that follow the browser's clock.
test.use({ siteEnv: { SEED_DEMO: "on" } });
const DAY = "/schedule?day=2027-08-02";

/** The demo's men's 100 m heats on 2 August, 9:00 to 9:40 in Tahiti. */
const heats = '[data-session]:has-text("100 m hommes"):has-text("Séries")';

test.describe("the schedule in a browser", () => {
  test.describe(() => {
    test.use({ timezoneId: "Europe/Paris", locale: "fr-FR" });

    test("adds a Paris visitor's own times under Tahiti's, and remembers which one leads", async ({ page }) => {
      await page.goto(DAY);
      const times = page.locator(heats).locator("div").first();
      // 9:00 in Tahiti (UTC−10) is 21:00 in Paris (UTC+2 in August), the same day.
      await expect(times).toHaveText(/09:00 – 09:40\s+heure de Tahiti\s+21:00 – 21:40\s+votre heure/, { useInnerText: true });
      // The final at 17:30 is 05:30 the next morning in Paris: the day is said.
      await expect(page.locator('[data-session][data-status="finished"]:has-text("100 m hommes")')).toContainText("votre heure · mar. 3 août", { useInnerText: true });

      const choice = page.getByRole("group", { name: fr.schedulePage.timeMode });
      await expect(choice).toBeVisible();
      const root = page.locator("[data-schedule]");
      await expect(root).toHaveAttribute("data-time-mode", "tahiti");
      await choice.getByRole("radio", { name: /mon heure/ }).check();
      await expect(root).toHaveAttribute("data-time-mode", "local");
      // The visitor's time now comes first, larger.
      const [tahitiLine, localLine] = await times.locator("p").all();
      const [tahitiBox, localBox] = [await tahitiLine!.boundingBox(), await localLine!.boundingBox()];
      expect(localBox!.y).toBeLessThan(tahitiBox!.y);

      await page.reload();
      await expect(root).toHaveAttribute("data-time-mode", "local");
      await expect(choice.getByRole("radio", { name: /mon heure/ })).toBeChecked();
    });
  });

  test("shows Tahiti time only to a visitor whose clock is Tahiti's, and without JavaScript", async ({ browser, site }) => {
    for (const options of [{ timezoneId: "Pacific/Tahiti" }, { timezoneId: "Europe/Paris", javaScriptEnabled: false }]) {
      const context = await unlockedContext(browser, site, { ...options, baseURL: site.url });
      try {
        const page = await context.newPage();
        await page.goto(DAY);
        // Settled: the script, were it to add the visitor's time, has run.
        await page.waitForLoadState("networkidle");
        await expect(page.locator(heats)).not.toContainText(fr.schedulePage.localTime, { useInnerText: true });
        await expect(page.locator(heats)).toContainText(fr.schedulePage.tahitiTime, { useInnerText: true });
        await expect(page.getByRole("group", { name: fr.schedulePage.timeMode })).toBeHidden();
      } finally {
        await context.close();
      }
    }
  });

  test.describe(() => {
    test.use({ timezoneId: "Pacific/Tahiti" });

    test("keeps the statuses true to the browser's clock while the page stays open", async ({ page }) => {
      await page.clock.install({ time: fromTahitiWallClock("2027-08-02T09:39")! });
      await page.goto(DAY);
      const status = page.locator(heats).locator("[data-session-status]");
      // The server's page (rendered today, long before the Games) says upcoming; the browser knows better.
      await expect(status).toHaveText(fr.schedulePage.statuses.underway, { useInnerText: true });
      await page.clock.fastForward("01:30");
      await expect(status).toHaveText(fr.schedulePage.statuses.ended, { useInnerText: true });
      await expect(status).toHaveAttribute("data-session-status", "ended");
    });
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("filters the day without JavaScript, from the form", async ({ page }) => {
      await page.goto(DAY);
      // On a phone the filters fold away under their summary.
      await page.locator("summary", { hasText: fr.schedulePage.filtersLabel }).click();
      await page.getByLabel(fr.schedulePage.sportLabel).selectOption("swimming");
      await page.getByLabel(fr.schedulePage.medalsOnly).check();
      await page.getByRole("button", { name: fr.schedulePage.apply }).click();
      await expect(page).toHaveURL("/schedule?day=2027-08-02&sport=swimming&island=&venue=&delegation=&medals=1");
      const sessions = page.locator("li[data-session]");
      await expect(sessions).toHaveCount(1);
      await expect(sessions).toContainText(fr.schedulePage.medalSession, { useInnerText: true });
      await expect(page.locator('nav a[aria-current="date"]')).toHaveAttribute("data-day", "2027-08-02");
    });
  });
});
