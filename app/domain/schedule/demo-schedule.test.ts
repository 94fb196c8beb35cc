import { describe, expect, it } from "vitest";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { gamesDays } from "./games-days.ts";
import { parseEventValues, parseSessionValues, type ScheduleRefs } from "./schedule-input.server.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { toTahitiDay, toTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import type { LocalizedValue } from "~/domain/content/fields.ts";
import { DEMO_RESULTS } from "../../../db/seed.ts";
import { DEMO_SCHEDULE, type DemoEvent, type DemoSession } from "../../../db/seed-schedule.ts";

// The demo schedule of the seed (db/seed-schedule.ts) checked against the content a new site starts with (db/seed-content), as the
// back office's forms and CSV import would check it, and against the event's dates.

const facts = initialItems("event")[0]!.data;
const refs: ScheduleRefs = {
  sports: initialItems("sports").map((item) => item.id),
  venues: initialItems("venues").map((item) => item.id),
  delegations: initialItems("delegations").map((item) => item.id),
  days: gamesDays(facts),
};
const sportVenues = new Map(initialItems("sports").map((item) => [item.id, item.data.venues ?? []]));

const localized = (prefix: string, value: LocalizedValue | null | undefined) => Object.fromEntries(Object.entries(value ?? {}).map(([locale, text]) => [`${prefix}.${locale}`, text]));

/** An event as its form (or a CSV row) would post it. */
function eventValues({ code, sport, discipline, name, gender, format, medal, delegations }: DemoEvent) {
  return { code, sport, ...localized("discipline", discipline), ...localized("name", name), gender, format, medal: medal ? "on" : "", delegations: (delegations ?? []).join("\n") };
}

/** A session as its form would post it, its times in Tahiti time. */
function sessionValues({ phase, number, startsAt, endsAt, venue, cancelled }: DemoSession) {
  return {
    phase,
    number: number == null ? "" : String(number),
    start: toTahitiWallClock(startsAt),
    end: endsAt ? toTahitiWallClock(endsAt) : "",
    venue,
    cancelled: cancelled ? "on" : "",
  };
}

const sessions = DEMO_SCHEDULE.flatMap((event) => event.sessions.map((session) => ({ event, session })));

describe("the demo schedule (db/seed-schedule.ts)", () => {
  it("has about forty events of ten to twelve sports, men's, women's, mixed and open, team and individual, most awarding medals", () => {
    expect(DEMO_SCHEDULE.length).toBeGreaterThanOrEqual(35);
    expect(DEMO_SCHEDULE.length).toBeLessThanOrEqual(45);
    const sports = new Set(DEMO_SCHEDULE.map((event) => event.sport));
    expect(sports.size).toBeGreaterThanOrEqual(10);
    expect(sports.size).toBeLessThanOrEqual(12);
    expect(new Set(DEMO_SCHEDULE.map((event) => event.gender))).toEqual(new Set(["men", "women", "mixed", "open"]));
    expect(new Set(DEMO_SCHEDULE.map((event) => event.format))).toEqual(new Set(["individual", "team"]));
    const withoutMedals = DEMO_SCHEDULE.filter((event) => !event.medal);
    expect(withoutMedals.length).toBeGreaterThanOrEqual(2);
    expect(withoutMedals.length).toBeLessThan(DEMO_SCHEDULE.length / 4);
  });

  it("names each event and discipline in the six languages, and each event passes the back office's check unchanged", () => {
    for (const event of DEMO_SCHEDULE) {
      for (const locale of LOCALES) {
        expect(event.name[locale], `${event.code} ${locale}`).toBeTruthy();
        if (event.discipline) expect(event.discipline[locale], `${event.code} discipline ${locale}`).toBeTruthy();
      }
      const { sessions: _sessions, ...fields } = event;
      expect(parseEventValues(eventValues(event), refs), event.code).toEqual({ ok: true, input: fields });
    }
    expect(new Set(DEMO_SCHEDULE.map((event) => event.code)).size).toBe(DEMO_SCHEDULE.length);
  });

  it("holds each session at a venue of the content, the sport's own where the content names some, and each passes the back office's check unchanged", () => {
    for (const { event, session } of sessions) {
      const label = `${event.code} ${session.phase} ${session.number ?? ""}`;
      expect(parseSessionValues(sessionValues(session), refs), label).toEqual({ ok: true, input: session });
      const own = sportVenues.get(event.sport)!;
      if (own.length > 0) expect(own, label).toContain(session.venue);
    }
    // Clay shooting on Raiatea, pistol in Papeete; cycling and triathlon in Moorea.
    expect(new Set(sessions.filter(({ event }) => event.code.startsWith("SHO-TRAP")).map(({ session }) => session.venue))).toEqual(new Set(["raiatea-clay-range"]));
    expect(new Set(sessions.filter(({ event }) => event.sport === "cycling" || event.sport === "triathlon").map(({ session }) => session.venue))).toEqual(new Set(["moorea-cycling", "moorea-triathlon"]));
  });

  it("holds every session within the Games' days, in daylight hours of Tahiti, with one session per stage and number", () => {
    for (const { event, session } of sessions) {
      const label = `${event.code} ${session.phase} ${session.number ?? ""}`;
      const day = toTahitiDay(session.startsAt);
      expect(day >= facts.startDate && day <= facts.endDate, `${label} on ${day}`).toBe(true);
      const [start, end] = [session.startsAt, session.endsAt ?? session.startsAt].map((at) => toTahitiWallClock(at).slice(11));
      expect(start! >= "07:00" && end! <= "18:30", `${label} from ${start} to ${end}`).toBe(true);
      expect(toTahitiDay(session.endsAt ?? session.startsAt), label).toBe(day);
    }
    const stages = sessions.map(({ event, session }) => `${event.code}/${session.phase}/${session.number}`);
    expect(new Set(stages).size).toBe(stages.length);
  });

  it("ends every event with its final, after its other stages; several events have more stages than the final", () => {
    for (const event of DEMO_SCHEDULE) {
      const finals = event.sessions.filter((session) => session.phase === "final");
      expect(finals, event.code).toHaveLength(1);
      expect(event.sessions.every((session) => session.startsAt <= finals[0]!.startsAt), event.code).toBe(true);
    }
    expect(DEMO_SCHEDULE.filter((event) => event.sessions.length >= 3).length).toBeGreaterThanOrEqual(10);
    expect(DEMO_SCHEDULE.filter((event) => event.format === "team" && event.sessions.some((session) => session.phase === "pool")).length).toBeGreaterThanOrEqual(2);
  });

  it("has a final for each fictional result: the same sport, on the result's day, with the result's delegation entered, places as the medals say", () => {
    const rankOf = { gold: 1, silver: 2, bronze: 3 } as const;
    for (const result of DEMO_RESULTS) {
      const event = DEMO_SCHEDULE.find((candidate) => candidate.code === result.final);
      expect(event, result.final).toBeDefined();
      expect(event!.sport).toBe(result.sport);
      expect(event!.medal).toBe(true);
      const final = event!.sessions.find((session) => session.phase === "final")!;
      expect(toTahitiDay(final.startsAt), `${result.athlete}`).toBe(result.date);
      expect(event!.delegations, result.athlete).toContain(result.country);
      expect(result.rank, result.athlete).toBe(result.medal ? rankOf[result.medal] : 4);
    }
    const judoBronzes = DEMO_RESULTS.filter((result) => result.sport === "judo" && result.medal === "bronze");
    expect(judoBronzes.map((result) => result.rank)).toEqual([3, 3]);
  });
});
