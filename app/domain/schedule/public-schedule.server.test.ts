import { hasDemoSchedule } from "./schedule-read.server.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { initialContentStore, initialSports } from "../../../tests/helpers/initial-content.ts";
import { venuesIn, type VenueView } from "~/domain/venues/public-venues.server.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { fromTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import {
  daySessions,
  defaultDay,
  groupBySport,
  matchingDays,
  parseScheduleQuery,
  scheduleDays,
  scheduleOutline,
  validUntil,
  type DaySession,
  type ScheduleChoices,
} from "./public-schedule.server.ts";
import { isFiltered, schedulePath, type ScheduleFilters } from "./schedule-query.ts";

const database = testDatabase();
let venues: VenueView[];

const at = (wallClock: string) => fromTahitiWallClock(wallClock)!;
const NONE: ScheduleFilters = { medals: false };

// A small Games: athletics at Hitia'a (Tahiti), open water in Moorea, clay shooting in Raiatea.
beforeAll(async () => {
  venues = await venuesIn(initialContentStore(), "fr");
  const db = database.db;
  const [sprint, relay, openWater, trap, exhibition] = await db
    .insert(scheduleEvents)
    .values([
      { code: "ATH-100M-M", sport: "athletics", name: { fr: "100 m hommes", en: "Men's 100 m" }, gender: "men", format: "individual", medal: true, delegations: ["FIJ", "TAH"] },
      { code: "ATH-4X100-M", sport: "athletics", name: { fr: "Relais 4 × 100 m hommes" }, gender: "men", format: "team", medal: true },
      { code: "OWS-10K-W", sport: "swimming", discipline: { fr: "Eau libre", en: "Open water" }, name: { fr: "10 km femmes", en: "Women's 10 km" }, gender: "women", format: "individual", medal: true, demo: true },
      { code: "SHO-TRAP-X", sport: "shooting", name: { fr: "Fosse olympique mixte" }, gender: "mixed", format: "individual", medal: true },
      { code: "ATH-EXH", sport: "athletics", name: { fr: "Démonstration" }, gender: "open", format: "individual", medal: false },
    ])
    .returning();
  const sessions = await db
    .insert(scheduleSessions)
    .values([
      { eventId: sprint!.id, phase: "heats", number: 1, startsAt: at("2027-08-02T09:00"), endsAt: at("2027-08-02T09:20"), venue: "hitiaa-athletics" },
      { eventId: sprint!.id, phase: "heats", number: 2, startsAt: at("2027-08-02T09:00"), endsAt: at("2027-08-02T09:20"), venue: "hitiaa-athletics" },
      { eventId: sprint!.id, phase: "final", startsAt: at("2027-08-02T17:30"), endsAt: at("2027-08-02T17:40"), venue: "hitiaa-athletics", results: "official" },
      { eventId: relay!.id, phase: "final", startsAt: at("2027-08-03T17:30"), venue: "hitiaa-athletics" },
      { eventId: openWater!.id, phase: "final", startsAt: at("2027-08-02T06:30"), endsAt: at("2027-08-02T08:45"), venue: "moorea-open-water" },
      { eventId: trap!.id, phase: "qualification", startsAt: at("2027-08-02T08:00"), venue: "raiatea-clay-range", cancelled: true },
      { eventId: trap!.id, phase: "final", startsAt: at("2027-08-04T14:00"), venue: "raiatea-clay-range" },
      { eventId: exhibition!.id, phase: "final", startsAt: at("2027-08-02T12:00"), venue: "hitiaa-athletics" },
      // A pre-Games session, late in the evening: still 31 July in Tahiti, 1 August in UTC.
      { eventId: exhibition!.id, phase: "preliminary", startsAt: at("2027-07-31T22:00"), venue: "stade-pater" },
    ])
    .returning();
  // Samoa ran in the relay's final without being entered in it beforehand.
  await db.insert(sportsResults).values({ sport: "athletics", event: "Relais", athlete: "Samoa", country: "SAM", result: "41.02", date: "2027-08-03", sessionId: sessions[3]!.id, rank: 1 });
});

const CHOICES: ScheduleChoices = {
  days: ["2027-08-01", "2027-08-02", "2027-08-03"],
  sports: ["athletics", "swimming"],
  venues: ["hitiaa-athletics", "moorea-open-water"],
  delegations: ["FIJ", "TAH", "SAM"],
};

