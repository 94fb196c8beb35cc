import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { sportsResults } from "../../db/schema/results.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

const signedIn = (role: "admin" | "moderator", lang?: string) => signedInContext(e2e.browser, e2e.site, role, lang);

describe("admin results in a browser", () => {
  it.each(["fr", "ja"])("has no axe violation on the list and the forms (%s)", async (lang) => {
    const context = await signedIn("admin", lang);
    await withPage(context, async (page) => {
      for (const path of ["/admin/results", "/admin/results/new", "/admin/results/1/edit", "/admin/results/999/edit"]) {
        await page.goto(e2e.site.url + path);
        await expectNoAxeViolations(page);
      }
      await page.goto(`${e2e.site.url}/admin/results/new`);
      await page.waitForLoadState("networkidle");
      await page.selectOption("#result-sport", "judo");
      await page.selectOption("#result-country", "TAH");
      await page.fill("#result-event", "x");
      await page.fill("#result-athlete", "y");
      await page.fill("#result-result", "z");
      await page.fill("#result-date", "");
      // The browser's own required check would stop the post: turn it off to see the server's answer.
      await page.evaluate(() => document.getElementById("result-date")?.closest("form")?.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: lang === "fr" ? "Créer" : "作成" }).click();
      await page.locator("#result-date-error").waitFor();
      await expectNoAxeViolations(page);
    });
    await context.close();
  });

  it("creates with a toast and returns to the list after 2 seconds", async () => {
    const context = await signedIn("moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/results/new`);
      await page.waitForLoadState("networkidle");
      await page.selectOption("#result-sport", "surfing");
      await page.fill("#result-event", "Shortboard");
      await page.fill("#result-athlete", "Browser Surfer");
      await page.selectOption("#result-country", "NCL");
      await page.fill("#result-result", "15.20 pts");
      await page.selectOption("#result-medal", "bronze");
      await page.getByRole("button", { name: "Créer" }).click();
      await page.getByText(fr.adminResults.created).first().waitFor();
      const started = Date.now();
      await page.waitForURL(`${e2e.site.url}/admin/results`);
      expect(Date.now() - started).toBeGreaterThan(1000);
      await page.getByRole("rowheader", { name: "Browser Surfer" }).waitFor();
    });
    await context.close();
  });

  it("deletes only after the confirmation is accepted", async () => {
    const [row] = await e2e.site.database.db
      .insert(sportsResults)
      .values({ sport: "golf", event: "Individual", athlete: "Browser Golfer", country: "TGA", result: "-4", medal: null, date: "2027-08-15" })
      .returning();
    const context = await signedIn("admin");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/results?q=Browser%20Golfer`);
      await page.waitForLoadState("networkidle");
      const button = page.getByRole("button", { name: /Browser Golfer/ });
      const messages: string[] = [];
      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await button.click();
      await page.waitForTimeout(300);
      expect(messages).toEqual([fr.adminResults.confirmDelete]);
      expect(await e2e.site.database.db.select().from(sportsResults).where(eq(sportsResults.id, row!.id))).toHaveLength(1);

      page.once("dialog", (dialog) => void dialog.accept());
      await button.click();
      await page.getByRole("status").filter({ hasText: fr.adminResults.deleted }).waitFor();
      expect(await e2e.site.database.db.select().from(sportsResults).where(eq(sportsResults.id, row!.id))).toHaveLength(0);
    });
    await context.close();
  });
});
