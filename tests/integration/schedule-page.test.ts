import { eq, inArray } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../db/schema/index.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { fromTahitiWallClock, toTahitiDay } from "../../vocabulary/tahiti-time.ts";
import { initialPageTexts, INITIAL_VENUES } from "../helpers/initial-content.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// Issue 22 point 3: the public schedule, on the demo schedule (db/seed-schedule.ts). The server's clock
// is the test's: the Games are on, at 9:10 in the morning of their second day.
const at = (wallClock: string) => fromTahitiWallClock(wallClock)!;
const MORNING = at("2027-08-02T09:10");

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

/** The ids of the sessions a page lists, in its order. */
const listed = (doc: HTMLElement) => doc.querySelectorAll("li[data-session]").map((li) => Number(li.getAttribute("data-session")));
const statusOf = (doc: HTMLElement, id: number) => doc.querySelector(`li[data-session="${id}"]`)?.getAttribute("data-status");
const currentDay = (doc: HTMLElement) => doc.querySelector('nav a[aria-current="date"]')?.getAttribute("data-day");

/** The demo's sessions with their events, for what each page should list. */
async function sessionsOn(day: string) {
  const rows = await site.database.db
    .select({ id: scheduleSessions.id, startsAt: scheduleSessions.startsAt, phase: scheduleSessions.phase, venue: scheduleSessions.venue, sport: scheduleEvents.sport, code: scheduleEvents.code, medal: scheduleEvents.medal, delegations: scheduleEvents.delegations })
    .from(scheduleSessions)
    .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id));
  return rows.filter((row) => toTahitiDay(row.startsAt) === day);
}
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe("the schedule", () => {
  it("answers in the six languages with the organisers' heading and title", async () => {
    for (const lang of LOCALES) {
      const texts = initialPageTexts("scheduleTexts", lang);
      const { doc } = await page(localizePath("/schedule", lang));
      expect(doc.querySelector("h1")?.text.trim()).toBe(texts.title);
      expect(doc.querySelector("title")?.text).toBe(texts.metaTitle);
      expect(doc.querySelector("html")?.getAttribute("lang")).toBe(lang);
    }
    const { doc } = await page("/ja/schedule?day=2027-08-03");
    expect(doc.querySelector("title")?.text).toMatch(new RegExp(`^8月3日.* · ${initialPageTexts("scheduleTexts", "ja").metaTitle}$`));
  });

  it("has a tab per Games day, opens on today while the Games are on, and lists that day's sessions in Tahiti time", async () => {
    const { doc } = await page("/schedule");
    const tabs = doc.querySelectorAll("nav a[data-day]").map((a) => a.getAttribute("data-day"));
    expect(tabs[0]).toBe("2027-08-01");
    expect(tabs.at(-1)).toBe("2027-08-15");
    expect(tabs).toHaveLength(15);
    expect(currentDay(doc)).toBe("2027-08-02");
    expect(sorted(listed(doc))).toEqual(ids(await sessionsOn("2027-08-02")));
    // Each start is a <time> in Tahiti's offset, said to be Tahiti time; the visitor's own is the browser's.
    const times = doc.querySelectorAll("li[data-session] time").map((time) => time.getAttribute("datetime"));
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/^2027-08-02T\d{2}:\d{2}-10:00$/);
    expect(doc.querySelector("li[data-session]")!.text).toContain(fr.schedulePage.tahitiTime);
    expect(doc.querySelector("fieldset[hidden]")?.text).toContain(fr.schedulePage.timeMode);
    expect(doc.querySelector('[data-testid="demo-schedule-notice"]')?.text).toContain(fr.schedulePage.demoNoticeTitle);
  });

  it("shows another day from its tab, keeping the filters in every tab's link", async () => {
    const { doc } = await page("/schedule?day=2027-08-05&sport=athletics");
    expect(currentDay(doc)).toBe("2027-08-05");
    expect(sorted(listed(doc))).toEqual(ids((await sessionsOn("2027-08-05")).filter((row) => row.sport === "athletics")));
    expect(doc.querySelector('nav a[data-day="2027-08-06"]')?.getAttribute("href")).toBe("/schedule?day=2027-08-06&sport=athletics");
    const ja = await page("/ja/schedule?day=2027-08-05");
    expect(ja.doc.querySelector('nav a[data-day="2027-08-06"]')?.getAttribute("href")).toBe("/ja/schedule?day=2027-08-06");
  });

  it("narrows the day by sport, venue, island, delegation and medal sessions from the URL", async () => {
    const day = "2027-08-04";
    const all = await sessionsOn(day);
    const moorea = new Set(INITIAL_VENUES.filter((venue) => venue.island === "Moorea").map((venue) => venue.id));
    const someVenue = all[0]!.venue;
    const cases: [string, typeof all][] = [
      ["sport=swimming", all.filter((row) => row.sport === "swimming")],
      [`venue=${someVenue}`, all.filter((row) => row.venue === someVenue)],
      ["island=Moorea", all.filter((row) => moorea.has(row.venue))],
      ["delegation=FIJ", all.filter((row) => row.delegations.includes("FIJ"))],
      ["medals=1", all.filter((row) => row.medal && ["final", "bronze"].includes(row.phase))],
      ["medals=1&island=Moorea", all.filter((row) => row.medal && ["final", "bronze"].includes(row.phase) && moorea.has(row.venue))],
    ];
    for (const [filters, expected] of cases) {
      expect(expected.length, filters).toBeLessThan(all.length);
      const { doc } = await page(`/schedule?day=${day}&${filters}`);
      expect(sorted(listed(doc)), filters).toEqual(ids(expected));
      // The count says what is listed; the page is not for the engines.
      expect(doc.querySelector('[role="status"]')?.text.trim(), filters).toBe(expected.length === 0 ? fr.schedulePage.noMatchDay : expected.length === 1 ? `1 session` : `${expected.length} sessions`);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content"), filters).toBe("noindex");
    }
    // The calendar offered is the one of what the visitor narrowed the schedule to.
    const feed = async (path: string) => (await page(path)).doc.querySelector("[data-calendar-feed]")?.getAttribute("data-calendar-feed");
    expect(await feed(`/schedule?day=${day}`)).toBe("/calendar/schedule.ics");
    expect(await feed(`/schedule?day=${day}&sport=swimming&delegation=fij`)).toBe("/calendar/delegations/FIJ.ics");
    expect(await feed(`/ja/schedule?day=${day}&sport=swimming`)).toBe("/ja/calendar/sports/swimming.ics");
    expect(await feed(`/schedule?venue=${someVenue}`)).toBe(`/calendar/venues/${someVenue}.ics`);
    const medals = await page(`/schedule?day=${day}&medals=1`);
    expect(medals.doc.querySelectorAll("li[data-session]").every((li) => li.querySelector("[data-medal-session]") !== null)).toBe(true);
    expect(medals.doc.querySelector('input[name="medals"]')?.hasAttribute("checked")).toBe(true);
  });

  it("ignores values that name nothing, and never fails on what a URL may hold", async () => {
    const plain = await page("/schedule");
    const odd = await page("/schedule?sport=quidditch&venue=nowhere&island=Bora%20Bora&delegation=XXX&medals=yes&day=2030-01-01");
    expect(listed(odd.doc)).toEqual(listed(plain.doc));
    expect(currentDay(odd.doc)).toBe("2027-08-02");
    expect(odd.doc.querySelector('meta[name="robots"]')).toBeNull();
    // A control character or broken UTF-8 is refused before any page reads it, as everywhere on the site.
    for (const query of ["day=%00", "sport=%ff%fe"]) expect((await get(`/schedule?${query}`)).status, query).toBe(400);
    for (const query of [ "day=2027-08-02&day=2027-08-03", `delegation=${"F".repeat(1000)}`, "island[]=Tahiti", "medals=1&medals=0"]) {
      expect((await get(`/schedule?${query}`)).status, query).toBe(200);
    }
  });

  it("says why a filtered day is empty, where the filters do find sessions, and how to clear them", async () => {
    const { doc } = await page("/schedule?day=2027-08-01&sport=swimming");
    expect(listed(doc)).toEqual([]);
    expect(doc.querySelector('[role="status"]')?.text.trim()).toBe(fr.schedulePage.noMatchDay);
    const help = doc.querySelector("[data-empty-help]")!;
    const swimmingDays = [...new Set((await sessionsOn("2027-08-02")).concat(await sessionsOn("2027-08-03")).filter((row) => row.sport === "swimming").map((row) => toTahitiDay(row.startsAt)))];
    for (const day of swimmingDays) expect(help.querySelectorAll("a").map((a) => a.getAttribute("href"))).toContain(`/schedule?day=${day}&sport=swimming`);
    expect(help.querySelectorAll("a").at(-1)?.getAttribute("href")).toBe("/schedule?day=2027-08-01");
    expect(help.querySelectorAll("a").at(-1)?.text.trim()).toBe(fr.schedulePage.clearFilters);
    const nowhere = await page("/schedule?sport=swimming&island=Raiatea");
    expect(nowhere.doc.querySelector('[role="status"]')?.text.trim()).toBe(fr.schedulePage.noMatchAnyDay);
  });

  it("links each session's venue and marks a finished one, with its results", async () => {
    const { doc } = await page("/schedule");
    const [final] = (await sessionsOn("2027-08-02")).filter((row) => row.code === "ATH-100M-M" && row.phase === "final");
    // The demo's finals hold official results.
    expect(statusOf(doc, final!.id)).toBe("finished");
    const link = doc.querySelector(`li[data-session="${final!.id}"] a[data-results-link]`)!;
    expect(link.getAttribute("href")).toBe(`/results?session=${final!.id}`);
    expect(link.text).toContain(fr.schedulePage.resultsLink.official);
    expect(doc.querySelector(`li[data-session="${final!.id}"] a[href^="/venues/"]`)?.getAttribute("href")).toBe("/venues/hitiaa-athletics");
    const jaPage = await page("/ja/schedule");
    expect(jaPage.doc.querySelector(`li[data-session="${final!.id}"]`)?.text).toContain(ja.schedulePage.statuses.finished);
  });
});

