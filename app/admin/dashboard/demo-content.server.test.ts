import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertStory } from "../../../db/news-stories.ts";
import { news, newsRevisions, newsVersions, sportsResults } from "../../../db/schema/index.ts";
import { countDemoContent, DEMO_RESULTS, DEMO_STORIES, seedDemoContent } from "../../../db/seed.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { auditEntries, insertStaff } from "../../../tests/helpers/staff.ts";
import { createResult } from "../results/results.server.ts";
import { removeDemoContent } from "./demo-content.server.ts";

const database = testDatabase();
let admin: Awaited<ReturnType<typeof insertStaff>>;
let realStory: number;
let realResult: number;

beforeAll(async () => {
  admin = await insertStaff(database.db, { role: "admin" });
  await seedDemoContent(database.db);
  // Staff's own content beside the demo: it must survive the removal.
  realStory = await insertStory(database.db, { category: "preparation", versions: [{ language: "fr", title: "Vraie actualité", excerpt: "e", content: "<p>c</p>", published: true }] });
  realResult = await createResult(database.db, { sport: "judo", event: "-60 kg", athlete: "Teva Teriitahi", country: "TAH", result: "Ippon", medal: "gold", date: "2027-08-04" }, admin);
});

const rows = async (table: typeof news | typeof newsVersions | typeof newsRevisions | typeof sportsResults) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe(`removing the demo content (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("deletes every demo story with its versions and history and every demo result, one audit entry each, and nothing of staff's", async () => {
    const entriesBefore = (await auditEntries(database.db)).length;
    expect(await removeDemoContent(database.db, admin)).toEqual({ stories: DEMO_STORIES.length, results: DEMO_RESULTS.length });
    expect(await countDemoContent(database.db)).toEqual({ stories: 0, results: 0 });
    expect((await database.db.select({ id: news.id }).from(news)).map((row) => row.id)).toEqual([realStory]);
    expect(await rows(newsVersions)).toBe(1);
    expect(await rows(newsRevisions)).toBe(1);
    expect((await database.db.select({ id: sportsResults.id }).from(sportsResults)).map((row) => row.id)).toEqual([realResult]);

    const entries = (await auditEntries(database.db)).slice(entriesBefore);
    expect(entries).toHaveLength(DEMO_STORIES.length + DEMO_RESULTS.length);
    expect(entries.every((entry) => entry.action === "delete" && entry.actorEmail === admin.email && entry.after === null)).toBe(true);
    expect(entries.filter((entry) => entry.kind === "news")[0]).toMatchObject({ subjectLabel: `${DEMO_STORIES[0]!.versions[0].title} (fr)`, before: expect.objectContaining({ title: DEMO_STORIES[0]!.versions[0].title }) });
    expect(entries.filter((entry) => entry.kind === "results")[0]).toMatchObject({ subjectLabel: "Demo Athlete A — 100 m", before: expect.objectContaining({ athlete: "Demo Athlete A", medal: "gold" }) });
  });

  it("removes nothing and records nothing once no demo content is left", async () => {
    const entriesBefore = (await auditEntries(database.db)).length;
    expect(await removeDemoContent(database.db, admin)).toEqual({ stories: 0, results: 0 });
    expect(await auditEntries(database.db)).toHaveLength(entriesBefore);
    expect(await database.db.select({ id: news.id }).from(news).where(eq(news.id, realStory))).toHaveLength(1);
  });
});
