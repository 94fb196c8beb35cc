import { and, eq, isNull } from "drizzle-orm";
import { fr } from "~/locales/fr.ts";
import { scheduleEvents, scheduleSessions } from "../../db/schema/index.ts";
import { expect, test } from "../helpers/fixtures.ts";

/**
 * This file's own site: it expects Kiribati, Tonga and Tuvalu to have no medals before its final,
 * which any other file entering results (live.spec.ts gives Kiribati a gold) would change.
 */
test.use({ ownSite: true });

test.describe("a final's results entered by the results team", () => {
  test("reach /live in another page without reloading, and /medals, with medals following the ranks", async ({ site, signIn, context, page: live }) => {
    // Three pages, two of them streaming, and a form of twelve fields: more than 45 s on a loaded machine.
    test.slow();
    // A final of the demo schedule that has no results yet, in a sport awarding one bronze.
    const [final] = await site.database.db
      .select({ id: scheduleSessions.id })
      .from(scheduleSessions)
      .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
      .where(and(eq(scheduleSessions.phase, "final"), eq(scheduleEvents.medal, true), eq(scheduleEvents.sport, "swimming"), isNull(scheduleSessions.results)))
      .limit(1);
    expect(final).toBeDefined();

    await live.goto("/live");
    await expect(live.locator('[data-live-status="live"]')).toBeVisible();
    await expect(live.locator('tr[data-code="KIR"]')).toHaveCount(0);

    const admin = await (await signIn("moderator")).newPage();
    await admin.goto(`/admin/schedule/sessions/${final!.id}/results`);
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
    await expect(admin.getByText(fr.adminSchedule.results.saved).first()).toBeVisible();
    // The form comes back in rank order, each line with its medal.
    await expect(admin.locator("input[name='athlete.0']")).toHaveValue("Swimmer One");
    await expect(admin.locator("tbody tr").first().locator("td").last()).toHaveText(fr.adminResults.medals.gold);

    const kiribati = live.locator('tr[data-code="KIR"]');
    await expect(kiribati).toBeVisible({ timeout: 3000 });
    await expect(kiribati.locator("td").nth(1)).toHaveText("1");
    await expect(live.locator("tr[data-result]").filter({ hasText: "Swimmer One" })).toBeVisible();

    const medals = await context.newPage();
    await medals.goto("/medals");
    const counts = async (code: string) => (await medals.locator(`tr[data-code="${code}"] td`).allTextContents()).slice(1, 4);
    await expect.poll(() => counts("KIR")).toEqual(["1", "0", "0"]);
    await expect.poll(() => counts("TGA")).toEqual(["0", "1", "0"]);
    await expect.poll(() => counts("TUV")).toEqual(["0", "0", "1"]);
  });
});