describe("what moves with the clock and the database", () => {
  it("says a session's status from the clock at the page's render, and is never served past the next change", async () => {
    vi.setSystemTime(MORNING);
    const day = await sessionsOn("2027-08-02");
    const heats = day.find((row) => row.code === "ATH-100M-M" && row.phase === "heats")!;
    const swimHeats = day.find((row) => row.code === "SWM-100FR-W" && row.phase === "heats")!;
    const first = await page("/schedule?day=2027-08-02");
    expect([statusOf(first.doc, heats.id), statusOf(first.doc, swimHeats.id)]).toEqual(["underway", "ended"]);
    // The heats end at 9:40: the page says so, and a copy is kept until then.
    expect(first.response.headers.get("expires")).toBe(at("2027-08-02T09:40").toUTCString());
    expect((await get("/schedule?day=2027-08-02")).headers.get("x-cache")).toBe("hit");

    vi.setSystemTime(at("2027-08-02T09:40").getTime() + 1000);
    const later = await page("/schedule?day=2027-08-02");
    expect(later.response.headers.get("x-cache")).toBe("miss");
    expect(statusOf(later.doc, heats.id)).toBe("ended");
    expect(later.doc.querySelector(`li[data-session="${heats.id}"]`)?.text).toContain(fr.schedulePage.statuses.ended);
  });

  it("turns the default day at Tahiti's midnight, whatever copy is stored", async () => {
    vi.setSystemTime(at("2027-08-02T22:00"));
    const evening = await page("/schedule");
    expect(currentDay(evening.doc)).toBe("2027-08-02");
    expect(evening.response.headers.get("expires")).toBe(at("2027-08-03T00:00").toUTCString());
    expect((await get("/schedule")).headers.get("x-cache")).toBe("hit");
    vi.setSystemTime(at("2027-08-03T00:00").getTime() + 1000);
    const night = await page("/schedule");
    expect(night.response.headers.get("x-cache")).toBe("miss");
    expect(currentDay(night.doc)).toBe("2027-08-03");
  });

  it("marks a session finished once its results are saved, and cancelled once it is, dropping the stored page", async () => {
    vi.setSystemTime(at("2027-08-02T12:00"));
    const swimHeats = (await sessionsOn("2027-08-02")).find((row) => row.code === "SWM-100FR-W" && row.phase === "heats")!;
    const path = "/schedule?day=2027-08-02";
    expect(statusOf((await page(path)).doc, swimHeats.id)).toBe("ended");
    // The copy an earlier test stored hours before on this clock is served stale while it is rendered
    // again behind it: the page is stored once that render is.
    await vi.waitFor(async () => expect((await get(path)).headers.get("x-cache")).toBe("hit"));

    const db = site.database.db;
    await db.transaction(async (tx) => {
      await tx.insert(sportsResults).values({ sport: "swimming", event: "100 m nage libre femmes — Séries", athlete: "Nageuse A", country: "FIJ", result: "58.10", date: "2027-08-02", sessionId: swimHeats.id, rank: 1 });
      await tx.update(scheduleSessions).set({ results: "provisional" }).where(eq(scheduleSessions.id, swimHeats.id));
    });
    await site.settled();
    const saved = await page(path);
    expect(saved.response.headers.get("x-cache")).toBe("miss");
    expect(statusOf(saved.doc, swimHeats.id)).toBe("finished");
    const link = saved.doc.querySelector(`li[data-session="${swimHeats.id}"] a[data-results-link]`)!;
    expect(link.getAttribute("href")).toBe(`/results?session=${swimHeats.id}`);
    expect(link.text).toContain(fr.schedulePage.resultsLink.provisional);

    const football = (await sessionsOn("2027-08-02")).find((row) => row.code === "FBL-M")!;
    expect((await get(path)).headers.get("x-cache")).toBe("hit");
    await db.update(scheduleSessions).set({ cancelled: true }).where(eq(scheduleSessions.id, football.id));
    await site.settled();
    const cancelled = await page(path);
    expect(statusOf(cancelled.doc, football.id)).toBe("cancelled");
    expect(cancelled.doc.querySelector(`li[data-session="${football.id}"]`)?.text).toContain(fr.schedulePage.statuses.cancelled);
  });

  it("finds a delegation named by a session's results, entered or not", async () => {
    const relay = (await sessionsOn("2027-08-06")).find((row) => row.code === "ATH-4X100M-M" && row.phase === "final")!;
    expect(relay.delegations).not.toContain("WLF");
    expect(listed((await page("/schedule?day=2027-08-06&delegation=wlf")).doc)).not.toContain(relay.id);
    await site.database.db.insert(sportsResults).values({ sport: "athletics", event: "Relais 4 × 100 m hommes", athlete: "Wallis-et-Futuna", country: "WLF", result: "43.50", date: "2027-08-06", sessionId: relay.id, rank: 6 });
    await site.settled();
    expect(listed((await page("/schedule?day=2027-08-06&delegation=wlf")).doc)).toContain(relay.id);
  });

  it("stops saying the schedule is fictional once the demo events are gone", async () => {
    const db = site.database.db;
    const demoEvents = await db.select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.demo, true));
    const demoSessions = await db.select({ id: scheduleSessions.id }).from(scheduleSessions).where(inArray(scheduleSessions.eventId, demoEvents.map((event) => event.id)));
    await db.delete(sportsResults).where(inArray(sportsResults.sessionId, demoSessions.map((session) => session.id)));
    await db.delete(scheduleEvents).where(eq(scheduleEvents.demo, true));
    await site.settled();
    const { doc } = await page("/schedule");
    expect(doc.querySelector('[data-testid="demo-schedule-notice"]')).toBeNull();
    // Nothing scheduled at all: the organisers' note says so.
    expect(doc.querySelector("main")?.text).toContain(initialPageTexts("scheduleTexts", "fr").notPublished);
    expect(listed(doc)).toEqual([]);
  });
});
