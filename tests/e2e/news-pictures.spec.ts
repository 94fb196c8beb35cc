import { eq } from "drizzle-orm";
import { news, newsVersions } from "../../db/schema/index.ts";
import type { NewsCategory } from "../../vocabulary/news-keys.ts";
import { localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { NEWS_CATEGORY_ARTWORK } from "~/site/parts/artwork-names.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { imagesOf, imagesThatShift, sizingDefects } from "../helpers/page-images.ts";
import { insertArticle, storyIdByTitle } from "../helpers/stories.ts";

const PHOTO_URL = "https://photos.tahiti2027.test/lagoon.svg";
const PHOTO_ALT = "Le lagon turquoise de Teahupo'o vu du ciel";
const PHOTO_TITLE = "Le lagon de Teahupo'o en photo";

// The article with an outside photo, once per worker's site.
test.beforeAll(async ({ site }) => {
  if (await storyIdByTitle(site.database.db, PHOTO_TITLE)) return;
  await insertArticle(site.database.db, {
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
  await site.settled();
});

// The article's photo comes from outside the site: the test serves it, nothing leaves the machine.
test.beforeEach(async ({ context }) => {
  await context.route(`${PHOTO_URL}*`, (route) =>
    route.fulfill({ contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#0e6f91"/></svg>' }),
  );
});

for (const [locale, width, height] of [
  ["fr", 390, 844],
  ["ja", 390, 844],
  ["fr", 1366, 900],
  ["ja", 1366, 900],
] as [Locale, number, number][]) {
  test.describe(`news pictures in ${locale} at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("news cards without a photo show their category's drawing; a card with a photo shows the photo", async ({ page, site }) => {
      // Every published version, whichever one the list shows.
      const rows = await site.database.db
        .select({ title: newsVersions.title, category: news.category, imageUrl: news.imageUrl })
        .from(newsVersions)
        .innerJoin(news, eq(news.id, newsVersions.newsId))
        .where(eq(newsVersions.published, true));
      await page.goto(localizePath("/news", locale), { waitUntil: "load" });
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
        await expect(picture, title).toHaveCount(1);
        if (row.imageUrl) {
          await expect(picture, title).toHaveAttribute("src", row.imageUrl);
          expect(await picture.getAttribute("data-news-artwork"), title).toBeNull();
        } else {
          await expect(picture, title).toHaveAttribute("data-news-artwork", row.category);
          await expect(picture, title).toHaveAttribute("src", new RegExp(`^/assets/${NEWS_CATEGORY_ARTWORK[row.category]}-`));
          seen.add(row.category);
        }
        await expect(picture, title).toHaveAttribute("alt", "");
        const box = (await picture.boundingBox())!;
        expect(box.width / box.height, `${title}: the picture keeps its 2:1 frame`).toBeCloseTo(2, 1);
      }
      await expect(page.locator(`main article img[src="${PHOTO_URL}"]`), "the card with a photo").toHaveCount(1);
      expect(seen.size, "the seeded articles cover the four categories").toBe(4);
      expect(sizingDefects(await imagesOf(page, "/news"))).toEqual([]);
    });

    test("an article shows its photo, or without one its category's drawing, at once and sized", async ({ page, site }) => {
      const db = site.database.db;
      const plainId = (await storyIdByTitle(db, "Les Jeux du Pacifique reviendront à Tahiti en 2027"))!;
      const [plain] = await db.select({ id: news.id, category: news.category }).from(news).where(eq(news.id, plainId));
      const photoId = (await storyIdByTitle(db, PHOTO_TITLE))!;
      for (const [id, attribute, value] of [
        [plain!.id, "data-news-artwork", plain!.category],
        [photoId, "src", PHOTO_URL],
      ] as const) {
        const url = localizePath(`/news/${id}`, locale);
        await page.goto(url, { waitUntil: "load" });
        const picture = page.locator("main > div > article > figure > div > img");
        await expect(picture, url).toHaveCount(1);
        await expect(picture, url).toHaveAttribute(attribute, value);
        const images = await imagesOf(page, "/news/:id");
        expect(images.length, url).toBeGreaterThan(0);
        expect(sizingDefects(images), url).toEqual([]);
        expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `${url}: the picture loaded`).toBe(true);
        expect(await imagesThatShift(page), url).toEqual([]);
        if (id === photoId) {
          // The outside photo is described by its version's alt text, in that version's language.
          await expect(picture, url).toHaveAttribute("alt", PHOTO_ALT);
          expect(await picture.getAttribute("lang"), url).toBe(locale === "fr" ? null : "fr");
        }
      }
    });
  });
}
