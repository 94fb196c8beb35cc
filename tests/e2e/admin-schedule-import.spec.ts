import { count } from "drizzle-orm";
import { fr } from "~/locales/fr.ts";
import { scheduleEvents } from "../../db/schema/index.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { signInto } from "../helpers/sign-in.ts";
import type { TestSite } from "../helpers/site.ts";

// Without the demo schedule, which holds some of the codes imported here.
test.use({ siteEnv: { SEED_DEMO: "off" } });

const HEADER = "code;sport;name_fr;gender;format;medal;phase;number;date;start;end;venue";
// A quoted cell over two lines: the refused row is on line 4, not 3.
const BAD = `${HEADER}\n"ATH-100M-M";athletics;"100 m\nhommes";men;individual;oui;heats;1;2027-08-02;09:30;;stade-pater\nJUD-60-M;judo;-60 kg;men;individual;oui;final;;2027-08-03;18:00;;bora-bora\n`;
const GOOD = BAD.replace("bora-bora", "faaa-hall");

const file = (text: string) => ({ name: "programme.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
// The site's tests run one at a time: the count moves only with what this test does.
const events = async (site: TestSite) => (await site.database.db.select({ n: count() }).from(scheduleEvents))[0]!.n;

test.describe("the schedule import in a browser", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(() => {
      test.use({ javaScriptEnabled });

      test(`checks, shows the problems, then imports on confirmation (JavaScript: ${javaScriptEnabled})`, async ({ site, context, page }) => {
        await signInto(context, site, "moderator");
        const before = await events(site);
        // axe runs its script in the page: only where scripts run.
        const axe = async (where: string) => {
          if (javaScriptEnabled) expect(await axeViolations(page, where)).toEqual([]);
        };
        await page.goto("/admin/schedule/import");
        await page.waitForLoadState("networkidle");
        await axe("the import page");

        await page.locator("#schedule-file").setInputFiles(file(BAD));
        await page.getByRole("button", { name: fr.adminSchedule.import.check }).click();
        await expect(page.getByRole("heading", { name: fr.adminSchedule.import.problemsTitle })).toBeVisible();
        await expect(page.getByRole("row", { name: /^4 venue/ })).toContainText("bora-bora");
        await axe("the problems");
        expect(await events(site)).toBe(before);

        // The other run imported the first codes already: this one brings its own.
        await page.locator("#schedule-file").setInputFiles(file(javaScriptEnabled ? GOOD : GOOD.replace(/ATH-100M-M/, "ATH-200M-M").replace("JUD-60-M", "JUD-66-M")));
        await page.getByRole("button", { name: fr.adminSchedule.import.check }).click();
        await expect(page.getByRole("heading", { name: fr.adminSchedule.import.readyTitle })).toBeVisible();
        await axe("the summary");
        expect(await events(site)).toBe(before);

        await page.getByRole("button", { name: fr.adminSchedule.import.confirm }).click();
        await expect(page.getByText(fr.adminSchedule.import.imported)).toBeVisible();
        expect(await events(site)).toBe(before + 2);
      });
    });
  }
});
