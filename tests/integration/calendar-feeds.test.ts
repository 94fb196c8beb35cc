import { count, eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { toTahitiWallClock } from "../../vocabulary/tahiti-time.ts";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../db/schema/index.ts";
import { parseCalendar, type ParsedEvent } from "../helpers/ical.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

const PUBLIC_URL = "https://tahiti2027.test";
let site: TestSite;
const ids: Record<"heat" | "final" | "swim" | "judo" | "golf", number> = { heat: 0, final: 0, swim: 0, judo: 0, golf: 0 };

beforeAll(async () => {
  site = await startTestSite({ SEED_DEMO: "off", PUBLIC_URL });
  const db = site.database.db;
  const [sprint, swim, judo, golf] = await db
    .insert(scheduleEvents)
    .values([
      { code: "ATH-100M-W", sport: "athletics", name: { fr: "100 m femmes", en: "Women's 100 m" }, gender: "women", format: "individual", medal: true, delegations: ["FIJ", "TAH"] },
      // No English name: the French one stands in.
      { code: "SWM-100FR-M", sport: "swimming", name: { fr: "100 m nage libre hommes" }, gender: "men", format: "individual", medal: true },
      { code: "JUD-OPEN", sport: "judo", name: { fr: "Démonstration par équipes", en: "Team demonstration" }, gender: "mixed", format: "team", medal: false },
      { code: "GLF-DEMO", sport: "golf", name: { fr: "Simple messieurs", en: "Men's individual" }, gender: "men", format: "individual", medal: true, demo: true },
    ])
    .returning();
  const rows = await db
    .insert(scheduleSessions)
    .values([
      { eventId: sprint!.id, phase: "heats", startsAt: new Date("2027-08-02T19:00:00Z"), endsAt: new Date("2027-08-02T19:35:00Z"), venue: "hitiaa-athletics" },
      // 18:30 in Tahiti on the 2nd, the 3rd in UTC; no announced end.
      { eventId: sprint!.id, phase: "final", startsAt: new Date("2027-08-03T04:30:00Z"), venue: "hitiaa-athletics" },
      { eventId: swim!.id, phase: "final", startsAt: new Date("2027-08-04T03:00:00Z"), endsAt: new Date("2027-08-04T03:10:00Z"), venue: "mamao-aquatic-centre", cancelled: true },
      { eventId: judo!.id, phase: "final", startsAt: new Date("2027-08-05T03:00:00Z"), endsAt: new Date("2027-08-05T04:00:00Z"), venue: "fautaua-complex", results: "official" },
      { eventId: golf!.id, phase: "round", number: 2, startsAt: new Date("2027-08-06T17:00:00Z"), venue: "atimaono-golf" },
    ])
    .returning();
  [ids.heat, ids.final, ids.swim, ids.judo, ids.golf] = rows.map((row) => row.id) as [number, number, number, number, number];
  // New Caledonia is entered in nothing: its results name it in the judo session.
  await db.insert(sportsResults).values([
    { sport: "judo", event: "Démonstration par équipes", athlete: "Équipe NCL", country: "NCL", result: "1", date: "2027-08-04", sessionId: ids.judo, rank: 1 },
    { sport: "judo", event: "Démonstration par équipes", athlete: "Équipe TAH", country: "TAH", result: "2", date: "2027-08-04", sessionId: ids.judo, rank: 2 },
  ]);
  await site.settled();
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, headers: Record<string, string> = {}, on: TestSite = site) =>
  fetch(on.url + path, { headers: { cookie: on.gateCookie, ...headers }, redirect: "manual" });

async function feed(path: string, on: TestSite = site) {
  const response = await get(path, {}, on);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const body = await response.text();
  return { response, body, calendar: parseCalendar(body) };
}

const byUid = (events: ParsedEvent[]) => new Map(events.map((event) => [event.uid, event]));
const uid = (id: number) => `session-${id}@tahiti2027.test`;

describe("the whole schedule's feed", () => {
  it("holds one event per session, at the sessions' instants, given in Pacific/Tahiti", async () => {
    const { calendar, body } = await feed("/calendar/schedule.ics");
    const [{ total }] = (await site.database.db.select({ total: count() }).from(scheduleSessions)) as [{ total: number }];
    expect(calendar.events).toHaveLength(total);
    expect(calendar.zones).toEqual(["Pacific/Tahiti"]);
    expect(body).toContain("BEGIN:VTIMEZONE\r\nTZID:Pacific/Tahiti\r\n");
    const sessions = await site.database.db.select().from(scheduleSessions);
    const events = byUid(calendar.events);
    for (const session of sessions) {
      const event = events.get(uid(session.id))!;
      expect(event, `session ${session.id}`).toBeDefined();
      expect(event.startZone).toBe("Pacific/Tahiti");
      expect(event.start.toISOString()).toBe(session.startsAt.toISOString());
      expect(event.startWallClock.slice(0, 16)).toBe(toTahitiWallClock(session.startsAt));
      if (session.endsAt) expect(event.end.toISOString()).toBe(session.endsAt.toISOString());
      else expect(event.end.getTime() - event.start.getTime()).toBe(60 * 60 * 1000);
    }
    // In the order of the schedule.
    expect(calendar.events.map((event) => event.uid)).toEqual([ids.heat, ids.final, ids.swim, ids.judo, ids.golf].map(uid));
    expect(calendar.name).toBe(`${fr.calendar.scheduleName} (programme fictif)`);
    expect(calendar.refresh).toBe("PT1H");
    expect(calendar.ttl).toBe("PT1H");
  });

  it("says each session's sport, event and stage, venue and island, day, medals, results and status in French", async () => {
    const events = byUid((await feed("/calendar/schedule.ics")).calendar.events);
    const heat = events.get(uid(ids.heat))!;
    expect(heat.summary).toBe("Athlétisme — 100 m femmes — Séries");
    expect(heat.location).toBe("Site d'athlétisme de Hitia'a, Tahiti");
    expect(heat.url).toBe(`${PUBLIC_URL}/schedule?day=2027-08-02`);
    expect(heat.description.split("\n")).toEqual([fr.calendar.medalEvent, `Programme du jour : ${PUBLIC_URL}/schedule?day=2027-08-02`]);
    expect(heat.status).toBe("CONFIRMED");

    const final = events.get(uid(ids.final))!;
    expect(final.summary).toBe("Athlétisme — 100 m femmes — Finale");
    expect(final.url).toBe(`${PUBLIC_URL}/schedule?day=2027-08-02`);
    expect(final.description).toContain(fr.calendar.noEnd);

    const swim = events.get(uid(ids.swim))!;
    expect(swim.status).toBe("CANCELLED");
    expect(swim.summary).toBe("Annulé : Natation — 100 m nage libre hommes — Finale");
    expect(swim.description).toContain(fr.calendar.cancelled);

    const judo = events.get(uid(ids.judo))!;
    expect(judo.description.split("\n")).toEqual([
      fr.calendar.noMedalEvent,
      `Résultats officiels : ${PUBLIC_URL}/results?sport=judo&date=2027-08-04`,
      `Programme du jour : ${PUBLIC_URL}/schedule?day=2027-08-04`,
    ]);

    const golf = events.get(uid(ids.golf))!;
    expect(golf.summary).toBe("Golf — Simple messieurs — Tour 2");
    expect(golf.description.split("\n")[0]).toBe(fr.calendar.demoSession);
  });

  it("speaks the language of its prefix, French standing in for a missing translation", async () => {
    const { calendar } = await feed("/en/calendar/schedule.ics");
    const events = byUid(calendar.events);
    expect(events.get(uid(ids.heat))!.summary).toBe("Athletics — Women's 100 m — Heats");
    expect(events.get(uid(ids.swim))!.summary).toBe("Cancelled: Swimming — 100 m nage libre hommes — Final");
    expect(events.get(uid(ids.heat))!.url).toBe(`${PUBLIC_URL}/en/schedule?day=2027-08-02`);
    expect(calendar.name).toBe(`${en.calendar.scheduleName} (fictional schedule)`);
    // The same session is the same event in every language.
    expect(calendar.events.map((event) => event.uid)).toEqual((await feed("/calendar/schedule.ics")).calendar.events.map((event) => event.uid));

    const redirected = await get("/fr/calendar/schedule.ics");
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get("location")).toBe("/calendar/schedule.ics");
    expect((await get("/xx/calendar/schedule.ics")).status).toBe(404);
  });

  it("answers a client that has the current copy with 304, and a browser behind the gate only", async () => {
    const { response } = await feed("/calendar/schedule.ics");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const again = await get("/calendar/schedule.ics", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await get("/calendar/schedule.ics", { "if-none-match": '"older"' })).status).toBe(200);
  });
});

