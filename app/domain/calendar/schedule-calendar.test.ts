import { describe, expect, it } from "vitest";
import { parseCalendar } from "../../../tests/helpers/ical.ts";
import { DEFAULT_DURATION_MS, scheduleCalendar, sessionUid, type CalendarHead, type CalendarSession } from "./schedule-calendar.ts";

const head: CalendarHead = {
  name: "Tahiti 2027 — Athlétisme",
  description: "Les sessions, à l'heure de Tahiti.\nDeuxième ligne.",
  pageUrl: "https://tahiti2027.test/schedule",
  feedUrl: "https://tahiti2027.test/calendar/sports/athletics.ics",
  language: "fr-FR",
  host: "tahiti2027.test",
};

const heat: CalendarSession = {
  id: 12,
  summary: "Athlétisme — 100 m femmes — Séries",
  startsAt: new Date("2027-08-02T19:00:00Z"),
  endsAt: new Date("2027-08-02T19:35:00Z"),
  location: "Stade de Hitia'a, Tahiti",
  url: "https://tahiti2027.test/schedule?day=2027-08-02",
  description: "Épreuve à médailles.\nProgramme du jour : https://tahiti2027.test/schedule?day=2027-08-02",
  categories: "Athlétisme",
  cancelled: false,
  updatedAt: new Date("2027-07-01T10:00:00Z"),
};

// Late in the evening in Tahiti: already the next day in UTC.
const final: CalendarSession = {
  ...heat,
  id: 13,
  summary: "Athlétisme — 100 m femmes — Finale",
  startsAt: new Date("2027-08-03T04:30:00Z"),
  endsAt: null,
  location: undefined,
  cancelled: true,
  updatedAt: new Date("2027-07-02T10:00:00Z"),
};

describe("scheduleCalendar", () => {
  const body = scheduleCalendar(head, [heat, final]);
  const calendar = parseCalendar(body);

  it("is RFC 5545 text a real parser reads: CRLF lines of at most 75 octets, one VEVENT per session", () => {
    expect(body.endsWith("\r\n")).toBe(true);
    for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(calendar.events.map((event) => event.summary)).toEqual([heat.summary, final.summary]);
    expect(calendar.name).toBe(head.name);
    expect(calendar.nameRfc7986).toBe(head.name);
    expect(calendar.description).toBe(head.description);
    expect(calendar.descriptionX).toBe(head.description);
    expect(calendar.refresh).toBe("PT1H");
    expect(calendar.ttl).toBe("PT1H");
  });

  it("gives times in Pacific/Tahiti with its VTIMEZONE, which turns them back into the sessions' instants", () => {
    expect(calendar.zones).toEqual(["Pacific/Tahiti"]);
    expect(body).toContain("DTSTART;TZID=Pacific/Tahiti:20270802T090000\r\n");
    expect(body).toContain("DTEND;TZID=Pacific/Tahiti:20270802T093500\r\n");
    expect(body).toContain("DTSTART;TZID=Pacific/Tahiti:20270802T183000\r\n");
    const [first, second] = calendar.events;
    expect(first!.startZone).toBe("Pacific/Tahiti");
    expect(first!.start.toISOString()).toBe(heat.startsAt.toISOString());
    expect(first!.end.toISOString()).toBe(heat.endsAt!.toISOString());
    expect(second!.start.toISOString()).toBe(final.startsAt.toISOString());
  });

  it("gives a session with no announced end an hour", () => {
    const second = calendar.events[1]!;
    expect(second.end.getTime() - second.start.getTime()).toBe(DEFAULT_DURATION_MS);
    expect(DEFAULT_DURATION_MS).toBe(60 * 60 * 1000);
  });

  it("names each session by a UID of its id and the site's host, the same whatever else changes", () => {
    expect(calendar.events.map((event) => event.uid)).toEqual(["session-12@tahiti2027.test", "session-13@tahiti2027.test"]);
    expect(sessionUid(12, "tahiti2027.test")).toBe("session-12@tahiti2027.test");
    const moved = parseCalendar(scheduleCalendar(head, [{ ...heat, startsAt: new Date("2027-08-02T20:00:00Z"), updatedAt: new Date("2027-07-05T08:00:00Z") }]));
    expect(moved.events[0]!.uid).toBe(calendar.events[0]!.uid);
  });

  it("moves DTSTAMP, LAST-MODIFIED and SEQUENCE forward with the session's last change, and only then", () => {
    const first = calendar.events[0]!;
    expect(first.stamp.toISOString()).toBe(heat.updatedAt.toISOString());
    expect(first.lastModified.toISOString()).toBe(heat.updatedAt.toISOString());
    const later = parseCalendar(scheduleCalendar(head, [{ ...heat, updatedAt: new Date("2027-07-01T10:00:01Z") }])).events[0]!;
    expect(later.sequence).toBe(first.sequence + 1);
    expect(later.stamp.getTime()).toBeGreaterThan(first.stamp.getTime());
    // The same sessions make the same bytes: a client's ETag holds until something changes.
    expect(scheduleCalendar(head, [heat, final])).toBe(body);
  });

  it("marks a cancelled session CANCELLED and the others CONFIRMED", () => {
    expect(calendar.events.map((event) => event.status)).toEqual(["CONFIRMED", "CANCELLED"]);
  });

  it("writes the location, the day's page and a description of several lines, escaped", () => {
    const [first, second] = calendar.events;
    expect(first!.location).toBe("Stade de Hitia'a, Tahiti");
    expect(body).toContain("LOCATION;LANGUAGE=fr-FR:Stade de Hitia'a\\, Tahiti\r\n");
    expect(second!.location).toBeNull();
    expect(first!.url).toBe(heat.url);
    expect(first!.description).toBe(heat.description);
  });

  it("is a valid calendar with no session at all", () => {
    const empty = parseCalendar(scheduleCalendar(head, []));
    expect(empty.events).toEqual([]);
    expect(empty.zones).toEqual(["Pacific/Tahiti"]);
  });
});
