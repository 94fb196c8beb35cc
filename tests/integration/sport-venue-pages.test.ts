import { and, eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scheduleEvents, scheduleSessions } from "../../db/schema/index.ts";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { fromTahitiWallClock, toTahitiDay } from "../../vocabulary/tahiti-time.ts";
import { INITIAL_SPORTS, INITIAL_VENUES } from "../helpers/initial-content.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// Issue 22 point 4: a page per sport and per venue, on the demo schedule and results (db/seed-schedule.ts,
// db/seed.ts), and each finished session's own results. The server's clock is the test's: the Games
// are on, at 9:10 in the morning of their second day, when the men's 100 m heats are under way.
const MORNING = fromTahitiWallClock("2027-08-02T09:10")!;

let site: TestSite;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: MORNING });
  site = await startTestSite({ SEED_DEMO: "on" });
});
afterAll(async () => {
  await site?.close();
  vi.useRealTimers();
});

const get = (path: string) => fetch(site.url + path, { headers: { cookie: site.gateCookie }, redirect: "manual" });
async function page(path: string): Promise<{ doc: HTMLElement; response: Response }> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return { doc: parse(await response.text()), response };
}
const flat = (text: string | undefined) => text?.replace(/\s+/g, " ").trim();
const listed = (doc: HTMLElement) => doc.querySelectorAll("li[data-session]").map((li) => Number(li.getAttribute("data-session")));

/** The demo's sessions of a sport or at a venue, by start, as the pages should list them. */
async function sessionsWhere(filter: { sport?: string; venue?: string }) {
  const rows = await site.database.db
    .select({ id: scheduleSessions.id, startsAt: scheduleSessions.startsAt, venue: scheduleSessions.venue, sport: scheduleEvents.sport, results: scheduleSessions.results, code: scheduleEvents.code, phase: scheduleSessions.phase })
    .from(scheduleSessions)
    .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id));
  return rows.filter((row) => (!filter.sport || row.sport === filter.sport) && (!filter.venue || row.venue === filter.venue));
}

async function finalOf(code: string) {
  const [row] = await site.database.db
    .select({ id: scheduleSessions.id })
    .from(scheduleSessions)
    .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
    .where(and(eq(scheduleEvents.code, code), eq(scheduleSessions.phase, "final")));
  return row!.id;
}

