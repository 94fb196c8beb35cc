import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { media, news, newsVersions } from "../../../db/schema/index.ts";
import { insertStory } from "../../../db/news-stories.ts";
import { DEMO_STORIES, seedDemoContent } from "../../../db/seed.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { insertArticles } from "../../../tests/helpers/stories.ts";
import { LOCALES, type Locale } from "~/platform/i18n/locales.ts";
import { FEED_SIZE, findNewsPage, findPublishedArticle, latestPublishedNews, relatedPublishedNews, sitemapArticles } from "./public-news.server.ts";

const database = testDatabase();
const ids = new Map<string, number>();

/** The id of a demo story, by the start of its source title. */
function id(titleStart: string): number {
  const found = [...ids].find(([title]) => title.startsWith(titleStart));
  if (!found) throw new Error(`no demo story "${titleStart}"`);
  return found[1];
}

async function titles(page: Promise<{ items: { title: string }[] } | null>) {
  return (await page)?.items.map((item) => item.title);
}

const PUBLISHED_STORIES = DEMO_STORIES.filter((story) => story.versions[0].published).length;

beforeAll(async () => {
  await seedDemoContent(database.db);
  const sources = await database.db
    .select({ id: news.id, title: newsVersions.title })
    .from(news)
    .innerJoin(newsVersions, and(eq(newsVersions.newsId, news.id), eq(newsVersions.language, news.sourceLanguage)));
  for (const row of sources) ids.set(row.title, row.id);
});

