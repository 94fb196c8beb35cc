import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { media, news, type NewNewsRow } from "../../../db/schema/index.ts";
import { DEMO_ARTICLES, seedDemoContent } from "../../../db/seed.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { feedArticles, findNewsPage, findPublishedArticle, relatedPublishedNews, sitemapArticles } from "./public-news.server.ts";

const database = testDatabase();
const ids = new Map<string, number>();

/** The id of a demo article, by the start of its title. */
function id(titleStart: string): number {
  const found = [...ids].find(([title]) => title.startsWith(titleStart));
  if (!found) throw new Error(`no demo article "${titleStart}"`);
  return found[1];
}

async function titles(page: Promise<{ items: { title: string }[] } | null>) {
  return (await page)?.items.map((item) => item.title);
}

beforeAll(async () => {
  await seedDemoContent(database.db);
  for (const row of await database.db.select({ id: news.id, title: news.title }).from(news)) ids.set(row.title, row.id);
});

describe(`public news queries (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("filters by category, the visitor's language first, then French newest first", async () => {
    const db = database.db;
    expect(await titles(findNewsPage(db, "fr", { category: "polynesia" }, 1))).toEqual([
      "Bénévoles : le programme 'A Ti'aturu est lancé",
      "Arava et To'atini, les mascottes des Jeux",
      "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus",
    ]);
    expect(await titles(findNewsPage(db, "en", { category: "preparation" }, 1))).toEqual([
      "Tahiti to host the Pacific Games for the third time",
      "24 sports au programme de Tahiti 2027",
      "Les Jeux du Pacifique reviendront à Tahiti en 2027",
    ]);
    // The French list does not show the English articles; drafts show nowhere.
    expect(await titles(findNewsPage(db, "fr", { category: "delegations" }, 1))).toEqual(["24 délégations attendues en Polynésie"]);
  });

  it("finds words in the title and in the excerpt, whatever their case", async () => {
    const db = database.db;
    expect(await titles(findNewsPage(db, "fr", { q: "MASCOTTES" }, 1))).toEqual(["Arava et To'atini, les mascottes des Jeux"]);
    expect(await titles(findNewsPage(db, "fr", { q: "mahina" }, 1))).toEqual(["Le logo de Tahiti 2027 dévoilé à la Pointe Vénus"]);
    expect(await titles(findNewsPage(db, "fr", { q: "pacifique" }, 1))).toEqual([
      "24 délégations attendues en Polynésie",
      "Les Jeux du Pacifique reviendront à Tahiti en 2027",
    ]);
    // Every word must appear, each in the title or the excerpt.
    expect(await titles(findNewsPage(db, "fr", { q: "mascottes raiatea" }, 1))).toEqual(["Arava et To'atini, les mascottes des Jeux"]);
    expect(await titles(findNewsPage(db, "fr", { q: "mascottes mahina" }, 1))).toEqual([]);
    // Combined with a category.
    expect(await titles(findNewsPage(db, "fr", { q: "pacifique", category: "preparation" }, 1))).toEqual(["Les Jeux du Pacifique reviendront à Tahiti en 2027"]);
    // A draft's title is never found.
    expect(await titles(findNewsPage(db, "fr", { q: "Stade Pater" }, 1))).toEqual([]);
  });

  it("takes %, _ and \\ in a search literally", async () => {
    const db = database.db;
    const extra: NewNewsRow[] = [
      { title: "Billetterie : 50% des places", excerpt: "Un point d'étape.", content: "<p>x</p>" },
      { title: "Nommage des fichiers", excerpt: "Le format photo_finish est retenu.", content: "<p>x</p>" },
      { title: "Chemins", excerpt: "Le dossier C:\\jeux est archivé.", content: "<p>x</p>" },
    ].map((row) => ({ ...row, category: "preparation" as const, language: "fr", published: true, publishedAt: new Date("2020-01-01T00:00:00Z") }));
    const inserted = await db.insert(news).values(extra).returning({ id: news.id });
    try {
      expect(await titles(findNewsPage(db, "fr", { q: "%" }, 1))).toEqual(["Billetterie : 50% des places"]);
      expect(await titles(findNewsPage(db, "fr", { q: "50%" }, 1))).toEqual(["Billetterie : 50% des places"]);
      expect(await titles(findNewsPage(db, "fr", { q: "5_%" }, 1))).toEqual([]);
      expect(await titles(findNewsPage(db, "fr", { q: "_" }, 1))).toEqual(["Nommage des fichiers"]);
      expect(await titles(findNewsPage(db, "fr", { q: "o_f" }, 1))).toEqual(["Nommage des fichiers"]);
      expect(await titles(findNewsPage(db, "fr", { q: "\\" }, 1))).toEqual(["Chemins"]);
      expect(await titles(findNewsPage(db, "fr", { q: "C:\\jeux" }, 1))).toEqual(["Chemins"]);
    } finally {
      await db.delete(news).where(inArray(news.id, inserted.map((row) => row.id)));
    }
  });

  it("counts the pages and answers null beyond the last one", async () => {
    const db = database.db;
    const frenchPublished = DEMO_ARTICLES.filter((a) => a.published && a.language === "fr").length;
    expect(frenchPublished).toBe(7);
    const first = await findNewsPage(db, "fr", {}, 1, 3);
    expect(first).toMatchObject({ total: 7, pageCount: 3 });
    expect(first?.items).toHaveLength(3);
    const last = await findNewsPage(db, "fr", {}, 3, 3);
    expect(last?.items.map((item) => item.title)).toEqual(["Les Jeux du Pacifique reviendront à Tahiti en 2027"]);
    expect(await findNewsPage(db, "fr", {}, 4, 3)).toBeNull();
    // English readers see their two articles first, then the French ones.
    const english = await findNewsPage(db, "en", {}, 1, 3);
    expect(english).toMatchObject({ total: 9, pageCount: 3 });
    expect(english?.items.map((item) => item.language)).toEqual(["en", "en", "fr"]);
    // No match still has a page 1 to say so, and nothing after it.
    expect(await findNewsPage(db, "fr", { q: "introuvable" }, 1)).toEqual({ items: [], total: 0, pageCount: 1 });
    expect(await findNewsPage(db, "fr", { q: "introuvable" }, 2)).toBeNull();
  });

  it("relates published articles of the same category, never the article itself nor a draft", async () => {
    const db = database.db;
    const related = async (titleStart: string, locale: "fr" | "en", limit?: number) => {
      const [article] = await db.select({ id: news.id, category: news.category }).from(news).where(eq(news.id, id(titleStart)));
      return (await relatedPublishedNews(db, locale, article!, limit)).map((item) => item.id);
    };
    expect(await related("Le logo", "fr")).toEqual([id("Bénévoles"), id("Arava")]);
    // The only other delegations article is a draft.
    expect(await related("24 délégations", "fr")).toEqual([]);
    // Preparation: the English article first for an English reader; the draft never.
    expect(await related("24 sports", "en")).toEqual([id("Tahiti to host"), id("Les Jeux du Pacifique")]);
    expect(await related("24 sports", "fr")).toEqual([id("Les Jeux du Pacifique")]);
    expect(await related("Le logo", "fr", 1)).toEqual([id("Bénévoles")]);
  });

  it("feeds the newest published articles a language reads, and lists every published one for the sitemap", async () => {
    const db = database.db;
    const english = await feedArticles(db, "en");
    expect(english.map((item) => item.id)).toEqual([
      id("Three islands"),
      id("Honiara"),
      id("24 délégations"),
      id("Bénévoles"),
      id("24 sports"),
      id("Arava"),
      id("Le logo"),
      id("Tahiti to host"),
      id("Les Jeux du Pacifique"),
    ]);
    expect((await feedArticles(db, "ja")).every((item) => item.language === "fr")).toBe(true);
    expect(await feedArticles(db, "fr", 2)).toHaveLength(2);

    const sitemap = await sitemapArticles(db);
    const published = [...ids].filter(([title]) => DEMO_ARTICLES.find((a) => a.title === title)?.published).map(([, value]) => value);
    expect(sitemap.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(published.sort((a, b) => a - b));
    expect(sitemap.find((entry) => entry.id === id("Le logo"))?.lastModified.toISOString()).toBe("2024-10-28T19:00:00.000Z");
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
