import { describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, unlockedContext, withPage } from "../helpers/browser.ts";
import { fillArticleHtml } from "../helpers/article-editor.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { insertArticle, storyIdByTitle, storyRow } from "../helpers/stories.ts";

const e2e = siteAndBrowser();

const signedIn = (role: "admin" | "moderator", lang?: string) => signedInContext(e2e.browser, e2e.site, role, lang);

/** The story with a version of that title, with its source version as the edit form shows it. */
async function byTitle(title: string) {
  const id = await storyIdByTitle(e2e.site.database.db, title);
  return id === undefined ? undefined : storyRow(e2e.site.database.db, id);
}

describe("admin news in a browser", () => {
  it.each(["fr", "ja"])("has no axe violation on the list, the forms and the preview (%s)", async (lang) => {
    const context = await signedIn("admin", lang);
    await withPage(context, async (page) => {
      for (const path of ["/admin/news", "/admin/news/new", "/admin/news/1/edit", "/admin/news/999999/edit"]) {
        await page.goto(e2e.site.url + path);
        await expectNoAxeViolations(page);
      }
      await page.goto(`${e2e.site.url}/admin/news/1/edit`);
      await page.fill("#title", "");
      await page.evaluate(() => document.querySelector("form:has(#title)")?.setAttribute("novalidate", ""));
      await page.locator('button[value="save"]').click();
      await page.locator("#title-error").waitFor();
      await expectNoAxeViolations(page);
      await page.goto(`${e2e.site.url}/admin/news/1/edit`);
      await page.locator('button[value="preview"]').click();
      await page.locator("#preview-heading").waitFor();
      await expectNoAxeViolations(page);
    });
    await context.close();
  });

  it("creates an article, confirms it and returns to the list after 2 seconds", async () => {
    const context = await signedIn("moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/news`);
      await page.getByRole("link", { name: "Nouvelle actualité" }).click();
      await page.fill("#title", "Article écrit dans le navigateur");
      await page.fill("#excerpt", "Résumé du navigateur.");
      await fillArticleHtml(page, "<p>Corps.</p>");
      await page.getByRole("switch", { name: "Publier immédiatement" }).check();
      await page.getByRole("button", { name: "Créer" }).click();
      await page.getByRole("status").filter({ hasText: fr.adminNews.created }).waitFor();
      await page.locator("[data-toast-region] li").filter({ hasText: fr.adminNews.created }).waitFor();
      await page.waitForURL(`${e2e.site.url}/admin/news`, { timeout: 5000 });
      expect(await byTitle("Article écrit dans le navigateur")).toMatchObject({ published: true });
    });
    await context.close();
  });

  it("asks before deleting and deletes only when confirmed; the badge toggles publication", async () => {
    const created = await insertArticle(e2e.site.database.db, { title: "À supprimer", excerpt: "x", content: "<p>x</p>", createdAt: new Date() });
    const context = await signedIn("admin");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/news?q=supprimer`);
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
      expect(created).toBeGreaterThan(0);
    });
    await context.close();
  });

  it("takes an English story from draft through preview to the lists, and off them again when unpublished", async () => {
    const title = "Open water swimming course unveiled in Papeete";
    const editor = await signedIn("moderator");
    const visitor = await unlockedContext(e2e.browser, e2e.site);
    const editorPage = await editor.newPage();
    const visitorPage = await visitor.newPage();
    const visitorSees = async (path: string) => {
      await visitorPage.goto(e2e.site.url + path);
      return visitorPage.getByRole("heading", { name: title }).count();
    };
    try {
      await editorPage.goto(`${e2e.site.url}/admin/news/new`);
      await editorPage.fill("#title", title);
      await editorPage.fill("#excerpt", "The course for the 10 km race follows the lagoon.");
      await fillArticleHtml(editorPage, "<p>The <strong>course</strong> follows the lagoon.</p>");
      await editorPage.selectOption("#language", "en");
      await editorPage.getByRole("button", { name: fr.adminNews.preview }).click();
      const preview = editorPage.locator("section:has(#preview-heading)");
      await preview.getByRole("heading", { name: title }).waitFor();
      expect(await preview.locator("strong").textContent()).toBe("course");
      expect(await byTitle(title)).toBeUndefined();

      await editorPage.getByRole("button", { name: fr.adminNews.create }).click();
      await editorPage.waitForURL(`${e2e.site.url}/admin/news`, { timeout: 5000 });
      expect(await byTitle(title)).toMatchObject({ published: false, language: "en", sourceLanguage: "en" });
      expect(await visitorSees("/en/news")).toBe(0);
      expect(await visitorSees("/news")).toBe(0);

      const row = editorPage.locator("tbody tr").filter({ hasText: title });
      await row.getByRole("button", { name: new RegExp(fr.adminNews.draft) }).click();
      await row.getByRole("button", { name: new RegExp(fr.adminNews.published) }).waitFor();
      // Not yet translated, the story is in the French list too, in English.
      expect(await visitorSees("/news")).toBe(1);
      await visitorPage.locator("article").filter({ hasText: title }).getByText(fr.news.notTranslatedBadge).waitFor();
      expect(await visitorSees("/en/news")).toBe(1);
      await visitorPage.getByRole("heading", { name: title }).getByRole("link").click();
      await visitorPage.locator("article").getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await visitorPage.locator("html").getAttribute("lang")).toBe("en");
      const articleUrl = visitorPage.url();

      await row.getByRole("button", { name: new RegExp(fr.adminNews.published) }).click();
      await row.getByRole("button", { name: new RegExp(fr.adminNews.draft) }).waitFor();
      expect(await visitorSees("/en/news")).toBe(0);
      expect(await visitorSees("/news")).toBe(0);
      const gone = await visitorPage.goto(articleUrl);
      expect(gone?.status()).toBe(404);
      expect(await visitorPage.getByRole("heading", { level: 1 }).textContent()).toBe(en.notFound.title);
    } finally {
      await editor.close();
      await visitor.close();
    }
  });
});