describe(`public news queries (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("shows every published story once, in the visitor's language, else in French with the notice", async () => {
    const db = database.db;
    expect(PUBLISHED_STORIES).toBe(8);
    for (const locale of LOCALES) {
      const page = (await findNewsPage(db, locale, {}, 1, 50))!;
      expect(page.total, locale).toBe(PUBLISHED_STORIES);
      expect(new Set(page.items.map((item) => item.id)).size, locale).toBe(PUBLISHED_STORIES);
      // Honiara 2023 exists in French only; every other demo story in the six languages.
      for (const item of page.items) {
        const fallback = item.id === id("Honiara") && locale !== "fr";
        expect([item.language, item.untranslated], `${locale} ${item.title}`).toEqual(fallback ? ["fr", true] : [locale, false]);
      }
    }
    expect((await latestPublishedNews(db, "ja", 2)).map((item) => item.title)).toEqual(["3つの島、ひとつの大会：Tahiti 2027の会場", "Honiara 2023 : la Nouvelle-Calédonie devant Tahiti"]);
  });

  it("lists published stories only, each in the visitor's language where it exists, newest first", async () => {
    const db = database.db;
    for (const locale of ["fr", "ja"] as const) {
      const list = await latestPublishedNews(db, locale, 50);
      expect(list).toHaveLength(8);
      expect(list.filter((a) => a.language !== locale)).toHaveLength(locale === "fr" ? 0 : 1);
      expect(list.map((a) => a.publishedAt!.getTime())).toEqual([...list.map((a) => a.publishedAt!.getTime())].sort((a, b) => b - a));
    }
  });

  it("finds a published story by id and never a draft", async () => {
    const db = database.db;
    const versions = await db.select().from(newsVersions).where(eq(newsVersions.language, "fr"));
    const published = versions.find((v) => v.published)!;
    const draft = versions.find((v) => !v.published)!;
    expect((await findPublishedArticle(db, "fr", published.newsId))?.title).toBe(published.title);
    expect(await findPublishedArticle(db, "fr", draft.newsId)).toBeUndefined();
    expect(await findPublishedArticle(db, "fr", 999_999)).toBeUndefined();
  });

  it("falls back from a draft or missing translation to French, then to the language the story was written in", async () => {
    const db = database.db;
    const at = new Date("2019-01-01T00:00:00Z");
    const story = (versions: Parameters<typeof insertStory>[1]["versions"]) => insertStory(db, { category: "preparation", createdAt: at, versions });
    const words = (language: Locale, title: string, published: boolean) => ({ language, title, excerpt: "e", content: "<p>c</p>", published });
    const draftJapanese = await story([words("fr", "Brouillon japonais", true), words("ja", "日本語の下書き", false)]);
    const englishOnly = await story([words("en", "English only", true)]);
    const englishOverFrenchDraft = await story([words("fr", "Français en attente", false), words("en", "English first", true)]);
    const japaneseFirst = await story([words("ja", "日本語が原文", true), words("fr", "Le japonais traduit", true)]);
    try {
      const shown = async (locale: Locale, storyId: number) => {
        const article = await findPublishedArticle(db, locale, storyId);
        return article && [article.title, article.untranslated, article.languages];
      };
      expect(await shown("ja", draftJapanese)).toEqual(["Brouillon japonais", true, ["fr"]]);
      expect(await shown("ja", englishOnly)).toEqual(["English only", true, ["en"]]);
      expect(await shown("fr", englishOnly)).toEqual(["English only", true, ["en"]]);
      // French comes before the source: a Spanish reader of a Japanese story reads its French version.
      expect(await shown("es", japaneseFirst)).toEqual(["Le japonais traduit", true, ["fr", "ja"]]);
      expect(await shown("ja", japaneseFirst)).toEqual(["日本語が原文", false, ["fr", "ja"]]);
      // Published in English only, its French still a draft: only English readers have it.
      expect(await shown("en", englishOverFrenchDraft)).toEqual(["English first", false, ["en"]]);
      expect(await shown("fr", englishOverFrenchDraft)).toBeUndefined();
      expect(await shown("ja", englishOverFrenchDraft)).toBeUndefined();
      const japaneseList = (await findNewsPage(db, "ja", {}, 1, 50))!;
      expect(japaneseList.items.filter((item) => item.id === japaneseFirst || item.id === draftJapanese).map((item) => item.title)).toEqual(["日本語が原文", "Brouillon japonais"]);
    } finally {
      await db.delete(news).where(eq(news.createdAt, at));
    }
  });

  it("filters by category and finds words in the version shown, whatever their case", async () => {
    const db = database.db;
    expect(await titles(findNewsPage(db, "fr", { category: "polynesia" }, 1))).toEqual([
      "Bénévoles : le programme 'A Ti'aturu est lancé",
      "Arava et To'atini, les mascottes des Jeux",
      "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus",
    ]);
    expect(await titles(findNewsPage(db, "en", { category: "preparation" }, 1))).toEqual([
      "24 sports on the Tahiti 2027 programme",
      "Tahiti to host the Pacific Games for the third time",
    ]);
    // Drafts show nowhere.
    expect(await titles(findNewsPage(db, "fr", { category: "delegations" }, 1))).toEqual(["24 délégations attendues en Polynésie"]);
    expect(await titles(findNewsPage(db, "fr", { q: "MASCOTTES" }, 1))).toEqual(["Arava et To'atini, les mascottes des Jeux"]);
    expect(await titles(findNewsPage(db, "fr", { q: "mahina" }, 1))).toEqual(["Le logo de Tahiti 2027 dévoilé à la Pointe Vénus"]);
    // Every word must appear, each in the title or the excerpt.
    expect(await titles(findNewsPage(db, "fr", { q: "mascottes raiatea" }, 1))).toEqual(["Arava et To'atini, les mascottes des Jeux"]);
    expect(await titles(findNewsPage(db, "fr", { q: "mascottes mahina" }, 1))).toEqual([]);
    expect(await titles(findNewsPage(db, "fr", { q: "pacifique", category: "preparation" }, 1))).toEqual(["Les Jeux du Pacifique reviendront à Tahiti en 2027"]);
    // A reader finds the words of their own version, and of a fallback's French.
    expect(await titles(findNewsPage(db, "ja", { q: "マスコット" }, 1))).toEqual(["大会マスコット、AravaとTo'atini"]);
    expect(await titles(findNewsPage(db, "ja", { q: "mascottes" }, 1))).toEqual([]);
    expect(await titles(findNewsPage(db, "ja", { q: "Calédonie" }, 1))).toEqual(["Honiara 2023 : la Nouvelle-Calédonie devant Tahiti"]);
    // A draft's title is never found.
    expect(await titles(findNewsPage(db, "fr", { q: "Stade Pater" }, 1))).toEqual([]);
  });

  it("takes %, _ and \\ in a search literally", async () => {
    const db = database.db;
    const inserted = await insertArticles(
      db,
      [
        { title: "Billetterie : 50% des places", excerpt: "Un point d'étape.", content: "<p>x</p>" },
        { title: "Nommage des fichiers", excerpt: "Le format photo_finish est retenu.", content: "<p>x</p>" },
        { title: "Chemins", excerpt: "Le dossier C:\\jeux est archivé.", content: "<p>x</p>" },
      ].map((row) => ({ ...row, category: "preparation" as const, published: true, publishedAt: new Date("2020-01-01T00:00:00Z") })),
    );
    try {
      expect(await titles(findNewsPage(db, "fr", { q: "%" }, 1))).toEqual(["Billetterie : 50% des places"]);
      expect(await titles(findNewsPage(db, "fr", { q: "50%" }, 1))).toEqual(["Billetterie : 50% des places"]);
      expect(await titles(findNewsPage(db, "fr", { q: "5_%" }, 1))).toEqual([]);
      expect(await titles(findNewsPage(db, "fr", { q: "_" }, 1))).toEqual(["Nommage des fichiers"]);
      expect(await titles(findNewsPage(db, "fr", { q: "o_f" }, 1))).toEqual(["Nommage des fichiers"]);
      expect(await titles(findNewsPage(db, "fr", { q: "\\" }, 1))).toEqual(["Chemins"]);
      expect(await titles(findNewsPage(db, "fr", { q: "C:\\jeux" }, 1))).toEqual(["Chemins"]);
    } finally {
      for (const storyId of inserted) await db.delete(news).where(eq(news.id, storyId));
    }
  });

  it("counts the pages and answers null beyond the last one", async () => {
    const db = database.db;
    const first = await findNewsPage(db, "fr", {}, 1, 3);
    expect(first).toMatchObject({ total: 8, pageCount: 3 });
    expect(first?.items).toHaveLength(3);
    const last = await findNewsPage(db, "ja", {}, 3, 3);
    expect(last?.items.map((item) => item.title)).toEqual(["Tahiti 2027のロゴ、Pointe Vénusで発表", "パシフィックゲームズ、2027年にTahitiで再び開催"]);
    expect(await findNewsPage(db, "fr", {}, 4, 3)).toBeNull();
    // No match still has a page 1 to say so, and nothing after it.
    expect(await findNewsPage(db, "fr", { q: "introuvable" }, 1)).toEqual({ items: [], total: 0, pageCount: 1 });
    expect(await findNewsPage(db, "fr", { q: "introuvable" }, 2)).toBeNull();
  });

  it("relates published stories of the same category, never the story itself nor a draft", async () => {
    const db = database.db;
    const related = async (titleStart: string, locale: Locale, limit?: number) => {
      const [article] = await db.select({ id: news.id, category: news.category }).from(news).where(eq(news.id, id(titleStart)));
      return (await relatedPublishedNews(db, locale, article!, limit)).map((item) => [item.id, item.language]);
    };
    expect(await related("Le logo", "fr")).toEqual([
      [id("Bénévoles"), "fr"],
      [id("Arava"), "fr"],
    ]);
    // The only other delegations story is a draft.
    expect(await related("24 délégations", "fr")).toEqual([]);
    expect(await related("24 sports", "ja")).toEqual([[id("Les Jeux du Pacifique"), "ja"]]);
    expect(await related("Trois îles", "pt")).toEqual([[id("Honiara"), "fr"]]);
    expect(await related("Le logo", "fr", 1)).toEqual([[id("Bénévoles"), "fr"]]);
  });

  it("feeds the newest published stories of a language's list, and lists every published version for the sitemap", async () => {
    const db = database.db;
    const japanese = await latestPublishedNews(db, "ja", FEED_SIZE);
    expect(japanese.map((item) => item.id)).toEqual([
      id("Trois îles"),
      id("Honiara"),
      id("24 délégations"),
      id("Bénévoles"),
      id("24 sports"),
      id("Arava"),
      id("Le logo"),
      id("Les Jeux du Pacifique"),
    ]);
    expect(japanese.filter((item) => item.language === "fr").map((item) => item.id)).toEqual([id("Honiara")]);
    expect(await latestPublishedNews(db, "fr", 2)).toHaveLength(2);

    const sitemap = await sitemapArticles(db);
    expect(sitemap).toHaveLength(PUBLISHED_STORIES);
    expect(sitemap.find((entry) => entry.id === id("Honiara"))?.versions.map((version) => version.locale)).toEqual(["fr"]);
    const logo = sitemap.find((entry) => entry.id === id("Le logo"))!;
    expect(logo.versions.map((version) => version.locale).sort()).toEqual([...LOCALES].sort());
    expect(logo.versions.every((version) => version.lastModified.toISOString() === "2024-10-28T19:00:00.000Z")).toBe(true);
  });

  it("gives each article's library cover as a picture, its alt text in the reader's language, and none to the others or without credit", async () => {
    const db = database.db;
    const hash = "e".repeat(64);
    const [photo] = await db
      .insert(media)
      .values({
        hash,
        kind: "image",
        mime: "image/jpeg",
        extension: "jpg",
        fileName: "logo.jpg",
        title: "Logo",
        size: 1000,
        width: 1200,
        height: 800,
        variants: [{ format: "avif", width: 640, height: 427, size: 100 }, { format: "webp", width: 640, height: 427, size: 200 }],
        alt: { fr: "Le logo sur la plage", ja: "浜辺のロゴ" },
        credit: "COJ",
      })
      .returning();
    await db.update(news).set({ coverMediaId: photo!.id }).where(eq(news.id, id("Le logo")));
    try {
      const page = await findNewsPage(db, "ja", { category: "polynesia" }, 1);
      const withCover = page!.items.find((item) => item.id === id("Le logo"))!;
      expect(withCover.cover).toMatchObject({ alt: "浜辺のロゴ", altLang: "ja", credit: "COJ", width: 1200, height: 800, src: `/media/${hash}/w640.webp` });
      expect(withCover.cover!.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      expect(page!.items.filter((item) => item.id !== id("Le logo")).every((item) => item.cover === null)).toBe(true);
      expect((await findPublishedArticle(db, "es", id("Le logo")))!.cover).toMatchObject({ alt: "Le logo sur la plage", altLang: "fr" });
      expect((await relatedPublishedNews(db, "fr", { id: id("Bénévoles"), category: "polynesia" })).find((item) => item.id === id("Le logo"))!.cover).not.toBeNull();
      // Its credit removed since, the photo is no longer shown.
      await db.update(media).set({ credit: "" }).where(eq(media.id, photo!.id));
      expect((await findPublishedArticle(db, "fr", id("Le logo")))!.cover).toBeNull();
    } finally {
      await db.update(news).set({ coverMediaId: null }).where(eq(news.id, id("Le logo")));
    }
  });
});
