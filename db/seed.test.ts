import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../tests/helpers/database.ts";
import { openTestDatabase } from "../tests/helpers/test-database.ts";
import { toTahitiDay } from "../vocabulary/tahiti-time.ts";
import { countDemoContent } from "./demo-left.ts";
import { DEMO_RESULTS, seedDemoContent } from "./seed.ts";
import { DEMO_SCHEDULE } from "./seed-schedule.ts";
import { NEWS_CATEGORIES } from "../vocabulary/news-keys.ts";
import { news, newsVersions, scheduleEvents, scheduleSessions, sportsResults, users } from "./schema/index.ts";

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
    expect(await countDemoContent(database.db)).toEqual({ stories: 0, results: 0, events: 0 });
    expect(await seedDemoContent(database.db)).toEqual({ articles: 10, results: 17, events: DEMO_SCHEDULE.length });
    expect(await seedDemoContent(database.db)).toEqual({ articles: 0, results: 0, events: 0 });
    expect(await countDemoContent(database.db)).toEqual({ stories: 10, results: 17, events: DEMO_SCHEDULE.length });
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

  it("seeds the demo schedule, every event marked demo, and ties each fictional result to its final, whose results are official", async () => {
    const events = await database.db.select().from(scheduleEvents);
    expect(events.map((event) => event.code).sort()).toEqual(DEMO_SCHEDULE.map((event) => event.code).sort());
    expect(events.every((event) => event.demo)).toBe(true);
    const sessions = await database.db.select({ session: scheduleSessions, code: scheduleEvents.code }).from(scheduleSessions).innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id));
    expect(sessions).toHaveLength(DEMO_SCHEDULE.flatMap((event) => event.sessions).length);

    const results = await database.db.select().from(sportsResults).orderBy(sportsResults.id);
    const byId = new Map(sessions.map((row) => [row.session.id, row]));
    expect(results.map((result) => ({ athlete: result.athlete, rank: result.rank, final: byId.get(result.sessionId!)?.code, phase: byId.get(result.sessionId!)?.session.phase }))).toEqual(
      DEMO_RESULTS.map((result) => ({ athlete: result.athlete, rank: result.rank, final: result.final, phase: "final" })),
    );
    for (const result of results) expect(toTahitiDay(byId.get(result.sessionId!)!.session.startsAt), result.athlete).toBe(result.date);
    const official = sessions.filter((row) => row.session.results !== null);
    expect(official.map((row) => row.code).sort()).toEqual([...new Set(DEMO_RESULTS.map((result) => result.final))].sort());
    expect(official.every((row) => row.session.results === "official" && row.session.phase === "final")).toBe(true);
  });
});

describe("demo results beside a schedule of staff's own", () => {
  it("seeds the results on no session: fiction never lands on a real schedule, and the schedule stays as it was", async () => {
    const database = await openTestDatabase();
    try {
      const [event] = await database.db.insert(scheduleEvents).values({ code: "ATH-100M-M", sport: "athletics", name: { fr: "100 m hommes" }, gender: "men", format: "individual", medal: true }).returning();
      await database.db.insert(scheduleSessions).values({ eventId: event!.id, phase: "final", startsAt: new Date("2027-08-03T03:30:00Z"), venue: "hitiaa-athletics" });
      expect(await seedDemoContent(database.db)).toMatchObject({ results: 17, events: 0 });
      const results = await database.db.select({ sessionId: sportsResults.sessionId, rank: sportsResults.rank }).from(sportsResults);
      expect(results.every((result) => result.sessionId === null && result.rank === null)).toBe(true);
      expect(await database.db.select({ results: scheduleSessions.results }).from(scheduleSessions)).toEqual([{ results: null }]);
      expect(await countDemoContent(database.db)).toMatchObject({ events: 0 });
    } finally {
      await database.close();
    }
  }, 60_000);
});
