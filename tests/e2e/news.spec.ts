import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_STORIES } from "../../db/seed.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { storyIdByTitle } from "../helpers/stories.ts";

const e2e = siteAndBrowser();

let context: BrowserContext;
let page: Page;
const errors: string[] = [];

interface Options {
  /** Replaces navigator.share: undefined removes it, as in browsers without the Web Share API. */
  share?: "none" | "recorded";
}

async function unlocked({ share = "none" }: Options = {}) {
  context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.site.url });
  await context.addInitScript((mode) => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "__shared", { value: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: mode === "recorded" ? async (data: ShareData) => void shared.push(data) : undefined,
    });
  }, share);
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  return page;
}

const cardTitles = () => page.locator("main").getByRole("heading", { level: 2 }).allTextContents();

/** The story with a version of that title. */
async function articleId(title: string): Promise<number> {
  return (await storyIdByTitle(e2e.site.database.db, title))!;
}

/** The list shows every published story once. */
const PUBLISHED_STORIES = DEMO_STORIES.filter((story) => story.versions[0].published).length;

beforeEach(() => {
  errors.length = 0;
});
afterEach(async () => {
  await context?.close();
  expect(errors).toEqual([]);
});

describe("the news list in a browser", () => {
  it("filters by a chip, searches within it, clears the filters and opens an article", async () => {
    await unlocked();
    await page.goto(`${e2e.site.url}/news`);
    expect(await cardTitles()).toHaveLength(PUBLISHED_STORIES);

    const chips = page.getByRole("navigation", { name: "Filtrer par catégorie" });
    await chips.getByRole("link", { name: "Polynésie mobilisée" }).click();
    await page.waitForURL(`${e2e.site.url}/news?category=polynesia`);
    await expect.poll(cardTitles).toEqual([
      "Bénévoles : le programme 'A Ti'aturu est lancé",
      "Arava et To'atini, les mascottes des Jeux",
      "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus",
    ]);
    expect(await chips.getByRole("link", { name: "Polynésie mobilisée" }).getAttribute("aria-current")).toBe("page");
    expect(await chips.getByRole("link", { name: "Toutes" }).getAttribute("aria-current")).toBeNull();

    await page.getByLabel("Rechercher une actualité").fill("MASCOTTES");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL(`${e2e.site.url}/news?category=polynesia&q=MASCOTTES`);
    await expect.poll(cardTitles).toEqual(["Arava et To'atini, les mascottes des Jeux"]);
    await expect.poll(() => page.getByText("1 actualité trouvée").count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByLabel("Rechercher une actualité").fill("introuvable");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL(`${e2e.site.url}/news?category=polynesia&q=introuvable`);
    await expect.poll(() => page.getByText("Aucune actualité ne correspond à votre recherche.").count()).toBe(1);
    await page.locator("main").getByRole("link", { name: "Effacer les filtres" }).click();
    await page.waitForURL(`${e2e.site.url}/news`);
    await expect.poll(() => cardTitles().then((titles) => titles.length)).toBe(PUBLISHED_STORIES);
    expect(await page.getByLabel("Rechercher une actualité").inputValue()).toBe("");

    await page.getByRole("link", { name: "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus" }).click();
    await page.waitForURL(/\/news\/\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Le logo de Tahiti 2027 dévoilé à la Pointe Vénus");
    const related = page.getByRole("region", { name: "À lire aussi" }).getByRole("heading", { level: 3 });
    expect(await related.allTextContents()).toEqual(["Bénévoles : le programme 'A Ti'aturu est lancé", "Arava et To'atini, les mascottes des Jeux"]);
  });
});

describe("sharing an article", () => {
  it("copies the canonical link and says so when the browser cannot share", async () => {
    await unlocked({ share: "none" });
    const id = await articleId("Le logo de Tahiti 2027 dévoilé à la Pointe Vénus");
    await page.goto(`${e2e.site.url}/news/${id}`);
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    const share = page.getByRole("button", { name: "Partager" });
    await share.waitFor();
    await expectNoAxeViolations(page);
    await share.click();
    await expect.poll(() => page.getByText("Lien copié").count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://localhost:3000/news/${id}`);
  });

  it("copies the link of the visitor's language, with the message in that language", async () => {
    await unlocked({ share: "none" });
    const id = await articleId("Tahiti to host the Pacific Games for the third time");
    await page.goto(`${e2e.site.url}/ja/news/${id}`);
    await page.getByRole("button", { name: "共有" }).click();
    await expect.poll(() => page.getByText("リンクをコピーしました").count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://localhost:3000/ja/news/${id}`);
  });

  it("keeps a toast while the pointer rests on it, closes it with its button, or lets it go after 5 seconds", async () => {
    await unlocked({ share: "none" });
    const id = await articleId("Le logo de Tahiti 2027 dévoilé à la Pointe Vénus");
    await page.goto(`${e2e.site.url}/news/${id}`);
    const share = page.getByRole("button", { name: "Partager" });
    const toasts = page.getByRole("region", { name: "Notifications" }).locator("li");

    await share.click();
    await toasts.hover();
    await page.waitForTimeout(5500);
    expect(await toasts.count()).toBe(1);
    await toasts.getByRole("button", { name: "Fermer la notification" }).click();
    expect(await toasts.count()).toBe(0);

    await share.click();
    await page.mouse.move(0, 0);
    expect(await toasts.count()).toBe(1);
    await toasts.waitFor({ state: "detached", timeout: 6000 });
  });

  it("hands the title and link to the system's share sheet when there is one", async () => {
    await unlocked({ share: "recorded" });
    const id = await articleId("Arava et To'atini, les mascottes des Jeux");
    await page.goto(`${e2e.site.url}/en/news/${id}`);
    await page.getByRole("button", { name: "Share" }).click();
    // The title of the version the page shows: the story's English one.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: "Arava and To'atini, the Games mascots", url: `http://localhost:3000/en/news/${id}` }]);
    expect(await page.getByText("Link copied").count()).toBe(0);
  });
});
