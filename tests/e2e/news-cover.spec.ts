import type { Page } from "@playwright/test";
import { and, desc, eq } from "drizzle-orm";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { news, newsVersions } from "../../db/schema/news.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { picture } from "../helpers/media-fixtures.ts";

/**
 * This file's own site: it gives the newest French story a library cover and features it, which
 * changes the home page and the news list every file reads (news-pictures.spec.ts expects each card
 * without an outside photo to show its category's drawing).
 */
test.use({ ownSite: true });

const ALT_FR = "Des pirogues alignées sur la plage de Hitiaa au lever du soleil";
const ALT_JA = "日の出のヒティアアの浜辺に並ぶカヌー";
const CREDIT = "COJ Tahiti 2027 / Teva Marama";

/** The cover of the article page, once its image has loaded: what the browser chose among the sources. */
async function shownCover(page: Page) {
  const img = page.locator("article figure picture img");
  await expect(img).toHaveJSProperty("complete", true);
  return img.evaluate((element: HTMLImageElement) => ({
    currentSrc: element.currentSrc,
    alt: element.alt,
    lang: element.getAttribute("lang"),
    width: element.getAttribute("width"),
    height: element.getAttribute("height"),
    loading: element.getAttribute("loading"),
    objectPosition: getComputedStyle(element).objectPosition,
    sources: [...element.parentElement!.querySelectorAll("source")].map((source) => ({ type: source.type, sizes: source.sizes })),
    caption: element.closest("figure")!.querySelector("figcaption")?.textContent,
  }));
}

test.describe("a library photo as an article's cover", () => {
  test("is completed, picked in the article form and shown to visitors at the width and in the format their browser needs, in French and Japanese", async ({ site, signIn, page: visitor }) => {
    // An upload resized into every width, three pages through axe twice: more than 45 s on a loaded machine.
    test.slow();
    // The newest story written in French and published.
    const [article] = await site.database.db
      .select({ id: news.id })
      .from(news)
      .innerJoin(newsVersions, and(eq(newsVersions.newsId, news.id), eq(newsVersions.language, news.sourceLanguage)))
      .where(and(eq(newsVersions.published, true), eq(news.sourceLanguage, "fr")))
      .orderBy(desc(news.id))
      .limit(1);
    const staff = await signIn("moderator");
    const page = await staff.newPage();
    await page.goto("/admin/media");
    const photoId = await page.evaluate(
      async (jpeg) => {
        const body = new FormData();
        body.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "Pirogues à Hitiaa.jpg");
        const response = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
        return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
      },
      [...(await picture("jpeg", 2400, 1600))],
    );

    await page.goto(`/admin/news/${article!.id}/edit`);
    await page.getByRole("button", { name: fr.adminNews.coverChoose }).click();
    const dialog = page.getByRole("dialog", { name: fr.adminNews.coverDialogTitle });
    await expect(dialog).toBeVisible();
    // Without alt text and credit the photo cannot be chosen yet: the picker leads to its page.
    const complete = dialog.getByRole("link", { name: fr.adminNews.coverComplete.replace("{{title}}", "Pirogues à Hitiaa") });
    await expect(complete).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const [details] = await Promise.all([staff.waitForEvent("page"), complete.click()]);
    await expect(details).toHaveURL(`${site.url}/admin/media/${photoId}`);
    await details.getByLabel("Français").fill(ALT_FR);
    await details.getByLabel("日本語").fill(ALT_JA);
    await details.getByLabel(fr.adminMedia.fieldCredit).fill(CREDIT);
    await details.getByLabel(fr.adminMedia.fieldFocusX).fill("30");
    await details.getByLabel(fr.adminMedia.fieldFocusY).fill("70");
    await details.getByRole("button", { name: fr.adminMedia.save }).click();
    await expect(details.getByRole("status").filter({ hasText: fr.adminMedia.saved }).first()).toBeVisible();
    await details.close();

    // Back on the article's form, the picker shows the photo as it is now (Chromium closes a modal
    // dialog when a link in it opens a tab; another browser may leave it open).
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: fr.adminNews.coverChoose }).click();
    await dialog.getByRole("button", { name: `${fr.adminNews.coverSelect} Pirogues à Hitiaa` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fr.adminNews.coverChosen.replace("{{title}}", "Pirogues à Hitiaa"))).toBeVisible();
    await page.getByLabel(fr.adminNews.featured).check();
    await page.locator('button[value="save"]').click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminNews.updated }).first()).toBeVisible();
    const [saved] = await site.database.db.select().from(news).where(eq(news.id, article!.id));
    expect(saved).toMatchObject({ coverMediaId: photoId, imageUrl: null, featured: true });

    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto(`/news/${article!.id}`);
    const phone = await shownCover(visitor);
    // 390 px wide at one device pixel per CSS pixel: the 640 px AVIF, not the 2400 px original.
    expect(phone.currentSrc).toMatch(/\/media\/[0-9a-f]{64}\/w640\.avif$/);
    expect(phone).toMatchObject({
      alt: ALT_FR,
      lang: null,
      width: "2400",
      height: "1600",
      loading: null,
      objectPosition: "30% 70%",
      caption: fr.news.photoCredit.replace("{{credit}}", CREDIT),
    });
    expect(phone.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(await axeViolations(visitor)).toEqual([]);

    await visitor.setViewportSize({ width: 1366, height: 900 });
    await visitor.goto(`/ja/news/${article!.id}`);
    const desktop = await shownCover(visitor);
    // The article column is 736 px wide: the 960 px AVIF.
    expect(desktop.currentSrc).toMatch(/\/w960\.avif$/);
    expect(desktop).toMatchObject({ alt: ALT_JA, lang: null, caption: ja.news.photoCredit.replace("{{credit}}", CREDIT) });
    expect(await axeViolations(visitor)).toEqual([]);

    // The home page's featured slot shows it large, lazily (below the hero).
    for (const home of ["/", "/ja"]) {
      await visitor.goto(home);
      const featured = visitor.locator('section[aria-labelledby="featured-title"] picture img');
      await expect(featured).toHaveAttribute("loading", "lazy");
      await featured.scrollIntoViewIfNeeded();
      expect(await axeViolations(visitor)).toEqual([]);
    }

    // In a list the title says what the card is about: the picture is decorative, and waits below the fold.
    await visitor.goto("/news");
    const card = visitor.locator("article", { has: visitor.locator(`a[href="/news/${article!.id}"]`) }).locator("picture img");
    await expect(card).toHaveAttribute("alt", "");
    await expect(card).toHaveAttribute("src", /\/w960\.webp$/);
  });
});
