import { describe, expect, it } from "vitest";
import type { ScheduleEventRow, ScheduleSessionRow } from "../../../db/schema/schedule.ts";
import { delegationRows, medalRows, namesOf, resultRows, scheduleRow, tahitiIso, utcIso, type NameBook, type StoredResult } from "./rows.ts";
import { Delegation, MedalStanding, ResultLine, ScheduleSession } from "./schemas.ts";

const ATHLETICS = { fr: "Athlétisme", en: "Athletics", es: "", pt: " ", zh: "田径", ja: "陸上競技" };
const book: NameBook = {
  sports: new Map([["athletics", ATHLETICS]]),
  venues: new Map([["hitiaa-athletics", { fr: "Site d'athlétisme de Hitia'a" }]]),
  delegations: new Map([
    ["FIJ", { fr: "Fidji", en: "Fiji" }],
    ["TAH", { fr: "Tahiti" }],
  ]),
};

describe("namesOf", () => {
  it("keeps French and the languages translated, trimmed, and drops the empty ones", () => {
    expect(namesOf(ATHLETICS)).toEqual({ fr: "Athlétisme", en: "Athletics", zh: "田径", ja: "陸上競技" });
  });
  it("is null for no name at all", () => {
    expect(namesOf(null)).toBeNull();
    expect(namesOf(undefined)).toBeNull();
    expect(namesOf({ fr: " " })).toBeNull();
  });
});

describe("times", () => {
  const instant = new Date("2027-08-03T03:30:00Z");
  it("says an instant in Tahiti time with its offset, and in UTC", () => {
    expect(tahitiIso(instant)).toBe("2027-08-02T17:30:00-10:00");
    expect(utcIso(instant)).toBe("2027-08-03T03:30:00Z");
    expect(new Date(tahitiIso(instant)).getTime()).toBe(instant.getTime());
  });
});

const event: ScheduleEventRow = {
  id: 1,
  code: "ATH-100M-M",
  sport: "athletics",
  discipline: null,
  name: { fr: "100 m hommes", en: "Men's 100 m" },
  gender: "men",
  format: "individual",
  medal: true,
  delegations: ["TAH", "FIJ"],
  demo: true,
  createdAt: new Date(),
  updatedAt: new Date(),
};
const session: ScheduleSessionRow = {
  id: 3,
  eventId: 1,
  phase: "heats",
  number: 2,
  startsAt: new Date("2027-08-02T19:00:00Z"),
  endsAt: null,
  venue: "gone-venue",
  cancelled: true,
  results: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe("scheduleRow", () => {
  it("gives a session with its event's fields, its Tahiti day, both times, and null where nothing is known", () => {
    const row = scheduleRow({ session, event }, book);
    expect(row).toEqual({
      session_id: 3,
      event_code: "ATH-100M-M",
      sport: "athletics",
      sport_name: { fr: "Athlétisme", en: "Athletics", zh: "田径", ja: "陸上競技" },
      discipline: null,
      event_name: { fr: "100 m hommes", en: "Men's 100 m" },
      gender: "men",
      format: "individual",
      medal_event: true,
      phase: "heats",
      phase_number: 2,
      day: "2027-08-02",
      starts_at: "2027-08-02T09:00:00-10:00",
      starts_at_utc: "2027-08-02T19:00:00Z",
      ends_at: null,
      ends_at_utc: null,
      venue: "gone-venue",
      venue_name: null,
      cancelled: true,
      results_state: null,
      delegations: ["FIJ", "TAH"],
    });
    expect(ScheduleSession.parse(row)).toEqual(row);
  });

  it("takes the day in Tahiti, not in UTC, for a late session", () => {
    const late = scheduleRow({ session: { ...session, startsAt: new Date("2027-08-03T08:30:00Z"), endsAt: new Date("2027-08-03T10:00:00Z") }, event }, book);
    expect([late.day, late.starts_at, late.ends_at]).toEqual(["2027-08-02", "2027-08-02T22:30:00-10:00", "2027-08-03T00:00:00-10:00"]);
  });
});

const stored = (line: Partial<StoredResult>): StoredResult => ({
  id: 1,
  date: "2027-08-02",
  sport: "athletics",
  event: "100 m",
  athlete: "Demo Athlete A",
  country: "FIJ",
  result: "10.41",
  medal: null,
  rank: null,
  status: null,
  sessionId: null,
  eventCode: null,
  eventName: null,
  resultsState: null,
  ...line,
});

describe("resultRows", () => {
  it("gives a session's line its event and state, and a line of its own none", () => {
    const [linked, loose] = resultRows(
      [stored({ sessionId: 3, eventCode: "ATH-100M-M", eventName: event.name, resultsState: "provisional", rank: 1, medal: "gold" }), stored({ id: 2, sport: "boxing", medal: "bronze" })],
      book,
    );
    expect(linked).toMatchObject({ session_id: 3, event_code: "ATH-100M-M", event_name: { fr: "100 m hommes", en: "Men's 100 m" }, results_state: "provisional", rank: 1, medal: "gold", delegation: "FIJ", mark: "10.41" });
    expect(loose).toMatchObject({ session_id: null, event_code: null, event_name: null, results_state: null, sport_name: null });
    for (const row of [linked, loose]) expect(ResultLine.parse(row)).toEqual(row);
  });

  it("places a line entered without a rank by its medal, as the public tables do, and leaves the rest unranked", () => {
    const rows = resultRows([stored({ medal: "bronze" }), stored({ id: 2 }), stored({ id: 3, status: "DNF" })], book);
    expect(rows.map((row) => [row.rank, row.status])).toEqual([
      [3, null],
      [null, null],
      [null, "DNF"],
    ]);
  });
});

describe("medalRows", () => {
  it("counts each medalled line once, ranks ties together and names the delegations it knows", () => {
    const { rows, totals } = medalRows(
      [
        { country: "TAH", medal: "gold" },
        { country: "FIJ", medal: "gold" },
        { country: "XXX", medal: "bronze" },
        { country: "FIJ", medal: null },
      ],
      book,
    );
    expect(rows).toEqual([
      { rank: 1, delegation: "FIJ", delegation_name: { fr: "Fidji", en: "Fiji" }, gold: 1, silver: 0, bronze: 0, total: 1 },
      { rank: 1, delegation: "TAH", delegation_name: { fr: "Tahiti" }, gold: 1, silver: 0, bronze: 0, total: 1 },
      { rank: 3, delegation: "XXX", delegation_name: null, gold: 0, silver: 0, bronze: 1, total: 1 },
    ]);
    expect(totals).toEqual({ gold: 2, silver: 0, bronze: 1, total: 3 });
    for (const row of rows) MedalStanding.parse(row);
  });
});

describe("delegationRows", () => {
  it("lists every delegation in the organisers' order with its medals, zeros for none", () => {
    const rows = delegationRows(
      [
        { id: "TAH", data: { name: { fr: "Tahiti", en: "Tahiti" }, status: "member", host: true, region: "PF" } },
        { id: "AUS", data: { name: { fr: "Australie" }, status: "invited" } },
      ],
      [
        { country: "AUS", medal: "silver" },
        { country: "AUS", medal: "gold" },
      ],
    );
    expect(rows).toEqual([
      { code: "TAH", name: { fr: "Tahiti", en: "Tahiti" }, status: "member", host: true, region: "PF", gold: 0, silver: 0, bronze: 0, total: 0 },
      { code: "AUS", name: { fr: "Australie" }, status: "invited", host: false, region: null, gold: 1, silver: 1, bronze: 0, total: 2 },
    ]);
    for (const row of rows) Delegation.parse(row);
  });
});