describe("the schedule's address", () => {
  it("reads its day and filters, and drops silently what names nothing", () => {
    const params = new URLSearchParams({ day: "2027-08-02", sport: "athletics", venue: "hitiaa-athletics", island: "moorea", delegation: " fij ", medals: "1" });
    expect(parseScheduleQuery(params, CHOICES)).toEqual({ day: "2027-08-02", sport: "athletics", venue: "hitiaa-athletics", island: "Moorea", delegation: "FIJ", medals: true });
    const unknown = new URLSearchParams({ day: "2027-09-30", sport: "quidditch", venue: "<script>", island: "Bora Bora", delegation: "XXX", medals: "yes" });
    expect(parseScheduleQuery(unknown, CHOICES)).toEqual({ medals: false });
    expect(parseScheduleQuery(new URLSearchParams("day=2027-02-30&sport=&medals="), CHOICES)).toEqual({ medals: false });
    // A parameter given twice is read once, as the form sends it.
    expect(parseScheduleQuery(new URLSearchParams("sport=quidditch&sport=athletics"), CHOICES)).toEqual({ medals: false });
  });

  it("writes only what is set, the day first, so a filter keeps the day and clearing them keeps it too", () => {
    expect(schedulePath({ medals: false })).toBe("/schedule");
    expect(schedulePath({ day: "2027-08-02", sport: "athletics", island: "Tahiti", delegation: "FIJ", medals: true })).toBe("/schedule?day=2027-08-02&sport=athletics&island=Tahiti&delegation=FIJ&medals=1");
    expect(isFiltered({ medals: false })).toBe(false);
    expect(isFiltered({ medals: true })).toBe(true);
    expect(isFiltered({ medals: false, island: "Raiatea" })).toBe(true);
  });
});

describe("the day tabs and the default day", () => {
  const GAMES = { startDate: "2027-08-01", endDate: "2027-08-05" };

  it("has a tab for every day of the Games and for any other day with a session, in order", () => {
    expect(scheduleDays(GAMES, [])).toEqual(["2027-08-01", "2027-08-02", "2027-08-03", "2027-08-04", "2027-08-05"]);
    expect(scheduleDays(GAMES, ["2027-08-03", "2027-07-29"])).toEqual(["2027-07-29", "2027-08-01", "2027-08-02", "2027-08-03", "2027-08-04", "2027-08-05"]);
    expect(scheduleDays({ startDate: "2027-02-27", endDate: "2027-03-01" }, [])).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
  });

  it("opens on today while the Games are on, the next day of competition in a gap, else the first day with sessions", () => {
    const days = scheduleDays(GAMES, ["2027-07-29", "2027-08-02"]);
    const withSessions = ["2027-07-29", "2027-08-02"];
    expect(defaultDay(days, withSessions, "2027-08-03")).toBe("2027-08-03");
    expect(defaultDay(days, withSessions, "2027-07-29")).toBe("2027-07-29");
    // Between the early tournament and the opening.
    expect(defaultDay(days, withSessions, "2027-07-30")).toBe("2027-08-01");
    // Before and after the Games.
    expect(defaultDay(days, withSessions, "2026-11-25")).toBe("2027-07-29");
    expect(defaultDay(days, withSessions, "2027-09-01")).toBe("2027-07-29");
    expect(defaultDay(scheduleDays(GAMES, []), [], "2026-11-25")).toBe("2027-08-01");
    expect(defaultDay([], [], "2026-11-25")).toBeUndefined();
  });
});

describe("what the schedule holds", () => {
  it("says its days in Tahiti's calendar, its sports and its venues", async () => {
    const outline = await scheduleOutline(database.db);
    expect(outline.days).toEqual(["2027-07-31", "2027-08-02", "2027-08-03", "2027-08-04"]);
    expect(outline.sports.sort()).toEqual(["athletics", "shooting", "swimming"]);
    expect(outline.venues.sort()).toEqual(["hitiaa-athletics", "moorea-open-water", "raiatea-clay-range", "stade-pater"]);
    expect(await hasDemoSchedule(database.db)).toBe(true);
  });

  it("lists a day's sessions by start, stage and number", async () => {
    const rows = await daySessions(database.db, "2027-08-02", NONE, venues);
    expect(rows.map((row) => `${row.sport} ${row.phase}${row.number ?? ""}`)).toEqual([
      "swimming final",
      "shooting qualification",
      "athletics heats1",
      "athletics heats2",
      "athletics final",
      "athletics final",
    ]);
    expect((await daySessions(database.db, "2027-07-31", NONE, venues)).map((row) => row.phase)).toEqual(["preliminary"]);
    expect(await daySessions(database.db, "2027-08-01", NONE, venues)).toEqual([]);
  });

  const codes = async (filters: Partial<ScheduleFilters>, day = "2027-08-02") =>
    (await daySessions(database.db, day, { ...NONE, ...filters }, venues)).map((row) => `${row.sport}/${row.phase}${row.number ?? ""}`);

  it("filters by sport, venue and island", async () => {
    expect(await codes({ sport: "swimming" })).toEqual(["swimming/final"]);
    expect(await codes({ venue: "raiatea-clay-range" })).toEqual(["shooting/qualification"]);
    expect(await codes({ island: "Moorea" })).toEqual(["swimming/final"]);
    expect(await codes({ island: "Tahiti", sport: "athletics" })).toEqual(["athletics/heats1", "athletics/heats2", "athletics/final", "athletics/final"]);
    // A venue on another island than the one asked: nothing.
    expect(await codes({ island: "Raiatea", venue: "hitiaa-athletics" })).toEqual([]);
  });

  it("finds a delegation's sessions by the events it is entered in, or whose results name it", async () => {
    expect(await codes({ delegation: "FIJ" })).toEqual(["athletics/heats1", "athletics/heats2", "athletics/final"]);
    expect(await codes({ delegation: "SAM" }, "2027-08-03")).toEqual(["athletics/final"]);
    expect(await codes({ delegation: "SAM" })).toEqual([]);
    expect(await codes({ delegation: "NCL" })).toEqual([]);
  });

  it("keeps only the sessions that award medals: a medal event's final or bronze, cancelled or not", async () => {
    expect(await codes({ medals: true })).toEqual(["swimming/final", "athletics/final"]);
    expect(await codes({ medals: true, sport: "shooting" }, "2027-08-04")).toEqual(["shooting/final"]);
  });

  it("counts the sessions the filters find on each day", async () => {
    expect(await matchingDays(database.db, NONE, venues)).toEqual([
      { day: "2027-07-31", sessions: 1 },
      { day: "2027-08-02", sessions: 6 },
      { day: "2027-08-03", sessions: 1 },
      { day: "2027-08-04", sessions: 1 },
    ]);
    expect(await matchingDays(database.db, { ...NONE, medals: true, island: "Tahiti" }, venues)).toEqual([
      { day: "2027-08-02", sessions: 1 },
      { day: "2027-08-03", sessions: 1 },
    ]);
    expect(await matchingDays(database.db, { ...NONE, sport: "swimming", island: "Raiatea" }, venues)).toEqual([]);
  });
});

