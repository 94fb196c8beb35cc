import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../db/schema/index.ts";
import { DEMO_RESULTS, DEMO_STORIES, seedDemoContent } from "../../db/seed.ts";
import { DEMO_SCHEDULE } from "../../db/seed-schedule.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { visibleText } from "../helpers/html.ts";
import { auditEntries } from "../helpers/staff.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

// Issue 21: demo news and fictional results are marked, announced on every page showing results,
// and removed by one admin action; a start with SEED_DEMO=off never has them. Issue 22: the demo
// schedule goes with them, the fictional results on its finals.

const RESULT_PAGES = ["/results", "/medals", "/live", "/countries/tah"];
const PUBLISHED_DEMO_TITLE = DEMO_STORIES.find((story) => story.versions[0].published)!.versions[0].title;
const english = (cookie: string) => `${cookie}; lang=en`;

describe("a site seeded with demo content", () => {
  let site: TestSite;
  let as: Record<"admin" | "moderator", string>;
  const text = async (path: string, cookie = site.gateCookie) => {
    const response = await fetch(site.url + path, { headers: { cookie } });
    expect(response.status, path).toBe(200);
    return visibleText(await response.text());
  };

  beforeAll(async () => {
    site = await startTestSite();
    const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
    as = { admin: admin.cookie, moderator: moderator.cookie };
  });
  afterAll(async () => {
    await site?.close();
  });

  it("says on every page showing results, in the visitor's language, that the results are fictional", async () => {
    for (const path of RESULT_PAGES) {
      const french = await text(path);
      expect(french, path).toContain(fr.results.demoNoticeTitle);
      expect(french, path).toContain(fr.results.demoNotice);
      expect(await text(`/ja${path}`), path).toContain(ja.results.demoNotice);
    }
    // Pages without results say nothing of it.
    expect(await text("/")).not.toContain(fr.results.demoNoticeTitle);
  });

  it("seeds the demo schedule, every event marked demo, with the fictional results on its finals", async () => {
    const events = await site.database.db.select({ code: scheduleEvents.code, demo: scheduleEvents.demo }).from(scheduleEvents).orderBy(scheduleEvents.id);
    expect(events).toEqual(DEMO_SCHEDULE.map((event) => ({ code: event.code, demo: true })));
    const tied = await site.database.db
      .select({ athlete: sportsResults.athlete, rank: sportsResults.rank, code: scheduleEvents.code, phase: scheduleSessions.phase, state: scheduleSessions.results })
      .from(sportsResults)
      .innerJoin(scheduleSessions, eq(sportsResults.sessionId, scheduleSessions.id))
      .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
      .orderBy(sportsResults.id);
    expect(tied).toEqual(DEMO_RESULTS.map((result) => ({ athlete: result.athlete, rank: result.rank, code: result.final, phase: "final", state: "official" })));
  });

  it("marks the demo stories and results in the back office's lists", async () => {
    const chips = async (path: string) => {
      const page = await (await fetch(site.url + path, { headers: { cookie: english(as.moderator) } })).text();
      return [...page.matchAll(/data-testid="demo-chip"[^>]*>([^<]*)</g)].map((match) => match[1]);
    };
    expect(await chips("/admin/news")).toEqual(DEMO_STORIES.map(() => en.adminNews.demoBadge));
    expect(await chips("/admin/results")).toEqual(DEMO_RESULTS.map(() => en.adminResults.demoBadge));
  });

  it("offers the removal to admins only: moderators are told, and refused with 403; signed-out posts go to sign in", async () => {
    const forModerator = await text("/admin/dashboard", english(as.moderator));
    expect(forModerator).toContain(en.admin.demoStories_other.replace("{{count}}", String(DEMO_STORIES.length)));
    expect(forModerator).toContain(en.admin.demoEvents_other.replace("{{count}}", String(DEMO_SCHEDULE.length)));
    expect(forModerator).toContain(en.admin.demoAdminOnly);
    expect(forModerator).not.toContain(en.admin.demoRemove);
    expect(await text("/admin/dashboard", english(as.admin))).toContain(en.admin.demoRemove);

    expect((await postForm(`${site.url}/admin/dashboard`, as.moderator, { intent: "remove-demo" })).status).toBe(403);
    const signedOut = await postForm(`${site.url}/admin/dashboard`, site.gateCookie, { intent: "remove-demo" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect((await postForm(`${site.url}/admin/dashboard`, as.admin, { intent: "something-else" })).status).toBe(400);
    expect(await text("/results")).toContain("Demo Athlete A");
  });

  it("removes every demo item at an admin's request, says how many, and the public pages drop them and the notice", async () => {
    // Cached first, so the removal must drop the stored pages.
    expect(await text("/results")).toContain("Demo Athlete A");
    expect(await text("/news")).toContain(PUBLISHED_DEMO_TITLE);
    const entriesBefore = (await auditEntries(site.database.db)).length;

    const removal = await postForm(`${site.url}/admin/dashboard`, english(as.admin), { intent: "remove-demo" });
    expect(removal.status).toBe(200);
    const answer = visibleText(await removal.text());
    expect(answer).toContain(
      en.admin.demoRemoved.replace("{{stories}}", String(DEMO_STORIES.length)).replace("{{events}}", String(DEMO_SCHEDULE.length)).replace("{{results}}", String(DEMO_RESULTS.length)),
    );
    expect(answer).toContain(en.admin.demoNone);
    expect((await auditEntries(site.database.db)).length - entriesBefore).toBe(DEMO_STORIES.length + DEMO_RESULTS.length + DEMO_SCHEDULE.length);
    expect(await site.database.db.select({ n: count() }).from(scheduleEvents)).toEqual([{ n: 0 }]);
    expect(await site.database.db.select({ n: count() }).from(scheduleSessions)).toEqual([{ n: 0 }]);
    await site.settled();

    const results = await text("/results");
    expect(results).not.toContain("Demo Athlete A");
    expect(results).toContain(fr.results.empty);
    expect(await text("/news")).not.toContain(PUBLISHED_DEMO_TITLE);
    for (const path of RESULT_PAGES) {
      expect(await text(path), path).not.toContain(fr.results.demoNoticeTitle);
      expect(await text(`/ja${path}`), path).not.toContain(ja.results.demoNoticeTitle);
    }
    const dashboard = await text("/admin/dashboard", english(as.admin));
    expect(dashboard).toContain(en.admin.demoNone);
    expect(dashboard).not.toContain(en.admin.demoRemove);

    // Posted again (a second tab): nothing left, said so.
    const again = await postForm(`${site.url}/admin/dashboard`, english(as.admin), { intent: "remove-demo" });
    expect(visibleText(await again.text())).toContain(en.admin.demoAlreadyRemoved);
  });

  it("keeps a demo event whose session holds a result staff entered, and says why", async () => {
    // The demo seeded again beside a result of staff's own (as a later start with SEED_DEMO=on would),
    // that result then entered for a session of the demo schedule.
    const [staffResult] = await site.database.db
      .insert(sportsResults)
      .values({ sport: "judo", event: "-73 kg", athlete: "Teva Teriitahi", country: "TAH", result: "Ippon", medal: "gold", date: "2027-08-04" })
      .returning({ id: sportsResults.id });
    expect(await seedDemoContent(site.database.db)).toEqual({ articles: DEMO_STORIES.length, results: 0, events: DEMO_SCHEDULE.length });
    const [final] = await site.database.db
      .select({ id: scheduleSessions.id })
      .from(scheduleSessions)
      .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
      .where(and(eq(scheduleEvents.code, "JUD-73-M"), eq(scheduleSessions.phase, "final")));
    await site.database.db.update(sportsResults).set({ sessionId: final!.id }).where(eq(sportsResults.id, staffResult!.id));
    await site.settled();

    const removal = await postForm(`${site.url}/admin/dashboard`, english(as.admin), { intent: "remove-demo" });
    expect(removal.status).toBe(200);
    const answer = visibleText(await removal.text());
    expect(answer).toContain(
      en.admin.demoEventsKept_one
        .replace("{{stories}}", String(DEMO_STORIES.length))
        .replace("{{events}}", String(DEMO_SCHEDULE.length - 1))
        .replace("{{results}}", "0")
        .replace("{{count}}", "1"),
    );
    expect(answer).toContain(en.admin.demoEvents_one.replace("{{count}}", "1"));
    expect(await site.database.db.select({ code: scheduleEvents.code }).from(scheduleEvents)).toEqual([{ code: "JUD-73-M" }]);
    expect(await text("/results")).toContain("Teva Teriitahi");
  });
});

describe("a site started with SEED_DEMO=off", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ SEED_DEMO: "off" });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("has no demo news, schedule nor results, and no notice", async () => {
    expect(await site.database.db.select({ n: count() }).from(scheduleEvents)).toEqual([{ n: 0 }]);
    const results = visibleText(await (await fetch(`${site.url}/results`, { headers: { cookie: site.gateCookie } })).text());
    expect(results).toContain(fr.results.empty);
    expect(results).not.toContain(fr.results.demoNoticeTitle);
    const news = visibleText(await (await fetch(`${site.url}/news`, { headers: { cookie: site.gateCookie } })).text());
    expect(news).not.toContain(PUBLISHED_DEMO_TITLE);
  });
});
