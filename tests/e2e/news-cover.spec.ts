import { and, desc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { news, newsVersions } from "../../db/schema/news.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, unlockedContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { picture } from "../helpers/media-fixtures.ts";

const e2e = siteAndBrowser();

const ALT_FR = "Des pirogues alignées sur la plage de Hitiaa au lever du soleil";
const ALT_JA = "日の出のヒティアアの浜辺に並ぶカヌー";
const CREDIT = "COJ Tahiti 2027 / Teva Marama";

/** The cover of the article page, once its image has loaded: what the browser chose among the sources. */
async function shownCover(page: Page) {
  const img = page.locator("article figure picture img");
  await img.evaluate((element: HTMLImageElement) => (element.complete ? undefined : new Promise((resolve) => element.addEventListener("load", resolve, { once: true }))));
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

describe("a library photo as an article's cover", () => {
  it("is completed, picked in the article form and shown to visitors at the width and in the format their browser needs, in French and Japanese", async () => {
    // The newest story written in French and published.
    const [article] = await e2e.site.database.db
      .select({ id: news.id })
      .from(news)
      .innerJoin(newsVersions, and(eq(newsVersions.newsId, news.id), eq(newsVersions.language, news.sourceLanguage)))
      .where(and(eq(newsVersions.published, true), eq(news.sourceLanguage, "fr")))
      .orderBy(desc(news.id))
      .limit(1);
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/media`);
      const photoId = await page.evaluate(async (jpeg) => {
        const body = new FormData();
        body.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "Pirogues à Hitiaa.jpg");
        const response = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
        return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
      }, [...(await picture("jpeg", 2400, 1600))]);

      await page.goto(`${e2e.site.url}/admin/news/${article!.id}/edit`);
      await page.getByRole("button", { name: fr.adminNews.coverChoose }).click();
      const dialog = page.getByRole("dialog", { name: fr.adminNews.coverDialogTitle });
      await dialog.waitFor();
      // Without alt text and credit the photo cannot be chosen yet: the picker leads to its page.
      const complete = dialog.getByRole("link", { name: fr.adminNews.coverComplete.replace("{{title}}", "Pirogues à Hitiaa") });
      await complete.waitFor();
      await expectNoAxeViolations(page);
      const [details] = await Promise.all([context.waitForEvent("page"), complete.click()]);
      await details.waitForURL(`${e2e.site.url}/admin/media/${photoId}`);
      await details.getByLabel("Français").fill(ALT_FR);
      await details.getByLabel("日本語").fill(ALT_JA);
      await details.getByLabel(fr.adminMedia.fieldCredit).fill(CREDIT);
      await details.getByLabel(fr.adminMedia.fieldFocusX).fill("30");
      await details.getByLabel(fr.adminMedia.fieldFocusY).fill("70");
      await details.getByRole("button", { name: fr.adminMedia.save }).click();
      await details.getByRole("status").filter({ hasText: fr.adminMedia.saved }).first().waitFor();
      await details.close();

      // Back on the article's form, the picker shows the photo as it is now (Chromium closes a modal
      // dialog when a link in it opens a tab; another browser may leave it open).
      if (!(await dialog.isVisible())) await page.getByRole("button", { name: fr.adminNews.coverChoose }).click();
      await dialog.getByRole("button", { name: `${fr.adminNews.coverSelect} Pirogues à Hitiaa` }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByText(fr.adminNews.coverChosen.replace("{{title}}", "Pirogues à Hitiaa")).waitFor();
      await page.getByLabel(fr.adminNews.featured).check();
      await page.locator('button[value="save"]').click();
      await page.getByRole("status").filter({ hasText: fr.adminNews.updated }).first().waitFor();
      const [saved] = await e2e.site.database.db.select().from(news).where(eq(news.id, article!.id));
      expect(saved).toMatchObject({ coverMediaId: photoId, imageUrl: null, featured: true });
    });
    await context.close();

    const visitor = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 390, height: 844 } });
    await withPage(visitor, async (page) => {
      await page.goto(`${e2e.site.url}/news/${article!.id}`);
      const phone = await shownCover(page);
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
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${e2e.site.url}/ja/news/${article!.id}`);
      const desktop = await shownCover(page);
      // The article column is 736 px wide: the 960 px AVIF.
      expect(desktop.currentSrc).toMatch(/\/w960\.avif$/);
      expect(desktop).toMatchObject({ alt: ALT_JA, lang: null, caption: ja.news.photoCredit.replace("{{credit}}", CREDIT) });
      await expectNoAxeViolations(page);

      // The home page's featured slot shows it large, lazily (below the hero).
      for (const home of ["/", "/ja"]) {
        await page.goto(e2e.site.url + home);
        const featured = page.locator('section[aria-labelledby="featured-title"] picture img');
        expect(await featured.getAttribute("loading")).toBe("lazy");
        await featured.scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page);
      }

      // In a list the title says what the card is about: the picture is decorative, and waits below the fold.
      await page.goto(`${e2e.site.url}/news`);
      const card = page.locator("article", { has: page.locator(`a[href="/news/${article!.id}"]`) }).locator("picture img");
      expect(await card.getAttribute("alt")).toBe("");
      expect(await card.getAttribute("src")).toMatch(/\/w960\.webp$/);
    });
    await visitor.close();
  });
});
