import { eq } from "drizzle-orm";
import { contactMessages } from "../../db/schema/contact.ts";
import { fr } from "~/locales/fr.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";

// Public pages are documents first (ADR 013): with scripts off, everything but the behaviours works.
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

test.describe("the public site with JavaScript turned off", () => {
  test("switches language from the header's menu", async ({ page }) => {
    await page.goto("/news");
    await page.locator("header").getByTestId("language-menu").locator("summary").click();
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/en/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  });

  test("filters and searches the news, and says what it cannot do (the video, sharing)", async ({ page }) => {
    await page.goto("/news");
    await page.getByRole("link", { name: fr.news.categories.polynesia }).click();
    await expect(page).toHaveURL("/news?category=polynesia");
    await page.getByLabel(fr.news.searchLabel).fill("mascottes");
    await page.getByRole("button", { name: fr.news.searchButton }).click();
    await expect(page).toHaveURL("/news?category=polynesia&q=mascottes");
    await page.getByRole("link", { name: "Arava et To'atini, les mascottes des Jeux" }).click();
    // Loaded whole, so that the share button, were it shown, would be there to see.
    await page.waitForURL(/\/news\/\d+$/);
    await expect(page.getByRole("button", { name: fr.news.share })).toBeHidden();

    await page.goto("/games");
    const games = initialPageTexts("gamesTexts", "fr");
    await expect(page.getByRole("button", { name: fr.games.video.button })).toBeHidden();
    const instead = page.locator("main noscript p");
    await expect(instead).toBeVisible();
    await expect(instead).toHaveText(`${games.videoTitle} — ${games.videoMessage}`);
  });

  test("sends the contact form: the error next to its field with the input kept, then the confirmation in the page", async ({ page, site }) => {
    // A name of this run's own: the messages of other files' tests share the site's inbox.
    const name = `Teva Sans Script ${test.info().workerIndex}-${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel("Nom complet").fill(name);
    await page.getByLabel("Adresse email").fill("teva-at-example.pf");
    await page.getByLabel("Sujet").selectOption("media");
    await page.getByLabel("Votre message").fill("Envoyé sans JavaScript, depuis une connexion lente.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const email = page.getByLabel("Adresse email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText("Adresse email invalide");
    await expect(page.getByLabel("Nom complet")).toHaveValue(name);

    await email.fill("teva@example.pf");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message envoyé" })).toHaveCount(1);
    expect(await site.database.db.select().from(contactMessages).where(eq(contactMessages.name, name))).toMatchObject([{ name, email: "teva@example.pf" }]);
  });
});
