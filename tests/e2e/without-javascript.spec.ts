import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/contact.ts";
import { fr } from "~/locales/fr.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

// Public pages are documents first (ADR 013): with scripts off, everything but the behaviours works.
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await unlockedContext(e2e.browser, e2e.site, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

describe("the public site with JavaScript turned off", () => {
  it("switches language from the header's menu", async () => {
    await page.goto(`${e2e.site.url}/news`);
    await page.locator("header").getByTestId("language-menu").locator("summary").click();
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${e2e.site.url}/en/news`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("News");
  });

  it("filters and searches the news, and says what it cannot do (the video, sharing)", async () => {
    await page.goto(`${e2e.site.url}/news`);
    await page.getByRole("link", { name: fr.news.categories.polynesia }).click();
    await page.waitForURL(`${e2e.site.url}/news?category=polynesia`);
    await page.getByLabel(fr.news.searchLabel).fill("mascottes");
    await page.getByRole("button", { name: fr.news.searchButton }).click();
    await page.waitForURL(`${e2e.site.url}/news?category=polynesia&q=mascottes`);
    await page.getByRole("link", { name: "Arava et To'atini, les mascottes des Jeux" }).click();
    await page.waitForURL(/\/news\/\d+$/);
    expect(await page.getByRole("button", { name: fr.news.share }).isVisible()).toBe(false);

    await page.goto(`${e2e.site.url}/games`);
    const games = initialPageTexts("gamesTexts", "fr");
    expect(await page.getByRole("button", { name: fr.games.video.button }).isVisible()).toBe(false);
    const instead = page.locator("main noscript p");
    expect(await instead.isVisible()).toBe(true);
    expect(await instead.textContent()).toBe(`${games.videoTitle} — ${games.videoMessage}`);
  });

  it("sends the contact form: the error next to its field with the input kept, then the confirmation in the page", async () => {
    await page.goto(`${e2e.site.url}/contact`);
    await page.getByLabel("Nom complet").fill("Teva Sans Script");
    await page.getByLabel("Adresse email").fill("teva-at-example.pf");
    await page.getByLabel("Sujet").selectOption("media");
    await page.getByLabel("Votre message").fill("Envoyé sans JavaScript, depuis une connexion lente.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const email = page.getByLabel("Adresse email");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${await email.getAttribute("aria-describedby")}`).textContent()).toBe("Adresse email invalide");
    expect(await page.getByLabel("Nom complet").inputValue()).toBe("Teva Sans Script");

    await email.fill("teva@example.pf");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    expect(await page.getByRole("status").filter({ hasText: "Message envoyé" }).count()).toBe(1);
    expect(await e2e.site.database.db.select().from(contactMessages)).toMatchObject([{ name: "Teva Sans Script", email: "teva@example.pf" }]);
  });
});
