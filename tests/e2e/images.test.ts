import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news, newsVersions } from "../../db/schema/index.ts";
import type { NewsCategory } from "../../db/schema/news-keys.ts";
import { localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { NEWS_CATEGORY_ARTWORK, type Artwork } from "~/site/parts/artwork.ts";
import { PUBLIC_PAGES } from "~/site/public-pages.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { insertArticle, storyIdByTitle } from "../helpers/stories.ts";

const e2e = siteAndBrowser();

/** The drawing each page's header shows: its section's. The home page has its own hero instead. */
const SECTION_VISUAL: Record<(typeof PUBLIC_PAGES)[number], Artwork | null> = {
  "/": null,
  "/news": "news",
  "/games": "games",
  "/games/history": "games",
  "/games/vision": "games",
  "/organization": "games",
  "/countries": "countries",
  "/countries/tah": "countries",
  "/sports": "sports",
  "/sports/athletics": "sports",
  "/athletes": "sports",
  "/venues": "venues",
  "/venues/hitiaa-athletics": "venues",
  "/schedule": "results",
  "/results": "results",
  "/medals": "results",
  "/medals/medallists": "results",
  "/live": "results",
  "/favourites": "results",
  "/open-data": "results",
  "/media": "community",
  "/accreditation": "community",
  "/volunteers": "community",
  "/partners": "community",
  "/contact": "info",
  "/legal": "info",
  "/privacy": "info",
  "/terms": "info",
  "/cookies": "info",
  "/accessibility": "info",
};

/**
 * The images a visitor sees as the page opens, which load at once: the logo, the home hero, the
 * section drawing, a delegation's flag in its page's header, an article's own picture, the first card
 * of the news list. Every other image waits until it nears the screen (loading="lazy").
 */
const ABOVE_THE_FOLD = ["header img", "img[fetchpriority=high]", "[data-page-visual] > div > img", "[data-page-visual] img[data-flag]", "main > div > article > figure > div > img"];
const FIRST_NEWS_CARD = "main ul > li:first-child > article > div > img";

function aboveTheFold(path: string): string[] {
  return path === "/news" ? [...ABOVE_THE_FOLD, FIRST_NEWS_CARD] : ABOVE_THE_FOLD;
}

const PHOTO_URL = "https://photos.tahiti2027.test/lagoon.svg";
const PHOTO_ALT = "Le lagon turquoise de Teahupo'o vu du ciel";
const PHOTO_TITLE = "Le lagon de Teahupo'o en photo";

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  eager: boolean;
  loaded: boolean;
}

function imagesOf(page: Page, path: string): Promise<ImageFacts[]> {
  return page.$$eval(
    "img",
    (images, aboveTheFold) =>
      images.map((img) => ({
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        eager: aboveTheFold.some((selector) => img.matches(selector)),
        loaded: img.complete && img.naturalWidth > 0,
      })),
    aboveTheFold(path),
  );
}

/**
 * The images whose box depends on the picture having arrived: without their picture (as before it
 * loads) they take another size, so the page moves when it comes. Takes the pictures away: last check.
 */
function imagesThatShift(page: Page): Promise<string[]> {
  return page.$$eval("img", (images) => {
    const boxes = images.map((img) => [img.offsetWidth, img.offsetHeight].join("x"));
    for (const img of images) img.removeAttribute("src");
    return images.flatMap((img, index) => {
      const before = boxes[index]!;
      const without = [img.offsetWidth, img.offsetHeight].join("x");
      return before === without ? [] : [`${img.getAttribute("width")}x${img.getAttribute("height")} image: ${before} with its picture, ${without} without`];
    });
  });
}

function expectSizedAndLazy(images: ImageFacts[], where: string) {
  expect(images.length, where).toBeGreaterThan(0);
  for (const image of images) {
    expect(Number(image.width), `${where}: ${image.src} has a width`).toBeGreaterThan(0);
    expect(Number(image.height), `${where}: ${image.src} has a height`).toBeGreaterThan(0);
    expect(image.loading, `${where}: ${image.src}`).toBe(image.eager ? null : "lazy");
  }
}

beforeAll(async () => {
  await insertArticle(e2e.site.database.db, {
    title: PHOTO_TITLE,
    excerpt: "Une photo du lagon.",
    content: "<p>Le lagon.</p>",
    imageUrl: PHOTO_URL,
    imageAlt: PHOTO_ALT,
    category: "polynesia",
    language: "fr",
    published: true,
    publishedAt: new Date("2020-01-01T00:00:00Z"),
  });
  await e2e.site.settled();
});

