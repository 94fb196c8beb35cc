import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../tests/helpers/database.ts";
import { findPublishedArticle, latestPublishedNews } from "~/domain/news/public-news.server.ts";
import { seedDemoContent } from "./seed.ts";
import { news, NEWS_CATEGORIES, sportsResults, users } from "./schema/index.ts";

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

  it("seeds demo content once: 8+ published and 2 drafts across the four categories, results with medals", async () => {
    expect(await seedDemoContent(database.db)).toEqual({ articles: 11, results: 17 });
    expect(await seedDemoContent(database.db)).toEqual({ articles: 0, results: 0 });
    const rows = await database.db.select().from(news);
    expect(rows.filter((r) => r.published).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => !r.published)).toHaveLength(2);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(NEWS_CATEGORIES));
    expect(rows.every((r) => r.published === (r.publishedAt !== null))).toBe(true);
    const results = await database.db.select().from(sportsResults);
    const medalists = new Set(results.filter((r) => r.medal).map((r) => r.country));
    expect(medalists.size).toBeGreaterThanOrEqual(5);
  });

  it("lists published articles only, the visitor's language first, then French, newest first", async () => {
    const fr = await latestPublishedNews(database.db, "fr", 50);
    expect(fr.every((a) => a.language === "fr")).toBe(true);
    expect(fr.map((a) => a.publishedAt!.getTime())).toEqual([...fr.map((a) => a.publishedAt!.getTime())].sort((a, b) => b - a));
    const drafts = await database.db.select({ id: news.id }).from(news).where(eq(news.published, false));
    expect(fr.map((a) => a.id)).not.toContain(drafts[0]!.id);

    const en = await latestPublishedNews(database.db, "en", 50);
    const firstFrench = en.findIndex((a) => a.language === "fr");
    expect(firstFrench).toBeGreaterThan(0);
    expect(en.slice(0, firstFrench).every((a) => a.language === "en")).toBe(true);
    expect(en.slice(firstFrench).every((a) => a.language === "fr")).toBe(true);

    const ja = await latestPublishedNews(database.db, "ja", 4);
    expect(ja).toHaveLength(4);
  });

  it("finds a published article by id and never a draft", async () => {
    const [published] = await database.db.select().from(news).where(eq(news.published, true)).limit(1);
    const [draft] = await database.db.select().from(news).where(eq(news.published, false)).limit(1);
    expect((await findPublishedArticle(database.db, "fr", published!.id))?.title).toBe(published!.title);
    expect(await findPublishedArticle(database.db, "fr", draft!.id)).toBeUndefined();
    expect(await findPublishedArticle(database.db, "fr", 999_999)).toBeUndefined();
  });
});
