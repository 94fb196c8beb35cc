import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import { escapeText, serialize, utcDateTime, zonedDateTime, type Component, type Property } from "./icalendar.ts";

/** A calendar feed as a calendar application lists it. */
export interface CalendarHead {
  name: string;
  description: string;
  /** The page the feed follows (the schedule), and the feed's own address. */
  pageUrl: string;
  feedUrl: string;
  /** The BCP 47 tag of its words. */
  language: string;
  /** The site's host name, which makes its UIDs unique in the world (RFC 5545 §3.8.4.7). */
  host: string;
}

/** One session as an event of the calendar, its words already in the feed's language. */
export interface CalendarSession {
  id: number;
  summary: string;
  startsAt: Date;
  endsAt: Date | null;
  location?: string;
  url: string;
  description: string;
  categories?: string;
  cancelled: boolean;
  /** The last change to the session or its event. */
  updatedAt: Date;
}

// How often calendar applications should fetch the feed again: hourly follows a time moved on a Games
// day closely enough without a crowd of subscribers polling the site. Most clients honour one of the two.
const REFRESH = "PT1H";

/**
 * A session with no announced end is given an hour: an event with a start and no end lasts no time
 * (RFC 5545 §3.6.1), which calendar applications draw as a hairline or not at all in a day's view, and
 * an hour marks the start without claiming the morning (the description says the end is not announced).
 */
export const DEFAULT_DURATION_MS = 60 * 60 * 1000;

// SEQUENCE counts an event's revisions. None is kept, but the row's last change only ever moves
// forward: its seconds since this date grow with each revision and fit the 31 bits clients expect.
const SEQUENCE_EPOCH = Date.UTC(2025, 0, 1);

/** The Games' zone, UTC−10 all year with no daylight saving: one standard observance says it all. */
const TAHITI_ZONE: Component = {
  name: "VTIMEZONE",
  properties: [
    { name: "TZID", value: TAHITI_TIME_ZONE },
    { name: "X-LIC-LOCATION", value: TAHITI_TIME_ZONE },
  ],
  components: [
    {
      name: "STANDARD",
      properties: [
        { name: "DTSTART", value: "19700101T000000" },
        { name: "TZOFFSETFROM", value: "-1000" },
        { name: "TZOFFSETTO", value: "-1000" },
        { name: "TZNAME", value: "-10" },
      ],
    },
  ],
};

/** The UID of a session: the same in every feed and language, so an update replaces the event a visitor has. */
export function sessionUid(id: number, host: string): string {
  return `session-${id}@${host}`;
}

function text(name: string, value: string, language?: string): Property {
  return { name, params: language ? { LANGUAGE: language } : undefined, value: escapeText(value) };
}

function zoned(name: string, date: Date): Property {
  return { name, params: { TZID: TAHITI_TIME_ZONE }, value: zonedDateTime(date, TAHITI_TIME_ZONE) };
}

function event(session: CalendarSession, head: CalendarHead): Component {
  const end = session.endsAt ?? new Date(session.startsAt.getTime() + DEFAULT_DURATION_MS);
  const modified = utcDateTime(session.updatedAt);
  const properties: Property[] = [
    { name: "UID", value: sessionUid(session.id, head.host) },
    // Without METHOD, DTSTAMP is the event's last revision (§3.8.7.2), not the time of the answer:
    // a feed answered twice without a change is the same bytes, so its ETag holds.
    { name: "DTSTAMP", value: modified },
    { name: "LAST-MODIFIED", value: modified },
    { name: "SEQUENCE", value: String(Math.max(0, Math.floor((session.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000))) },
    zoned("DTSTART", session.startsAt),
    zoned("DTEND", end),
    text("SUMMARY", session.summary, head.language),
    ...(session.location ? [text("LOCATION", session.location, head.language)] : []),
    text("DESCRIPTION", session.description, head.language),
    ...(session.categories ? [text("CATEGORIES", session.categories, head.language)] : []),
    { name: "URL", value: session.url },
    { name: "STATUS", value: session.cancelled ? "CANCELLED" : "CONFIRMED" },
  ];
  return { name: "VEVENT", properties };
}

/** The feed: its name and refresh hints, the Tahiti zone, one VEVENT per session, as RFC 5545 text. */
export function scheduleCalendar(head: CalendarHead, sessions: readonly CalendarSession[]): string {
  return serialize({
    name: "VCALENDAR",
    properties: [
      { name: "VERSION", value: "2.0" },
      { name: "PRODID", value: "-//Tahiti 2027//Competition schedule//EN" },
      { name: "CALSCALE", value: "GREGORIAN" },
      // RFC 7986's names first, then the ones Apple, Google and Outlook read.
      text("NAME", head.name, head.language),
      text("X-WR-CALNAME", head.name),
      text("DESCRIPTION", head.description, head.language),
      text("X-WR-CALDESC", head.description),
      { name: "X-WR-TIMEZONE", value: TAHITI_TIME_ZONE },
      { name: "URL", value: head.pageUrl },
      { name: "SOURCE", params: { VALUE: "URI" }, value: head.feedUrl },
      { name: "REFRESH-INTERVAL", params: { VALUE: "DURATION" }, value: REFRESH },
      { name: "X-PUBLISHED-TTL", value: REFRESH },
    ],
    components: [TAHITI_ZONE, ...sessions.map((session) => event(session, head))],
  });
}
