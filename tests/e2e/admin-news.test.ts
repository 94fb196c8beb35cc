import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { news } from "../../db/schema/news.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A browser signed in with the role, holding every cookie of its session (gate, session, language). */
async function signedIn(role: "admin" | "moderator", lang?: string): Promise<BrowserContext> {
  const { cookie } = await sessionFor(site, role);
  const context = await browser.newContext();
  const pairs = cookie.split("; ").map((pair) => pair.split("=") as [string, string]);
  if (lang) pairs.push(["lang", lang]);
  await context.addCookies(pairs.map(([name, ...value]) => ({ name, value: value.join("="), url: site.url })));
  return context;
}

async function withPage(context: BrowserContext, run: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

const byTitle = async (title: string) => (await site.database.db.select().from(news).where(eq(news.title, title)))[0];

describe("admin news in a browser", () => {
  it.each(["fr", "ja"])("has no axe violation on the list, the forms and the preview (%s)", async (lang) => {
    const context = await signedIn("admin", lang);
    await withPage(context, async (page) => {
      for (const path of ["/admin/news", "/admin/news/new", "/admin/news/1/edit", "/admin/news/999999/edit"]) {
        await page.goto(site.url + path);
        await expectNoAxeViolations(page);
      }
      await page.goto(`${site.url}/admin/news/1/edit`);
      await page.fill("#title", "");
      await page.evaluate(() => document.querySelector("form:has(#title)")?.setAttribute("novalidate", ""));
      await page.locator('button[value="save"]').click();
      await page.locator("#title-error").waitFor();
      await expectNoAxeViolations(page);
      await page.goto(`${site.url}/admin/news/1/edit`);
      await page.locator('button[value="preview"]').click();
      await page.locator("#preview-heading").waitFor();
      await expectNoAxeViolations(page);
    });
    await context.close();
  });

  it("creates an article, confirms it and returns to the list after 2 seconds", async () => {
    const context = await signedIn("moderator");
    await withPage(context, async (page) => {
      await page.goto(`${site.url}/admin/news`);
      await page.getByRole("link", { name: "Nouvelle actualité" }).click();
      await page.fill("#title", "Article écrit dans le navigateur");
      await page.fill("#excerpt", "Résumé du navigateur.");
      await page.fill("#content", "<p>Corps.</p>");
      await page.getByRole("switch", { name: "Publier immédiatement" }).check();
      await page.getByRole("button", { name: "Créer" }).click();
      await page.getByRole("status").filter({ hasText: fr.adminNews.created }).waitFor();
      await page.locator("[data-sonner-toast]").filter({ hasText: fr.adminNews.created }).waitFor();
      await page.waitForURL(`${site.url}/admin/news`, { timeout: 5000 });
      expect(await byTitle("Article écrit dans le navigateur")).toMatchObject({ published: true });
    });
    await context.close();
  });

  it("asks before deleting and deletes only when confirmed; the badge toggles publication", async () => {
    const [created] = await site.database.db
      .insert(news)
      .values({ title: "À supprimer", excerpt: "x", content: "<p>x</p>", author: "test", createdAt: new Date() })
      .returning({ id: news.id });
    const context = await signedIn("admin");
    await withPage(context, async (page) => {
      await page.goto(`${site.url}/admin/news?q=supprimer`);
      const row = page.locator("tbody tr").filter({ hasText: "À supprimer" });
      await row.getByRole("button", { name: /Brouillon/ }).click();
      await row.getByRole("button", { name: /Publié/ }).waitFor();
      expect((await byTitle("À supprimer"))?.published).toBe(true);

      const messages: string[] = [];
      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await row.getByRole("button", { name: /Supprimer/ }).click();
      expect(messages).toEqual([fr.adminNews.deleteConfirm]);
      expect(await byTitle("À supprimer")).toBeDefined();

      page.once("dialog", (dialog) => void dialog.accept());
      await row.getByRole("button", { name: /Supprimer/ }).click();
      await page.getByRole("status").filter({ hasText: fr.adminNews.deleted }).waitFor();
      expect(await byTitle("À supprimer")).toBeUndefined();
      expect(created!.id).toBeGreaterThan(0);
    });
    await context.close();
  });
});