describe("a sport's page", () => {
  it("answers in the six languages with the sport's name, and 404 for a sport that is not on the programme", async () => {
    const athletics = INITIAL_SPORTS.find((sport) => sport.slug === "athletics")!;
    for (const lang of LOCALES) {
      const { doc } = await page(localizePath("/sports/athletics", lang));
      expect(doc.querySelector("h1")?.text.trim()).toBe(athletics.name[lang] || athletics.name.fr);
      expect(doc.querySelector("html")?.getAttribute("lang")).toBe(lang);
    }
    const { doc } = await page("/ja/sports/athletics");
    expect(doc.querySelector("title")?.text).toBe(ja.sportPage.metaTitle.replace("{{sport}}", athletics.name.ja!));
    expect(doc.querySelector("#events")?.text).toBe(ja.sportPage.eventsTitle);
    for (const path of ["/sports/quidditch", "/ja/sports/quidditch", "/sports/athletics/extra", `/sports/${"a".repeat(2000)}`]) expect((await get(path)).status, path).toBe(404);
    for (const path of ["/sports/%ff", "/sports/%00"]) expect((await get(path)).status, path).toBe(400);
  });

  it("lists its events, its whole schedule by day in Tahiti time, its results, its medallists and its venues", async () => {
    const { doc, response } = await page("/sports/athletics");
    const events = await site.database.db.select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.sport, "athletics"));
    expect(doc.querySelectorAll("li[data-event]").map((li) => Number(li.getAttribute("data-event"))).sort()).toEqual(events.map((event) => event.id).sort());
    expect(flat(doc.querySelector("li[data-event]")?.text)).toContain(fr.schedule.genders.men);

    const sessions = (await sessionsWhere({ sport: "athletics" })).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(listed(doc)).toEqual(sessions.map((session) => session.id));
    expect(doc.querySelectorAll('section[aria-labelledby="schedule"] section[data-day]').map((section) => section.getAttribute("data-day"))).toEqual([...new Set(sessions.map((session) => toTahitiDay(session.startsAt)))]);
    for (const time of doc.querySelectorAll("li[data-session] time")) expect(time.getAttribute("datetime")).toMatch(/-10:00$/);
    // The heats are under way; the stored page is kept no longer than that holds (ADR 032).
    const heats = sessions.find((session) => session.code === "ATH-100M-M" && session.phase === "heats")!;
    expect(doc.querySelector(`li[data-session="${heats.id}"]`)?.getAttribute("data-status")).toBe("underway");
    expect(Date.parse(response.headers.get("expires") ?? "")).toBeGreaterThan(MORNING.getTime());

    // The final already has its official results: it links to them.
    const final = await finalOf("ATH-100M-M");
    expect(doc.querySelector(`li[data-session="${final}"] a[data-results-link]`)?.getAttribute("href")).toBe(`/results?session=${final}`);

    const results = doc.querySelector('section[aria-labelledby="results"]')!;
    expect(results.querySelectorAll("tbody tr").map((row) => flat(row.querySelector("td:nth-child(5)")?.text))).toEqual(["Demo Athlete A", "Demo Athlete B", "Demo Athlete C", "Demo Athlete D"]);
    const medallists = doc.querySelector('section[aria-labelledby="medallists"]')!;
    expect(flat(medallists.text)).toContain("Demo Athlete A");
    expect(flat(medallists.text)).not.toContain("Demo Athlete D");
    expect(medallists.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual(expect.arrayContaining(["/medals?sport=athletics", "/medals/medallists?sport=athletics"]));

    expect(doc.querySelectorAll('section[aria-labelledby="venues"] li[data-venue] a').map((a) => a.getAttribute("href"))).toEqual(["/venues/hitiaa-athletics"]);
    expect(doc.querySelector("[data-calendar-feed]")?.getAttribute("data-calendar-feed")).toBe("/calendar/sports/athletics.ics");
    expect(doc.querySelector('[data-testid="demo-schedule-notice"]')).not.toBeNull();
  });

  it("says what is not published yet for a sport without events", async () => {
    const { doc } = await page("/en/sports/squash");
    expect(flat(doc.querySelector('section[aria-labelledby="events"]')?.text)).toContain(en.sportPage.eventsEmpty);
    expect(flat(doc.querySelector('section[aria-labelledby="schedule"]')?.text)).toContain(en.sportPage.scheduleEmpty);
    expect(flat(doc.querySelector('section[aria-labelledby="medallists"]')?.text)).toContain(en.sportPage.medallistsEmpty);
    expect(listed(doc)).toEqual([]);
    expect(doc.querySelector("[data-calendar-feed]")?.getAttribute("data-calendar-feed")).toBe("/en/calendar/sports/squash.ics");
  });
});

