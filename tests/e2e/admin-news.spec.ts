import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { fillArticleHtml } from "../helpers/article-editor.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import type { TestSite } from "../helpers/site.ts";
import { insertArticle, storyIdByTitle, storyRow } from "../helpers/stories.ts";
import { unique } from "../helpers/unique.ts";

/** The story with a version of that title, with its source version as the edit form shows it. */
async function byTitle(site: TestSite, title: string) {
  const id = await storyIdByTitle(site.database.db, title);
  return id === undefined ? undefined : storyRow(site.database.db, id);
}

test.describe("admin news in a browser", () => {
  for (const lang of ["fr", "ja"]) {
    test(`has no axe violation on the list, the forms and the preview (${lang})`, async ({ signIn }) => {
      // Six pages through axe: more than 45 s on a loaded machine.
      test.slow();
      const page = await (await signIn("admin", lang)).newPage();
      for (const path of ["/admin/news", "/admin/news/new", "/admin/news/1/edit", "/admin/news/999999/edit"]) {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.goto("/admin/news/1/edit");
      await page.locator("#title").fill("");
      await page.evaluate(() => document.querySelector("form:has(#title)")?.setAttribute("novalidate", ""));
      await page.locator('button[value="save"]').click();
      await expect(page.locator("#title-error")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto("/admin/news/1/edit");
      await page.locator('button[value="preview"]').click();
      await expect(page.locator("#preview-heading")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("creates an article, confirms it and returns to the list after 2 seconds", async ({ site, signIn }) => {
    const title = unique("Article écrit dans le navigateur");
    const page = await (await signIn("moderator")).newPage();
    await page.goto("/admin/news");
    await page.getByRole("link", { name: "Nouvelle actualité" }).click();
    await page.locator("#title").fill(title);
    await page.locator("#excerpt").fill("Résumé du navigateur.");
    await fillArticleHtml(page, "<p>Corps.</p>");
    await page.getByRole("switch", { name: "Publier immédiatement" }).check();
    await page.getByRole("button", { name: "Créer" }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminNews.created })).toBeVisible();
    await expect(page.locator("[data-toast-region] li").filter({ hasText: fr.adminNews.created })).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/admin/news`, { timeout: 5000 });
    expect(await byTitle(site, title)).toMatchObject({ published: true });
  });

  test("asks before deleting and deletes only when confirmed; the badge toggles publication", async ({ site, signIn }) => {
    const title = unique("À supprimer");
    const created = await insertArticle(site.database.db, { title, excerpt: "x", content: "<p>x</p>", createdAt: new Date() });
    const page = await (await signIn("admin")).newPage();
    await page.goto("/admin/news?q=supprimer");
    const row = page.locator("tbody tr").filter({ hasText: title });
    await row.getByRole("button", { name: /Brouillon/ }).click();
    await expect(row.getByRole("button", { name: /Publié/ })).toBeVisible();
    expect((await byTitle(site, title))?.published).toBe(true);

    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await row.getByRole("button", { name: /Supprimer/ }).click();
    await expect.poll(() => messages).toEqual([fr.adminNews.deleteConfirm]);
    expect(await byTitle(site, title)).toBeDefined();

    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: /Supprimer/ }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminNews.deleted })).toBeVisible();
    expect(await byTitle(site, title)).toBeUndefined();
    expect(created).toBeGreaterThan(0);
  });

  test("takes an English story from draft through preview to the lists, and off them again when unpublished", async ({ site, signIn, page: visitor }) => {
    const title = unique("Open water swimming course unveiled in Papeete");
    const editor = await (await signIn("moderator")).newPage();
    /** The visitor's list at `path` shows the story `count` times. */
    const visitorSees = async (path: string, count: number) => {
      await visitor.goto(path);
      await expect(visitor.getByRole("heading", { name: title }), path).toHaveCount(count);
    };
    await editor.goto("/admin/news/new");
    await editor.locator("#title").fill(title);
    await editor.locator("#excerpt").fill("The course for the 10 km race follows the lagoon.");
    await fillArticleHtml(editor, "<p>The <strong>course</strong> follows the lagoon.</p>");
    await editor.locator("#language").selectOption("en");
    await editor.getByRole("button", { name: fr.adminNews.preview }).click();
    const preview = editor.locator("section:has(#preview-heading)");
    await expect(preview.getByRole("heading", { name: title })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("course");
    expect(await byTitle(site, title)).toBeUndefined();

    await editor.getByRole("button", { name: fr.adminNews.create }).click();
    await expect(editor).toHaveURL(`${site.url}/admin/news`, { timeout: 5000 });
    expect(await byTitle(site, title)).toMatchObject({ published: false, language: "en", sourceLanguage: "en" });
    await visitorSees("/en/news", 0);
    await visitorSees("/news", 0);

    const row = editor.locator("tbody tr").filter({ hasText: title });
    await row.getByRole("button", { name: new RegExp(fr.adminNews.draft) }).click();
    await expect(row.getByRole("button", { name: new RegExp(fr.adminNews.published) })).toBeVisible();
    // Not yet translated, the story is in the French list too, in English.
    await visitorSees("/news", 1);
    await expect(visitor.locator("article").filter({ hasText: title }).getByText(fr.news.notTranslatedBadge)).toBeVisible();
    await visitorSees("/en/news", 1);
    await visitor.getByRole("heading", { name: title }).getByRole("link").click();
    await expect(visitor.locator("article").getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
    const articleUrl = visitor.url();

    await row.getByRole("button", { name: new RegExp(fr.adminNews.published) }).click();
    await expect(row.getByRole("button", { name: new RegExp(fr.adminNews.draft) })).toBeVisible();
    await visitorSees("/en/news", 0);
    await visitorSees("/news", 0);
    const gone = await visitor.goto(articleUrl);
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(en.notFound.title);
  });
});
