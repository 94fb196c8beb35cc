import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../tests/helpers/database.ts";
import { findPublishedArticle, latestPublishedNews } from "~/domain/news/public-news.server.ts";
import { countDemoContent, seedDemoContent } from "./seed.ts";
import { news, NEWS_CATEGORIES, newsVersions, sportsResults, users } from "./schema/index.ts";

const database = testDatabase();

describe(`database (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("applies the migrations: news, results and Better Auth's tables with a role column", async () => {
    const [row] = await database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
    await database.db.insert(users).values({ id: "u1", name: "u", email: "u@example.org" });
    const [user] = await database.db.select().from(users).where(eq(users.id, "u1"));
    expect(user?.role).toBe("user");
    expect(user?.emailVerified).toBe(false);
  });

  it("seeds demo content once, every row marked demo: published stories in six languages, 2 drafts, across the four categories, results with medals", async () => {
    expect(await countDemoContent(database.db)).toEqual({ stories: 0, results: 0 });
    expect(await seedDemoContent(database.db)).toEqual({ articles: 10, results: 17 });
    expect(await seedDemoContent(database.db)).toEqual({ articles: 0, results: 0 });
    expect(await countDemoContent(database.db)).toEqual({ stories: 10, results: 17 });
    const stories = await database.db.select().from(news);
    expect(stories.every((story) => story.demo)).toBe(true);
    expect(new Set(stories.map((r) => r.category))).toEqual(new Set(NEWS_CATEGORIES));
    const versions = await database.db.select().from(newsVersions);
    expect(versions.every((v) => v.published === (v.publishedAt !== null))).toBe(true);
    const languagesOf = (id: number) => versions.filter((v) => v.newsId === id).map((v) => v.language).sort();
    const published = stories.filter((story) => versions.some((v) => v.newsId === story.id && v.published));
    expect(published).toHaveLength(8);
    // One story stays in French only, to show visitors of the other languages the fallback.
    expect(published.filter((story) => languagesOf(story.id).length === 6)).toHaveLength(7);
    expect(published.filter((story) => languagesOf(story.id).length === 1).map((story) => story.sourceLanguage)).toEqual(["fr"]);
    expect(stories.length - published.length).toBe(2);
    const results = await database.db.select().from(sportsResults);
    expect(results.every((result) => result.demo)).toBe(true);
    const medalists = new Set(results.filter((r) => r.medal).map((r) => r.country));
    expect(medalists.size).toBeGreaterThanOrEqual(5);
  });

  it("lists published stories only, each in the visitor's language where it exists, newest first", async () => {
    for (const locale of ["fr", "ja"] as const) {
      const list = await latestPublishedNews(database.db, locale, 50);
      expect(list).toHaveLength(8);
      expect(list.filter((a) => a.language !== locale)).toHaveLength(locale === "fr" ? 0 : 1);
      expect(list.map((a) => a.publishedAt!.getTime())).toEqual([...list.map((a) => a.publishedAt!.getTime())].sort((a, b) => b - a));
    }
  });

  it("finds a published story by id and never a draft", async () => {
    const versions = await database.db.select().from(newsVersions).where(eq(newsVersions.language, "fr"));
    const published = versions.find((v) => v.published)!;
    const draft = versions.find((v) => !v.published)!;
    expect((await findPublishedArticle(database.db, "fr", published.newsId))?.title).toBe(published.title);
    expect(await findPublishedArticle(database.db, "fr", draft.newsId)).toBeUndefined();
    expect(await findPublishedArticle(database.db, "fr", 999_999)).toBeUndefined();
  });
});
