import type { BrowserContext } from "@playwright/test";
import { DEMO_STORIES } from "../../db/seed.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/script-errors.ts";
import type { TestSite } from "../helpers/site.ts";
import { storyIdByTitle } from "../helpers/stories.ts";

// A site of this file's own: the list is checked whole, every published
// story and each category's, which any file publishing an article would change.
test.use({ ownSite: true });

test.use({ viewport: { width: 1280, height: 900 } });

/** Replaces navigator.share: "none" removes it, as in browsers without the Web Share API; "recorded" keeps what it is given. */
async function shareBy(context: BrowserContext, site: TestSite, mode: "none" | "recorded") {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  await context.addInitScript((recorded) => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "__shared", { value: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: recorded ? async (data: ShareData) => void shared.push(data) : undefined,
    });
  }, mode === "recorded");
}

/** The story with a version of that title. */
async function articleId(site: TestSite, title: string): Promise<number> {
  return (await storyIdByTitle(site.database.db, title))!;
}

/** The list shows every published story once. */
const PUBLISHED_STORIES = DEMO_STORIES.filter((story) => story.versions[0].published).length;

test.describe("the news list in a browser", () => {
  test("filters by a chip, searches within it, clears the filters and opens an article", async ({ context, page, site }) => {
    await shareBy(context, site, "none");
    const cardTitles = page.locator("main").getByRole("heading", { level: 2 });
    await page.goto("/news");
    await expect(cardTitles).toHaveCount(PUBLISHED_STORIES);

    const chips = page.getByRole("navigation", { name: "Filtrer par catégorie" });
    await chips.getByRole("link", { name: "Polynésie mobilisée" }).click();
    await expect(page).toHaveURL("/news?category=polynesia");
    await expect(cardTitles).toHaveText(["Bénévoles : le programme 'A Ti'aturu est lancé", "Arava et To'atini, les mascottes des Jeux", "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus"]);
    await expect(chips.getByRole("link", { name: "Polynésie mobilisée" })).toHaveAttribute("aria-current", "page");
    await expect(chips.getByRole("link", { name: "Toutes" })).not.toHaveAttribute("aria-current");

    await page.getByLabel("Rechercher une actualité").fill("MASCOTTES");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL("/news?category=polynesia&q=MASCOTTES");
    await expect(cardTitles).toHaveText(["Arava et To'atini, les mascottes des Jeux"]);
    await expect(page.getByText("1 actualité trouvée")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Rechercher une actualité").fill("introuvable");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL("/news?category=polynesia&q=introuvable");
    await expect(page.getByText("Aucune actualité ne correspond à votre recherche.")).toHaveCount(1);
    await page.locator("main").getByRole("link", { name: "Effacer les filtres" }).click();
    await expect(page).toHaveURL("/news");
    await expect(cardTitles).toHaveCount(PUBLISHED_STORIES);
    await expect(page.getByLabel("Rechercher une actualité")).toHaveValue("");

    await page.getByRole("link", { name: "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus" }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le logo de Tahiti 2027 dévoilé à la Pointe Vénus");
    const related = page.getByRole("region", { name: "À lire aussi" }).getByRole("heading", { level: 3 });
    await expect(related).toHaveText(["Bénévoles : le programme 'A Ti'aturu est lancé", "Arava et To'atini, les mascottes des Jeux"]);
  });
});

test.describe("sharing an article", () => {
  test("copies the canonical link and says so when the browser cannot share", async ({ context, page, site }) => {
    await shareBy(context, site, "none");
    const id = await articleId(site, "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus");
    await page.goto(`/news/${id}`);
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    const share = page.getByRole("button", { name: "Partager" });
    await expect(share).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await share.click();
    await expect(page.getByText("Lien copié")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`http://localhost:3000/news/${id}`);
  });

  test("copies the link of the visitor's language, with the message in that language", async ({ context, page, site }) => {
    await shareBy(context, site, "none");
    const id = await articleId(site, "Tahiti to host the Pacific Games for the third time");
    await page.goto(`/ja/news/${id}`);
    await page.getByRole("button", { name: "共有" }).click();
    await expect(page.getByText("リンクをコピーしました")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`http://localhost:3000/ja/news/${id}`);
  });

  test("keeps a toast while the pointer rests on it, closes it with its button, or lets it go after 5 seconds", async ({ context, page, site }) => {
    await shareBy(context, site, "none");
    // The page's clock, moved on at will: the toast's 5 seconds pass without the test waiting them out.
    await page.clock.install();
    const id = await articleId(site, "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus");
    await page.goto(`/news/${id}`);
    const share = page.getByRole("button", { name: "Partager" });
    const toasts = page.getByRole("region", { name: "Notifications" }).locator("li");

    await share.click();
    await toasts.hover();
    await page.clock.fastForward(5500);
    await expect(toasts).toHaveCount(1);
    await toasts.getByRole("button", { name: "Fermer la notification" }).click();
    await expect(toasts).toHaveCount(0);

    await share.click();
    await page.mouse.move(0, 0);
    await expect(toasts).toHaveCount(1);
    await page.clock.fastForward(5000);
    await expect(toasts).toHaveCount(0);
  });

  test("hands the title and link to the system's share sheet when there is one", async ({ context, page, site }) => {
    await shareBy(context, site, "recorded");
    const id = await articleId(site, "Arava et To'atini, les mascottes des Jeux");
    await page.goto(`/en/news/${id}`);
    await page.getByRole("button", { name: "Share" }).click();
    // The title of the version the page shows: the story's English one.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: "Arava and To'atini, the Games mascots", url: `http://localhost:3000/en/news/${id}` }]);
    await expect(page.getByText("Link copied")).toHaveCount(0);
  });
});