describe("a venue's page", () => {
  it("says where the venue is and how to get there, its sports, and its whole schedule with each session's sport", async () => {
    const venue = INITIAL_VENUES.find((one) => one.id === "hitiaa-athletics")!;
    const { doc } = await page("/venues/hitiaa-athletics");
    expect(doc.querySelector("h1")?.text.trim()).toBe(venue.name.fr);
    const sessions = (await sessionsWhere({ venue: "hitiaa-athletics" })).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(sessions.length).toBeGreaterThan(0);
    expect(listed(doc)).toEqual(sessions.map((session) => session.id));
    // Each session names its sport, which links to the sport's page.
    expect(doc.querySelector(`li[data-session="${sessions[0]!.id}"] a[href="/sports/athletics"]`)).not.toBeNull();
    const access = doc.querySelector('section[aria-labelledby="access"]')!;
    expect(flat(access.text)).toContain(venue.island);
    expect(access.querySelector('a[href="/sports/athletics"]')).not.toBeNull();
    const map = access.querySelector('a[href^="https://www.openstreetmap.org/"]')!;
    expect(map.getAttribute("href")).toContain(`mlat=${venue.position!.lat}&mlon=${venue.position!.lon}`);
    expect(map.getAttribute("rel")).toBe("noopener noreferrer");
    expect(doc.querySelector("[data-calendar-feed]")?.getAttribute("data-calendar-feed")).toBe("/calendar/venues/hitiaa-athletics.ics");
  });

  it("answers in the six languages, says when nothing is scheduled there yet, and 404 for a venue that does not exist", async () => {
    for (const lang of LOCALES) expect((await get(localizePath("/venues/stade-pater", lang))).status, lang).toBe(200);
    const { doc } = await page("/ja/venues/stade-pater");
    expect(flat(doc.querySelector('section[aria-labelledby="schedule"]')?.text)).toContain(ja.venuePage.scheduleEmpty);
    expect(listed(doc)).toEqual([]);
    for (const path of ["/venues/nowhere", "/ja/venues/nowhere"]) expect((await get(path)).status, path).toBe(404);
  });
});

describe("a session's own results", () => {
  it("lists the session's ranked results under its event, stage, time, venue and state", async () => {
    const final = await finalOf("ATH-100M-M");
    const { doc } = await page(`/results?session=${final}`);
    const heading = doc.querySelector("[data-session-heading]")!;
    expect(heading.getAttribute("data-session-heading")).toBe(String(final));
    expect(flat(heading.querySelector("h2")?.text)).toBe(`100 m hommes — ${fr.schedule.phases.final}`);
    expect(heading.querySelector('a[href="/sports/athletics"]')).not.toBeNull();
    expect(heading.querySelector('a[href="/venues/hitiaa-athletics"]')).not.toBeNull();
    expect(heading.querySelector("[data-results-state]")?.text).toBe(fr.schedulePage.resultsLink.official);
    expect(doc.querySelectorAll("tbody tr td:first-child").map((cell) => flat(cell.text))).toEqual(["1", "2", "3", "4"]);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");

    const ja = await page(`/ja/results?session=${final}`);
    expect(flat(ja.doc.querySelector("[data-session-heading] h2")?.text)).toContain("男子100m");
  });

  it("says when a session has no results yet, and drops a session that does not exist", async () => {
    const heats = (await sessionsWhere({ sport: "athletics" })).find((session) => session.code === "ATH-100M-M" && session.phase === "heats")!;
    const { doc } = await page(`/results?session=${heats.id}`);
    expect(flat(doc.querySelector('[role="status"]')?.text)).toBe(fr.results.sessionEmpty);
    const all = await page("/results");
    for (const query of ["session=999999", "session=abc", "session=-1", "session=1e3"]) {
      const odd = await page(`/results?${query}`);
      expect(odd.doc.querySelector("[data-session-heading]"), query).toBeNull();
      expect(odd.doc.querySelectorAll("tbody tr").length, query).toBe(all.doc.querySelectorAll("tbody tr").length);
    }
  });
});

describe("the links to these pages", () => {
  it("lead from the sports, the venues and the schedule to each sport's and venue's page", async () => {
    const sports = (await page("/sports")).doc;
    for (const { slug } of INITIAL_SPORTS) expect(sports.querySelector(`#sport-${slug} h3 a`)?.getAttribute("href"), slug).toBe(`/sports/${slug}`);
    const venues = (await page("/ja/venues")).doc;
    for (const { id } of INITIAL_VENUES) expect(venues.querySelector(`#venue-${id} h3 a`)?.getAttribute("href"), id).toBe(`/ja/venues/${id}`);
    const schedule = (await page("/schedule?day=2027-08-02")).doc;
    expect(schedule.querySelector('section[data-sport="athletics"] h3 a')?.getAttribute("href")).toBe("/sports/athletics");
    expect(schedule.querySelector('li[data-session] a[href="/venues/hitiaa-athletics"]')).not.toBeNull();
  });
});
