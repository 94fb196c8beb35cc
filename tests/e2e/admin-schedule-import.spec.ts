import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { scheduleEvents } from "../../db/schema/index.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser(() => ({ SEED_DEMO: "off" }));

const HEADER = "code;sport;name_fr;gender;format;medal;phase;number;date;start;end;venue";
// A quoted cell over two lines: the refused row is on line 4, not 3.
const BAD = `${HEADER}\n"ATH-100M-M";athletics;"100 m\nhommes";men;individual;oui;heats;1;2027-08-02;09:30;;stade-pater\nJUD-60-M;judo;-60 kg;men;individual;oui;final;;2027-08-03;18:00;;bora-bora\n`;
const GOOD = BAD.replace("bora-bora", "faaa-hall");

const file = (text: string) => ({ name: "programme.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
const events = async () => (await e2e.site.database.db.select({ n: count() }).from(scheduleEvents))[0]!.n;

describe("the schedule import in a browser", () => {
  it.each([true, false])("checks, shows the problems, then imports on confirmation (JavaScript: %s)", async (javaScriptEnabled) => {
    const context = await signedInContext(e2e.browser, e2e.site, "moderator", undefined, { javaScriptEnabled });
    const before = await events();
    await withPage(context, async (page) => {
      // axe runs its script in the page: only where scripts run.
      const axe = (where: string) => (javaScriptEnabled ? expectNoAxeViolations(page, where) : undefined);
      await page.goto(`${e2e.site.url}/admin/schedule/import`);
      await page.waitForLoadState("networkidle");
      await axe("the import page");

      await page.setInputFiles("#schedule-file", file(BAD));
      await page.getByRole("button", { name: fr.adminSchedule.import.check }).click();
      await page.getByRole("heading", { name: fr.adminSchedule.import.problemsTitle }).waitFor();
      await expect(page.getByRole("row", { name: /^4 venue/ }).textContent()).resolves.toContain("bora-bora");
      await axe("the problems");
      expect(await events()).toBe(before);

      await page.setInputFiles("#schedule-file", file(javaScriptEnabled ? GOOD : GOOD.replace(/ATH-100M-M/, "ATH-200M-M").replace("JUD-60-M", "JUD-66-M")));
      await page.getByRole("button", { name: fr.adminSchedule.import.check }).click();
      await page.getByRole("heading", { name: fr.adminSchedule.import.readyTitle }).waitFor();
      await axe("the summary");
      expect(await events()).toBe(before);

      await page.getByRole("button", { name: fr.adminSchedule.import.confirm }).click();
      await page.getByText(fr.adminSchedule.import.imported).waitFor();
      expect(await events()).toBe(before + 2);
    });
    await context.close();
  });
});
