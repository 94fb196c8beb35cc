import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { signedInContext } from "../helpers/browser.ts";
import { fillArticleHtml } from "../helpers/article-editor.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

describe("a save while the database is down, with JavaScript", () => {
  it("keeps everything the editor typed in the news and result forms, and says nothing was saved", async () => {
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    const [newsPage, resultPage] = await Promise.all([context.newPage(), context.newPage()]);
    await newsPage.goto(`${e2e.site.url}/admin/news/new`);
    await resultPage.goto(`${e2e.site.url}/admin/results/new`);
    // The forms were opened while the database answered; it goes away before the editor saves.
    await e2e.site.database.close();

    await newsPage.fill("#title", "Article écrit pendant la panne");
    await newsPage.fill("#excerpt", "Résumé tapé pendant la panne.");
    await fillArticleHtml(newsPage, "<p>Un long texte à ne pas perdre.</p>");
    await newsPage.selectOption("#category", "polynesia");
    await newsPage.getByRole("switch", { name: "Publier immédiatement" }).check();
    await newsPage.getByRole("button", { name: "Créer" }).click();
    await newsPage.getByRole("alert").filter({ hasText: fr.admin.saveUnavailable }).waitFor();
    expect(newsPage.url()).toBe(`${e2e.site.url}/admin/news/new`);
    expect(await newsPage.locator("h1").textContent()).toBe(fr.adminNews.createTitle);
    expect(await newsPage.inputValue("#title")).toBe("Article écrit pendant la panne");
    expect(await newsPage.inputValue("#excerpt")).toBe("Résumé tapé pendant la panne.");
    expect(await newsPage.inputValue("#content")).toBe("<p>Un long texte à ne pas perdre.</p>");
    expect(await newsPage.inputValue("#category")).toBe("polynesia");
    expect(await newsPage.getByRole("switch", { name: "Publier immédiatement" }).isChecked()).toBe(true);

    await resultPage.selectOption("#result-sport", "swimming");
    await resultPage.fill("#result-event", "200 m papillon");
    await resultPage.fill("#result-athlete", "Nageuse de démonstration");
    await resultPage.selectOption("#result-country", "WLF");
    await resultPage.fill("#result-result", "2:01.55");
    await resultPage.selectOption("#result-medal", "silver");
    await resultPage.getByRole("button", { name: fr.adminResults.create }).click();
    await resultPage.getByRole("alert").filter({ hasText: fr.admin.saveUnavailable }).waitFor();
    expect(await resultPage.inputValue("#result-sport")).toBe("swimming");
    expect(await resultPage.inputValue("#result-event")).toBe("200 m papillon");
    expect(await resultPage.inputValue("#result-athlete")).toBe("Nageuse de démonstration");
    expect(await resultPage.inputValue("#result-country")).toBe("WLF");
    expect(await resultPage.inputValue("#result-result")).toBe("2:01.55");
    expect(await resultPage.inputValue("#result-medal")).toBe("silver");
    await context.close();
  });
});
