import type { Page } from "@playwright/test";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { toTahitiWallClock } from "../../vocabulary/tahiti-time.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { startTestSite } from "../helpers/site.ts";

/**
 * A site of its own: the test starts a second instance on the site's database whose clock is ten
 * minutes ahead, and that instance publishes whatever is scheduled there, other files' stories too.
 */
test.use({ ownSite: true });

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

/** What a reader of the story at `path` gets: its title, its first bold words, and whether it says it is not translated. */
async function expectStory(page: Page, path: string, story: { title: string; bold: string; notice: number }) {
  await page.goto(path);
  await expect(page.locator("h1"), path).toHaveText(story.title);
  await expect(page.locator("article strong").first(), path).toHaveText(story.bold);
  await expect(page.getByText(ja.news.notTranslated.slice(0, 12)), path).toHaveCount(story.notice);
}

const STORY = {
  fr: { title: "La flamme des Jeux arrive à Papeete", excerpt: "Le relais commence dans la capitale.", words: ["Le relais de la flamme commence ", "lundi", " à Papeete."] },
  en: { title: "The Games flame reaches Papeete", excerpt: "The relay starts in the capital.", words: ["The flame relay starts ", "on Monday", " in Papeete."] },
  ja: { title: "大会の聖火がパペーテに到着", excerpt: "リレーは首都から始まる。", words: ["聖火リレーは", "月曜日", "にパペーテで始まる。"] },
} as const;

test.describe("the newsroom", () => {
  test("writes a story in French with the editor, adds its English translation, schedules the Japanese one: each language reads its own, on time", async ({ page, site, signIn }) => {
    // Three versions typed into the editor, three axe runs, a dozen pages and a second instance of the site.
    test.slow();
    const publishAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
    const context = await signIn("moderator");
    const editor = await context.newPage();
    await editor.goto("/admin/news/new");
    await editor.fill("#title", STORY.fr.title);
    await editor.fill("#excerpt", STORY.fr.excerpt);
    await writeWithBold(editor, ...STORY.fr.words);
    await editor.getByRole("switch", { name: fr.adminNews.publish }).check();
    await editor.getByRole("button", { name: fr.adminNews.create }).click();
    await expect(editor).toHaveURL(/\/admin\/news\/\d+\/edit\?created=1$/);
    const id = Number(/\/admin\/news\/(\d+)\/edit/.exec(editor.url())![1]);

    await languageTab(editor, "English").click();
    await expect(editor).toHaveURL(`/admin/news/${id}/translations/en`);
    await expect(editor.locator("#source-heading")).toHaveText("Original (en français)");
    await editor.fill("#title", STORY.en.title);
    await editor.fill("#excerpt", STORY.en.excerpt);
    await writeWithBold(editor, ...STORY.en.words);
    await editor.getByRole("switch", { name: fr.adminNews.publishVersion.replace("{{language}}", "anglais") }).check();
    await editor.getByRole("button", { name: fr.adminNews.saveTranslation }).click();
    await expect(editor.getByRole("status").filter({ hasText: fr.adminNews.translationCreated }).first()).toBeVisible();

    await languageTab(editor, "日本語").click();
    await expect(editor).toHaveURL(`/admin/news/${id}/translations/ja`);
    // Another language's form starts empty: nothing of the English one comes along.
    await expect(editor.locator("#title")).toHaveValue("");
    await expect(editor.getByRole("switch")).not.toBeChecked();
    await expect(editorOf(editor)).toHaveText("");
    await editor.fill("#title", STORY.ja.title);
    await editor.fill("#excerpt", STORY.ja.excerpt);
    await writeWithBold(editor, ...STORY.ja.words);
    await editor.locator("#publishAt").fill(toTahitiWallClock(publishAt));
    await editor.getByRole("button", { name: fr.adminNews.saveTranslation }).click();
    await expect(editor.getByRole("status").filter({ hasText: fr.adminNews.translationCreated }).first()).toBeVisible();
    expect(await axeViolations(editor, "translation form")).toEqual([]);
    // The story's languages: French and English published, Japanese scheduled, the rest to translate.
    await expect(languageTab(editor, "日本語")).toContainText(fr.adminNews.versionStatus.scheduled);
    await expect(languageTab(editor, "English")).toContainText(fr.adminNews.versionStatus.published);
    await expect(languageTab(editor, "Español")).toContainText(fr.adminNews.versionStatus.missing);
    await editor.getByRole("link", { name: fr.adminNews.historyLink.replace("{{language}}", "japonais") }).click();
    await expect(editor).toHaveURL(`/admin/news/${id}/history/ja`);
    await expect(editor.locator("tbody tr")).toHaveCount(1);
    expect(await axeViolations(editor, "history")).toEqual([]);
    await editor.goto("/admin/news");
    expect(await axeViolations(editor, "news list with its languages")).toEqual([]);

    // A visitor reads it in each language.
    await expectStory(page, `/news/${id}`, { title: STORY.fr.title, bold: "lundi", notice: 0 });
    await expectStory(page, `/en/news/${id}`, { title: STORY.en.title, bold: "on Monday", notice: 0 });
    // Before its time, Japanese readers get the French, told it is not translated yet.
    await expectStory(page, `/ja/news/${id}`, { title: STORY.fr.title, bold: "lundi", notice: 1 });

    // Another instance of the site whose clock has reached the time publishes it; this one's pages hear it.
    const later = await startTestSite({}, { database: site.database, clock: () => new Date(publishAt.getTime() + 20_000) });
    try {
      await expect
        .poll(
          async () => {
            await page.goto(`/ja/news/${id}`);
            return page.locator("h1").textContent();
          },
          { timeout: 15_000 },
        )
        .toBe(STORY.ja.title);
      await expectStory(page, `/ja/news/${id}`, { title: STORY.ja.title, bold: "月曜日", notice: 0 });
      await page.goto("/ja/news");
      await expect(page.locator("main h2", { hasText: STORY.ja.title })).toHaveCount(1);
    } finally {
      await later.close();
    }
  });
});