describe("a day as the page shows it", () => {
  const labels = (locale: "fr" | "ja") => ({ locale, t: translatorFor(locale).t, sports: initialSports(locale), venues });
  let rows: DaySession[];
  beforeAll(async () => {
    rows = await daySessions(database.db, "2027-08-02", NONE, venues);
  });

  it("groups the sessions by sport in the language's order, each by start, with its status at the time asked", () => {
    const now = at("2027-08-02T09:10");
    const groups = groupBySport(rows, now, labels("fr"));
    expect(groups.map((group) => group.name.value)).toEqual(["Athlétisme", "Natation", "Tir sportif"]);
    const [athletics, swimming, shooting] = groups;
    expect(athletics!.sessions.map((session) => [session.stage, session.status, session.medal])).toEqual([
      ["Série 1", "underway", false],
      ["Série 2", "underway", false],
      ["Finale", "upcoming", false],
      ["Finale", "finished", true],
    ]);
    expect(swimming!.sessions.map((session) => [session.discipline?.value, session.name.value, session.status, session.medal, session.venue.name.value])).toEqual([
      ["Eau libre", "10 km femmes", "ended", true, venues.find((venue) => venue.id === "moorea-open-water")!.name.value],
    ]);
    expect(shooting!.sessions.map((session) => [session.status, session.timed])).toEqual([["cancelled", false]]);
    // A finished session links to its sport's results of the day.
    const final = athletics!.sessions.find((session) => session.status === "finished")!;
    expect([final.timed, final.results, final.resultsPath]).toEqual([false, "official", `/results?session=${final.id}`]);
    expect(athletics!.sessions.filter((session) => session.resultsPath)).toHaveLength(1);
  });

  it("says a name in the visitor's language, the French standing in, marked, where it is missing", () => {
    const groups = groupBySport(rows, at("2027-08-02T09:10"), labels("ja"));
    const names = groups.flatMap((group) => group.sessions).map((session) => session.name);
    expect(names).toContainEqual({ value: "100 m hommes", lang: "fr" });
    expect(names).toContainEqual({ value: "Démonstration", lang: "fr" });
    expect(groups.find((group) => group.sport === "athletics")!.sessions[0]!.stage).toBe(translatorFor("ja").t("schedule.phasesNumbered.heats", { number: 1 }));
  });

  it("treats a session without an end as under way until the end of its Tahiti day", () => {
    const exhibition = (now: string) => groupBySport(rows, at(now), labels("fr")).flatMap((group) => group.sessions).find((session) => session.name.value === "Démonstration")!;
    expect(exhibition("2027-08-02T11:59").status).toBe("upcoming");
    expect(exhibition("2027-08-02T23:59").status).toBe("underway");
    expect(exhibition("2027-08-03T00:00").status).toBe("ended");
    expect(exhibition("2027-08-02T12:00").until).toBe(at("2027-08-03T00:00").toISOString());
  });

  it("says until when the statuses hold: the next start or end of a session still moving with the clock", () => {
    const sessions = (now: Date) => groupBySport(rows, now, labels("fr")).flatMap((group) => group.sessions);
    const early = at("2027-08-02T05:00");
    expect(validUntil(early, sessions(early), false)).toEqual(at("2027-08-02T06:30"));
    const morning = at("2027-08-02T09:10");
    expect(validUntil(morning, sessions(morning), false)).toEqual(at("2027-08-02T09:20"));
    // The finished and the cancelled sessions no longer move: after the last timed end, nothing does.
    const night = at("2027-08-03T01:00");
    expect(validUntil(night, sessions(night), false)).toBeUndefined();
    // A day chosen by the clock holds until the next Tahiti midnight.
    expect(validUntil(night, sessions(night), true)).toEqual(at("2027-08-04T00:00"));
    expect(validUntil(morning, sessions(morning), true)).toEqual(at("2027-08-02T09:20"));
  });
});
