import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { toTahitiWallClock } from "~/platform/i18n/tahiti-time.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, unlockedContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { startTestSite } from "../helpers/site.ts";

const e2e = siteAndBrowser();

const editorOf = (page: Page) => page.getByRole("textbox", { name: fr.adminNews.content, exact: true }).and(page.locator("[contenteditable]"));
const tool = (page: Page, name: string) => page.getByRole("toolbar").getByRole("button", { name });
const languageTab = (page: Page, name: string) => page.getByRole("navigation", { name: fr.adminNews.versionsNav }).getByRole("link", { name: new RegExp(`^${name}`) });

/** Types a paragraph into the editor with one word in bold, through the toolbar. */
async function writeWithBold(page: Page, before: string, bold: string, after: string) {
  await editorOf(page).click();
  await page.keyboard.type(before);
  await tool(page, fr.adminEditor.bold).click();
  await page.keyboard.type(bold);
  await tool(page, fr.adminEditor.bold).click();
  await page.keyboard.type(after);
}

const STORY = {
  fr: { title: "La flamme des Jeux arrive à Papeete", excerpt: "Le relais commence dans la capitale.", words: ["Le relais de la flamme commence ", "lundi", " à Papeete."] },
  en: { title: "The Games flame reaches Papeete", excerpt: "The relay starts in the capital.", words: ["The flame relay starts ", "on Monday", " in Papeete."] },
  ja: { title: "大会の聖火がパペーテに到着", excerpt: "リレーは首都から始まる。", words: ["聖火リレーは", "月曜日", "にパペーテで始まる。"] },
} as const;

describe("the newsroom", () => {
  it("writes a story in French with the editor, adds its English translation, schedules the Japanese one: each language reads its own, on time", async () => {
    const publishAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
    let id = 0;
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/news/new`);
      await page.fill("#title", STORY.fr.title);
      await page.fill("#excerpt", STORY.fr.excerpt);
      await writeWithBold(page, ...STORY.fr.words);
      await page.getByRole("switch", { name: fr.adminNews.publish }).check();
      await page.getByRole("button", { name: fr.adminNews.create }).click();
      await page.waitForURL(/\/admin\/news\/\d+\/edit\?created=1$/);
      id = Number(/\/admin\/news\/(\d+)\/edit/.exec(page.url())![1]);

      await languageTab(page, "English").click();
      await page.waitForURL(`${e2e.site.url}/admin/news/${id}/translations/en`);
      await expect.poll(() => page.locator("#source-heading").textContent()).toBe("Original (en français)");
      await page.fill("#title", STORY.en.title);
      await page.fill("#excerpt", STORY.en.excerpt);
      await writeWithBold(page, ...STORY.en.words);
      await page.getByRole("switch", { name: fr.adminNews.publishVersion.replace("{{language}}", "anglais") }).check();
      await page.getByRole("button", { name: fr.adminNews.saveTranslation }).click();
      await page.getByRole("status").filter({ hasText: fr.adminNews.translationCreated }).first().waitFor();

      await languageTab(page, "日本語").click();
      await page.waitForURL(`${e2e.site.url}/admin/news/${id}/translations/ja`);
      // Another language's form starts empty: nothing of the English one comes along.
      await expect.poll(() => page.locator("#title").inputValue()).toBe("");
      expect(await page.getByRole("switch").isChecked()).toBe(false);
      expect(await editorOf(page).textContent()).toBe("");
      await page.fill("#title", STORY.ja.title);
      await page.fill("#excerpt", STORY.ja.excerpt);
      await writeWithBold(page, ...STORY.ja.words);
      await page.locator("#publishAt").fill(toTahitiWallClock(publishAt));
      await page.getByRole("button", { name: fr.adminNews.saveTranslation }).click();
      await page.getByRole("status").filter({ hasText: fr.adminNews.translationCreated }).first().waitFor();
      await expectNoAxeViolations(page, "translation form");
      // The story's languages: French and English published, Japanese scheduled, the rest to translate.
      await expect.poll(() => languageTab(page, "日本語").textContent()).toContain(fr.adminNews.versionStatus.scheduled);
      await expect.poll(() => languageTab(page, "English").textContent()).toContain(fr.adminNews.versionStatus.published);
      await expect.poll(() => languageTab(page, "Español").textContent()).toContain(fr.adminNews.versionStatus.missing);
      await page.getByRole("link", { name: fr.adminNews.historyLink.replace("{{language}}", "japonais") }).click();
      await page.waitForURL(`${e2e.site.url}/admin/news/${id}/history/ja`);
      await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
      await expectNoAxeViolations(page, "history");
      await page.goto(`${e2e.site.url}/admin/news`);
      await expectNoAxeViolations(page, "news list with its languages");
    });
    await context.close();

    const visitor = await unlockedContext(e2e.browser, e2e.site);
    await withPage(visitor, async (page) => {
      const read = async (path: string) => {
        await page.goto(e2e.site.url + path);
        return { title: await page.locator("h1").textContent(), bold: await page.locator("article strong").first().textContent(), notice: await page.getByText(ja.news.notTranslated.slice(0, 12)).count() };
      };
      expect(await read(`/news/${id}`)).toEqual({ title: STORY.fr.title, bold: "lundi", notice: 0 });
      expect(await read(`/en/news/${id}`)).toEqual({ title: STORY.en.title, bold: "on Monday", notice: 0 });
      // Before its time, Japanese readers get the French, told it is not translated yet.
      expect(await read(`/ja/news/${id}`)).toEqual({ title: STORY.fr.title, bold: "lundi", notice: 1 });

      // Another instance of the site whose clock has reached the time publishes it; this one's pages hear it.
      const later = await startTestSite({}, { database: e2e.site.database, clock: () => new Date(publishAt.getTime() + 20_000) });
      try {
        await expect.poll(async () => (await read(`/ja/news/${id}`)).title, { timeout: 15_000 }).toBe(STORY.ja.title);
        expect(await read(`/ja/news/${id}`)).toEqual({ title: STORY.ja.title, bold: "月曜日", notice: 0 });
        await page.goto(`${e2e.site.url}/ja/news`);
        expect(await page.locator("main h2", { hasText: STORY.ja.title }).count()).toBe(1);
      } finally {
        await later.close();
      }
    });
    await visitor.close();
  });
});
