import { fr } from "~/locales/fr.ts";
import { fillArticleHtml } from "../helpers/article-editor.ts";
import { expect, test } from "../helpers/fixtures.ts";

/** A site of its own: the test closes its database, and no other file's test could run on it after that. */
test.use({ ownSite: true });

test.describe("a save while the database is down, with JavaScript", () => {
  test("keeps everything the editor typed in the news and result forms, and says nothing was saved", async ({ site, signIn }) => {
    // Two forms filled and saved against a closed database: near the usual time on a busy machine.
    test.slow();
    const context = await signIn("moderator");
    const [newsPage, resultPage] = await Promise.all([context.newPage(), context.newPage()]);
    await newsPage.goto("/admin/news/new");
    await resultPage.goto("/admin/results/new");
    // The forms were opened while the database answered; it goes away before the editor saves.
    await site.database.close();

    await newsPage.fill("#title", "Article écrit pendant la panne");
    await newsPage.fill("#excerpt", "Résumé tapé pendant la panne.");
    await fillArticleHtml(newsPage, "<p>Un long texte à ne pas perdre.</p>");
    await newsPage.selectOption("#category", "polynesia");
    await newsPage.getByRole("switch", { name: "Publier immédiatement" }).check();
    await newsPage.getByRole("button", { name: "Créer" }).click();
    await expect(newsPage.getByRole("alert").filter({ hasText: fr.admin.saveUnavailable })).toBeVisible();
    await expect(newsPage).toHaveURL("/admin/news/new");
    await expect(newsPage.locator("h1")).toHaveText(fr.adminNews.createTitle);
    await expect(newsPage.locator("#title")).toHaveValue("Article écrit pendant la panne");
    await expect(newsPage.locator("#excerpt")).toHaveValue("Résumé tapé pendant la panne.");
    await expect(newsPage.locator("#content")).toHaveValue("<p>Un long texte à ne pas perdre.</p>");
    await expect(newsPage.locator("#category")).toHaveValue("polynesia");
    await expect(newsPage.getByRole("switch", { name: "Publier immédiatement" })).toBeChecked();

    await resultPage.selectOption("#result-sport", "swimming");
    await resultPage.fill("#result-event", "200 m papillon");
    await resultPage.fill("#result-athlete", "Nageuse de démonstration");
    await resultPage.selectOption("#result-country", "WLF");
    await resultPage.fill("#result-result", "2:01.55");
    await resultPage.selectOption("#result-medal", "silver");
    await resultPage.getByRole("button", { name: fr.adminResults.create }).click();
    await expect(resultPage.getByRole("alert").filter({ hasText: fr.admin.saveUnavailable })).toBeVisible();
    await expect(resultPage.locator("#result-sport")).toHaveValue("swimming");
    await expect(resultPage.locator("#result-event")).toHaveValue("200 m papillon");
    await expect(resultPage.locator("#result-athlete")).toHaveValue("Nageuse de démonstration");
    await expect(resultPage.locator("#result-country")).toHaveValue("WLF");
    await expect(resultPage.locator("#result-result")).toHaveValue("2:01.55");
    await expect(resultPage.locator("#result-medal")).toHaveValue("silver");
  });
});