async function openContext(width: number, height: number): Promise<BrowserContext> {
  const context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width, height } });
  // The article's photo comes from outside the site: the test serves it, nothing leaves the machine.
  await context.route(`${PHOTO_URL}*`, (route) =>
    route.fulfill({ contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#0e6f91"/></svg>' }),
  );
  return context;
}

describe.each([
  ["fr", 390, 844],
  ["ja", 390, 844],
  ["fr", 1366, 900],
  ["ja", 1366, 900],
] as [Locale, number, number][])("images of every public page in %s at %i px", (locale, width, height) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openContext(width, height);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(PUBLIC_PAGES)("%s: its section's drawing heads the page; every image is sized, lazy unless it shows at once, and moves nothing as it arrives", async (path) => {
    const url = localizePath(path, locale);
    await page.goto(e2e.site.url + url, { waitUntil: "load" });
    const visual = SECTION_VISUAL[path];
    const header = page.locator("[data-page-visual]");
    if (visual) {
      expect(await header.getAttribute("data-page-visual"), url).toBe(visual);
      expect(await header.locator("h1").count(), `${url}: the title sits in the header band`).toBe(1);
      const drawing = header.locator("> div > img");
      expect(await drawing.getAttribute("src"), url).toMatch(new RegExp(`^/assets/${visual}-[\\w-]+\\.svg$`));
      expect(await drawing.getAttribute("alt"), `${url}: the drawing is decorative`).toBe("");
      const box = await drawing.boundingBox();
      expect(box!.height, `${url}: the drawing shows`).toBeGreaterThan(80);
    } else {
      expect(await header.count(), url).toBe(0);
    }
    const images = await imagesOf(page, path);
    expectSizedAndLazy(images, url);
    for (const image of images.filter((i) => i.eager)) expect(image.loaded, `${url}: ${image.src} loaded`).toBe(true);
    expect(await imagesThatShift(page), url).toEqual([]);
  });

  it("news cards without a photo show their category's drawing; a card with a photo shows the photo", async () => {
    // Every published version, whichever one the list shows.
    const rows = await e2e.site.database.db
      .select({ title: newsVersions.title, category: news.category, imageUrl: news.imageUrl })
      .from(newsVersions)
      .innerJoin(news, eq(news.id, newsVersions.newsId))
      .where(eq(newsVersions.published, true));
    await page.goto(e2e.site.url + localizePath("/news", locale), { waitUntil: "load" });
    const cards = page.locator("main article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    const seen = new Set<NewsCategory>();
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const title = (await card.getByRole("heading").textContent())!.trim();
      const row = rows.find((r) => r.title === title)!;
      expect(row, title).toBeDefined();
      const picture = card.locator("img");
      expect(await picture.count(), title).toBe(1);
      if (row.imageUrl) {
        expect(await picture.getAttribute("src"), title).toBe(row.imageUrl);
        expect(await picture.getAttribute("data-news-artwork"), title).toBeNull();
      } else {
        expect(await picture.getAttribute("data-news-artwork"), title).toBe(row.category);
        expect(await picture.getAttribute("src"), title).toMatch(new RegExp(`^/assets/${NEWS_CATEGORY_ARTWORK[row.category]}-`));
        seen.add(row.category);
      }
      expect(await picture.getAttribute("alt"), title).toBe("");
      const box = (await picture.boundingBox())!;
      expect(box.width / box.height, `${title}: the picture keeps its 2:1 frame`).toBeCloseTo(2, 1);
    }
    expect(await page.locator(`main article img[src="${PHOTO_URL}"]`).count(), "the card with a photo").toBe(1);
    expect(seen.size, "the seeded articles cover the four categories").toBe(4);
    expectSizedAndLazy(await imagesOf(page, "/news"), "/news");
  });

  it("an article shows its photo, or without one its category's drawing, at once and sized", async () => {
    const plainId = (await storyIdByTitle(e2e.site.database.db, "Les Jeux du Pacifique reviendront à Tahiti en 2027"))!;
    const [plain] = await e2e.site.database.db.select({ id: news.id, category: news.category }).from(news).where(eq(news.id, plainId));
    const photoId = (await storyIdByTitle(e2e.site.database.db, PHOTO_TITLE))!;
    for (const [id, expected] of [
      [plain!.id, `data-news-artwork=${plain!.category}`],
      [photoId, `src=${PHOTO_URL}`],
    ] as const) {
      const url = localizePath(`/news/${id}`, locale);
      await page.goto(e2e.site.url + url, { waitUntil: "load" });
      const picture = page.locator("main > div > article > figure > div > img");
      expect(await picture.count(), url).toBe(1);
      const [name, value] = expected.split(/=(.*)/);
      expect(await picture.getAttribute(name!), url).toBe(value);
      expectSizedAndLazy(await imagesOf(page, "/news/:id"), url);
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `${url}: the picture loaded`).toBe(true);
      expect(await imagesThatShift(page), url).toEqual([]);
      if (id === photoId) {
        // The outside photo is described by its version's alt text, in that version's language.
        expect(await picture.getAttribute("alt"), url).toBe(PHOTO_ALT);
        expect(await picture.getAttribute("lang"), url).toBe(locale === "fr" ? null : "fr");
      }
    }
  });
});