describe("the feeds of a sport, a delegation and a venue", () => {
  it("holds a sport's sessions", async () => {
    const { calendar } = await feed("/calendar/sports/athletics.ics");
    expect(calendar.events.map((event) => event.uid)).toEqual([uid(ids.heat), uid(ids.final)]);
    expect(calendar.name).toBe("Tahiti 2027 — Athlétisme");
    expect((await feed("/en/calendar/sports/athletics.ics")).calendar.name).toBe("Tahiti 2027 — Athletics");
    // Only a feed holding demo sessions says it is fictional.
    expect((await feed("/calendar/sports/golf.ics")).calendar.name).toBe("Tahiti 2027 — Golf (programme fictif)");
    expect((await feed("/calendar/sports/golf.ics")).calendar.description).toContain(fr.calendar.demoDescription);
    expect((await feed("/calendar/sports/boxing.ics")).calendar.events).toEqual([]);
  });

  it("holds a delegation's sessions: the events it is entered in, and the sessions its results name", async () => {
    const fiji = await feed("/calendar/delegations/FIJ.ics");
    expect(fiji.calendar.events.map((event) => event.uid)).toEqual([uid(ids.heat), uid(ids.final)]);
    expect(fiji.calendar.name).toBe("Tahiti 2027 — Fidji");
    expect((await feed("/calendar/delegations/NCL.ics")).calendar.events.map((event) => event.uid)).toEqual([uid(ids.judo)]);
    expect((await feed("/calendar/delegations/TAH.ics")).calendar.events.map((event) => event.uid)).toEqual([uid(ids.heat), uid(ids.final), uid(ids.judo)]);
    expect((await feed("/calendar/delegations/tah.ics")).calendar.events).toHaveLength(3);
    expect((await feed("/calendar/delegations/TGA.ics")).calendar.events).toEqual([]);
  });

  it("holds the sessions at a venue", async () => {
    const pool = await feed("/calendar/venues/mamao-aquatic-centre.ics");
    expect(pool.calendar.events.map((event) => [event.uid, event.status])).toEqual([[uid(ids.swim), "CANCELLED"]]);
    expect(pool.calendar.name).toBe("Tahiti 2027 — Centre aquatique temporaire de Mamao");
    expect((await feed("/calendar/venues/hitiaa-athletics.ics")).calendar.events).toHaveLength(2);
  });

  it("drops the Unicode line separators of an event's name, so that no part of it starts a line of its own", async () => {
    const db = site.database.db;
    const name = "Va'a V6\u2028DTSTART:20000101T000000Z\u2029dames\u0085, relais; 500 m";
    const [event] = await db.insert(scheduleEvents).values({ code: "VAA-SEP", sport: "vaa", name: { fr: name }, gender: "women", format: "team", medal: true }).returning();
    const [session] = await db.insert(scheduleSessions).values({ eventId: event!.id, phase: "final", startsAt: new Date("2027-08-07T18:00:00Z"), venue: "papara-surf" }).returning();
    await site.settled();
    try {
      const { body, calendar } = await feed("/calendar/sports/vaa.ics");
      expect(body).not.toMatch(/[\u0085\u2028\u2029]/);
      expect(calendar.events).toHaveLength(1);
      expect(calendar.events[0]!.uid).toBe(uid(session!.id));
      expect(calendar.events[0]!.summary).toBe("Va'a — Va'a V6DTSTART:20000101T000000Zdames, relais; 500 m — Finale");
      expect(calendar.events[0]!.start.toISOString()).toBe("2027-08-07T18:00:00.000Z");
    } finally {
      await db.delete(scheduleEvents).where(eq(scheduleEvents.id, event!.id));
      await site.settled();
    }
  });

  it("answers 404 in the feed's language for a sport, delegation or venue the site does not have, and never 500", async () => {
    for (const path of ["/calendar/sports/curling.ics", "/calendar/delegations/XXX.ics", "/calendar/venues/nowhere.ics", "/calendar/sports/athletics.ics.ics"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(fr.calendar.notFound);
    }
    expect(await (await get("/en/calendar/sports/curling.ics")).text()).toBe(en.calendar.notFound);
    for (const path of ["/calendar/sports/.ics", "/calendar/sports/%2e%2e%2f.ics", "/calendar/sports/%E2%82.ics", `/calendar/sports/${"a".repeat(3000)}.ics`, "/calendar/delegations/%27%3B--.ics", "/calendar/schedule.ics?day=%00"]) {
      const response = await get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(200);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});

describe("links to subscribe", () => {
  it("are on each delegation's page, in its language, as webcal: and https addresses", async () => {
    for (const [path, feedPath] of [["/countries/FIJ", "/calendar/delegations/FIJ.ics"], ["/en/countries/FIJ", "/en/calendar/delegations/FIJ.ics"]] as const) {
      const page = parse(await (await get(path)).text());
      const block = page.querySelector(`[data-calendar-feed="${feedPath}"]`)!;
      expect(block, path).not.toBeNull();
      const [subscribe, address] = block.querySelectorAll("a");
      expect(subscribe!.getAttribute("href")).toBe(`webcal://tahiti2027.test${feedPath}`);
      expect(subscribe!.text.trim()).toBe(path.startsWith("/en") ? en.calendar.link.subscribe : fr.calendar.link.subscribe);
      expect(block.querySelector("details summary")).not.toBeNull();
      expect(address!.getAttribute("href")).toBe(`${PUBLIC_URL}${feedPath}`);
      // The link leads to a feed that answers.
      expect((await get(feedPath)).status).toBe(200);
    }
  });
});

describe("behind the gate", () => {
  it("a feed answers the gate screen, like any page, to a client without the cookie", async () => {
    for (const path of ["/calendar/schedule.ics", "/en/calendar/sports/athletics.ics", "/calendar/delegations/FIJ.ics"]) {
      const response = await fetch(site.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain("Accéder au site");
      expect(html).not.toContain("BEGIN:VCALENDAR");
    }
  });
});

describe("once the gate is off", () => {
  let open: TestSite;
  beforeAll(async () => {
    open = await startTestSite({ GATE: "off", PUBLIC_URL }, { database: site.database });
  });
  afterAll(async () => {
    await open?.close();
  });

  it("keeps a stored copy for everyone, and after a session moves replaces it: same UID, new time, a later SEQUENCE and DTSTAMP", async () => {
    const path = "/calendar/sports/athletics.ics";
    const first = await feed(path, open);
    const stored = await feed(path, open);
    expect(stored.response.headers.get("x-cache")).toBe("hit");
    expect(stored.response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(stored.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    const etag = stored.response.headers.get("etag")!;
    expect(first.response.headers.get("etag")).toBe(etag);
    expect((await get(path, { "if-none-match": etag }, open)).status).toBe(304);
    const before = byUid(stored.calendar.events).get(uid(ids.heat))!;

    // An hour later, as the back office writes it; a second after the row was made at the latest, as
    // iCalendar counts in seconds (SEQUENCE and DTSTAMP), and the test may run within the second.
    await open.database.db.update(scheduleSessions).set({ startsAt: new Date("2027-08-02T20:00:00Z"), endsAt: new Date("2027-08-02T20:35:00Z"), updatedAt: new Date(Date.now() + 1000) }).where(eq(scheduleSessions.id, ids.heat));
    await open.settled();

    const moved = await feed(path, open);
    expect(moved.response.headers.get("x-cache")).toBe("miss");
    expect(moved.response.headers.get("etag")).not.toBe(etag);
    expect((await get(path, { "if-none-match": etag }, open)).status).toBe(200);
    const after = byUid(moved.calendar.events).get(uid(ids.heat))!;
    expect(after.uid).toBe(before.uid);
    expect(after.start.toISOString()).toBe("2027-08-02T20:00:00.000Z");
    expect(after.startWallClock).toBe("2027-08-02T10:00:00");
    expect(before.startWallClock).toBe("2027-08-02T09:00:00");
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.stamp.getTime()).toBeGreaterThan(before.stamp.getTime());
    // The other session did not change: its revision stays.
    const untouched = (events: ParsedEvent[]) => byUid(events).get(uid(ids.final))!;
    expect(untouched(moved.calendar.events).sequence).toBe(untouched(stored.calendar.events).sequence);
  });
});
