import { eq } from "drizzle-orm";
import { fr } from "~/locales/fr.ts";
import { sportsResults } from "../../db/schema/results.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { unique } from "../helpers/unique.ts";

test.describe("admin results in a browser", () => {
  for (const lang of ["fr", "ja"]) {
    test(`has no axe violation on the list and the forms (${lang})`, async ({ signIn }) => {
      const page = await (await signIn("admin", lang)).newPage();
      for (const path of ["/admin/results", "/admin/results/new", "/admin/results/1/edit", "/admin/results/999/edit"]) {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.goto("/admin/results/new");
      await page.waitForLoadState("networkidle");
      await page.locator("#result-sport").selectOption("judo");
      await page.locator("#result-country").selectOption("TAH");
      await page.locator("#result-event").fill("x");
      await page.locator("#result-athlete").fill("y");
      await page.locator("#result-result").fill("z");
      await page.locator("#result-date").fill("");
      // The browser's own required check would stop the post: turn it off to see the server's answer.
      await page.evaluate(() => document.getElementById("result-date")?.closest("form")?.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: lang === "fr" ? "Créer" : "作成" }).click();
      await expect(page.locator("#result-date-error")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("creates with a toast and returns to the list after 2 seconds", async ({ site, signIn }) => {
    const athlete = unique("Browser Surfer");
    const page = await (await signIn("moderator")).newPage();
    try {
      await page.goto("/admin/results/new");
      await page.waitForLoadState("networkidle");
      await page.locator("#result-sport").selectOption("surfing");
      await page.locator("#result-event").fill("Shortboard");
      await page.locator("#result-athlete").fill(athlete);
      await page.locator("#result-country").selectOption("NCL");
      await page.locator("#result-result").fill("15.20 pts");
      await page.locator("#result-medal").selectOption("bronze");
      await page.getByRole("button", { name: "Créer" }).click();
      await expect(page.getByText(fr.adminResults.created).first()).toBeVisible();
      const started = Date.now();
      await expect(page).toHaveURL(`${site.url}/admin/results`);
      expect(Date.now() - started).toBeGreaterThan(1000);
      await expect(page.getByRole("rowheader", { name: athlete })).toBeVisible();
    } finally {
      // The bronze would stay in New Caledonia's medals, which other files on this site count.
      await site.database.db.delete(sportsResults).where(eq(sportsResults.athlete, athlete));
      await site.settled();
    }
  });

  test("deletes only after the confirmation is accepted", async ({ site, signIn }) => {
    const athlete = unique("Browser Golfer");
    const [row] = await site.database.db
      .insert(sportsResults)
      .values({ sport: "golf", event: "Individual", athlete, country: "TGA", result: "-4", medal: null, date: "2027-08-15" })
      .returning();
    const stored = () => site.database.db.select().from(sportsResults).where(eq(sportsResults.id, row!.id));
    const page = await (await signIn("admin")).newPage();
    await page.goto("/admin/results?q=Browser%20Golfer");
    await page.waitForLoadState("networkidle");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const button = page.getByRole("button", { name: athlete });
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await button.click();
    await expect.poll(() => messages).toEqual([fr.adminResults.confirmDelete]);
    expect(await stored()).toHaveLength(1);

    page.once("dialog", (dialog) => void dialog.accept());
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminResults.deleted })).toBeVisible();
    expect(await stored()).toHaveLength(0);
    // The refused confirmation sent nothing, even late: the accepted one made the only post.
    expect(posts).toHaveLength(1);
  });
});
