import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertStory } from "../../../db/news-stories.ts";
import { news, newsRevisions, newsVersions, scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import { countDemoContent } from "../../../db/demo-left.ts";
import { DEMO_RESULTS, DEMO_STORIES, seedDemoContent } from "../../../db/seed.ts";
import { DEMO_SCHEDULE } from "../../../db/seed-schedule.ts";
import { createEvent } from "~/domain/schedule/schedule-writes.server.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { auditEntries, insertStaff } from "../../../tests/helpers/staff.ts";
import { createResult } from "../results/results.server.ts";
import { removeDemoContent } from "./demo-content.server.ts";

const database = testDatabase();
let admin: Awaited<ReturnType<typeof insertStaff>>;
let realStory: number;
let realResult: number;
let realEvent: number;

beforeAll(async () => {
  admin = await insertStaff(database.db, { role: "admin" });
  await seedDemoContent(database.db);
  // Staff's own content beside the demo: it must survive the removal.
  realStory = await insertStory(database.db, { category: "preparation", versions: [{ language: "fr", title: "Vraie actualité", excerpt: "e", content: "<p>c</p>", published: true }] });
  realResult = await createResult(database.db, { sport: "judo", event: "-60 kg", athlete: "Teva Teriitahi", country: "TAH", result: "Ippon", medal: "gold", date: "2027-08-04" }, admin);
  const created = await createEvent(
    database.db,
    { code: "JUD-60-M", sport: "judo", discipline: null, name: { fr: "-60 kg hommes" }, gender: "men", format: "individual", medal: true, delegations: [] },
    admin,
  );
  realEvent = created.ok ? created.id : -1;
});

const rows = async (table: typeof news | typeof newsVersions | typeof newsRevisions | typeof sportsResults | typeof scheduleSessions) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe(`removing the demo content (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("deletes every demo story with its versions and history, every demo result and every demo event with its sessions, one audit entry each, and nothing of staff's", async () => {
    const entriesBefore = (await auditEntries(database.db)).length;
    expect(await removeDemoContent(database.db, admin)).toEqual({ stories: DEMO_STORIES.length, results: DEMO_RESULTS.length, events: DEMO_SCHEDULE.length, kept: 0 });
    expect(await countDemoContent(database.db)).toEqual({ stories: 0, results: 0, events: 0 });
    expect((await database.db.select({ id: news.id }).from(news)).map((row) => row.id)).toEqual([realStory]);
    expect(await rows(newsVersions)).toBe(1);
    expect(await rows(newsRevisions)).toBe(1);
    expect((await database.db.select({ id: sportsResults.id }).from(sportsResults)).map((row) => row.id)).toEqual([realResult]);
    expect((await database.db.select({ id: scheduleEvents.id }).from(scheduleEvents)).map((row) => row.id)).toEqual([realEvent]);
    expect(await rows(scheduleSessions)).toBe(0);

    const entries = (await auditEntries(database.db)).slice(entriesBefore);
    expect(entries).toHaveLength(DEMO_STORIES.length + DEMO_RESULTS.length + DEMO_SCHEDULE.length);
    expect(entries.every((entry) => entry.action === "delete" && entry.actorEmail === admin.email && entry.after === null)).toBe(true);
    expect(entries.filter((entry) => entry.kind === "news")[0]).toMatchObject({ subjectLabel: `${DEMO_STORIES[0]!.versions[0].title} (fr)`, before: expect.objectContaining({ title: DEMO_STORIES[0]!.versions[0].title }) });
    expect(entries.filter((entry) => entry.kind === "results")[0]).toMatchObject({ subjectLabel: "Demo Athlete A — 100 m", before: expect.objectContaining({ athlete: "Demo Athlete A", medal: "gold" }) });
    const first = DEMO_SCHEDULE[0]!;
    expect(entries.filter((entry) => entry.kind === "schedule")[0]).toMatchObject({ subjectLabel: `${first.code} — ${first.name.fr}`, before: expect.objectContaining({ code: first.code, sport: first.sport }) });
  });

  it("removes nothing and records nothing once no demo content is left", async () => {
    const entriesBefore = (await auditEntries(database.db)).length;
    expect(await removeDemoContent(database.db, admin)).toEqual({ stories: 0, results: 0, events: 0, kept: 0 });
    expect(await auditEntries(database.db)).toHaveLength(entriesBefore);
    expect(await database.db.select({ id: news.id }).from(news).where(eq(news.id, realStory))).toHaveLength(1);
  });

  it("keeps a demo event whose session holds a result entered by staff, as deleting an event does, and counts it as kept", async () => {
    // News and results hold staff's content: with the schedule emptied, only the schedule is seeded again.
    await database.db.delete(scheduleEvents).where(eq(scheduleEvents.id, realEvent));
    expect(await seedDemoContent(database.db)).toEqual({ articles: 0, results: 0, events: DEMO_SCHEDULE.length });
    const [final] = await database.db
      .select({ id: scheduleSessions.id })
      .from(scheduleSessions)
      .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
      .where(and(eq(scheduleEvents.code, "JUD-73-M"), eq(scheduleSessions.phase, "final")));
    await database.db.update(sportsResults).set({ sessionId: final!.id }).where(eq(sportsResults.id, realResult));

    expect(await removeDemoContent(database.db, admin)).toEqual({ stories: 0, results: 0, events: DEMO_SCHEDULE.length - 1, kept: 1 });
    expect(await countDemoContent(database.db)).toEqual({ stories: 0, results: 0, events: 1 });
    expect((await database.db.select({ sessionId: sportsResults.sessionId }).from(sportsResults).where(eq(sportsResults.id, realResult)))[0]).toEqual({ sessionId: final!.id });

    await database.db.update(sportsResults).set({ sessionId: null }).where(eq(sportsResults.id, realResult));
    expect(await removeDemoContent(database.db, admin)).toEqual({ stories: 0, results: 0, events: 1, kept: 0 });
    expect(await rows(scheduleSessions)).toBe(0);
    expect(await rows(sportsResults)).toBe(1);
  });
});
