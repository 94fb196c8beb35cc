import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { scheduleEvents, scheduleSessions } from "../../db/schema/index.ts";
import { signedInContext, unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

describe("a final's results entered by the results team", () => {
  it("reach /live in another page without reloading, and /medals, with medals following the ranks", async () => {
    // A final of the demo schedule that has no results yet, in a sport awarding one bronze.
    const [final] = await e2e.site.database.db
      .select({ id: scheduleSessions.id })
      .from(scheduleSessions)
      .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
      .where(and(eq(scheduleSessions.phase, "final"), eq(scheduleEvents.medal, true), eq(scheduleEvents.sport, "swimming"), isNull(scheduleSessions.results)))
      .limit(1);
    expect(final).toBeDefined();
    const editor = await signedInContext(e2e.browser, e2e.site, "moderator");
    const visitor = await unlockedContext(e2e.browser, e2e.site);
    try {
      const live = await visitor.newPage();
      await live.goto(`${e2e.site.url}/live`);
      await live.locator('[data-live-status="live"]').waitFor();
      expect(await live.locator('tr[data-code="KIR"]').count()).toBe(0);

      const admin = await editor.newPage();
      await admin.goto(`${e2e.site.url}/admin/schedule/sessions/${final!.id}/results`);
      await admin.waitForLoadState("networkidle");
      const lines: [string, string, string, string][] = [
        ["2", "Swimmer Two", "TGA", "58.40"],
        ["1", "Swimmer One", "KIR", "57.90"],
        ["3", "Swimmer Three", "TUV", "59.02"],
      ];
      for (const [index, [rank, athlete, delegation, mark]] of lines.entries()) {
        await admin.getByLabel(`${fr.adminSchedule.results.colRank}, ligne ${index + 1}`, { exact: true }).fill(rank);
        await admin.getByLabel(`${fr.adminSchedule.results.colAthlete}, ligne ${index + 1}`, { exact: true }).fill(athlete);
        await admin.getByLabel(`${fr.adminSchedule.results.colDelegation}, ligne ${index + 1}`, { exact: true }).selectOption(delegation);
        await admin.getByLabel(`${fr.adminSchedule.results.colMark}, ligne ${index + 1}`, { exact: true }).fill(mark);
      }
      await admin.getByLabel(fr.adminSchedule.results.states.official, { exact: true }).check();
      await admin.getByRole("button", { name: fr.adminSchedule.results.save }).click();
      await admin.getByText(fr.adminSchedule.results.saved).first().waitFor();
      // The form comes back in rank order, each line with its medal.
      expect(await admin.locator("input[name='athlete.0']").inputValue()).toBe("Swimmer One");
      expect(await admin.locator("tbody tr").first().locator("td").last().textContent()).toBe(fr.adminResults.medals.gold);

      const kiribati = live.locator('tr[data-code="KIR"]');
      await kiribati.waitFor({ timeout: 3000 });
      expect(await kiribati.locator("td").nth(1).textContent()).toBe("1");
      await live.locator("tr[data-result]").filter({ hasText: "Swimmer One" }).waitFor();

      const medals = await visitor.newPage();
      await medals.goto(`${e2e.site.url}/medals`);
      const counts = async (code: string) => (await medals.locator(`tr[data-code="${code}"] td`).allTextContents()).slice(1, 4);
      expect(await counts("KIR")).toEqual(["1", "0", "0"]);
      expect(await counts("TGA")).toEqual(["0", "1", "0"]);
      expect(await counts("TUV")).toEqual(["0", "0", "1"]);
    } finally {
      await editor.close();
      await visitor.close();
    }
  });
});
