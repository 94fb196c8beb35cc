import ICAL from "ical.js";

/** A VEVENT as a calendar application reads it, through ical.js (Mozilla's parser, Thunderbird's). */
export interface ParsedEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  /** The TZID the times are given in, and their wall clock there ("2027-08-02T09:00:00"). */
  startZone: string;
  startWallClock: string;
  location: string | null;
  description: string;
  url: string;
  status: string;
  sequence: number;
  stamp: Date;
  lastModified: Date;
}

export interface ParsedCalendar {
  /** X-WR-CALNAME and RFC 7986's NAME, which applications read in turn; the same for DESCRIPTION. */
  name: string;
  nameRfc7986: string;
  description: string;
  descriptionX: string;
  refresh: string;
  ttl: string;
  zones: string[];
  events: ParsedEvent[];
}

const text = (component: ICAL.Component, name: string) => component.getFirstPropertyValue(name)?.toString() ?? "";
// ical.js reads the properties it does not know (NAME, X-WR-CALNAME...) as raw text; RFC 5545 makes
// them TEXT by default (§3.8.8.2), which calendar applications unescape.
const unescaped = (raw: string) => raw.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

/**
 * A feed parsed as a client would: its own VTIMEZONE registered (and no other), so times given with
 * its TZID become instants through that definition; a wrong VTIMEZONE shows as wrong instants.
 */
export function parseCalendar(body: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(body));
  ICAL.TimezoneService.reset();
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent): ParsedEvent => {
    const event = new ICAL.Event(vevent);
    const dtstamp = vevent.getFirstPropertyValue("dtstamp") as ICAL.Time;
    const modified = vevent.getFirstPropertyValue("last-modified") as ICAL.Time;
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: vevent.getFirstProperty("dtstart")!.getParameter("tzid") as string,
      startWallClock: event.startDate.toString(),
      location: event.location,
      description: event.description,
      url: text(vevent, "url"),
      status: text(vevent, "status"),
      sequence: event.sequence,
      stamp: dtstamp.toJSDate(),
      lastModified: modified.toJSDate(),
    };
  });
  return {
    name: unescaped(text(calendar, "x-wr-calname")),
    nameRfc7986: unescaped(text(calendar, "name")),
    description: text(calendar, "description"),
    descriptionX: unescaped(text(calendar, "x-wr-caldesc")),
    refresh: text(calendar, "refresh-interval"),
    ttl: text(calendar, "x-published-ttl"),
    zones: zones.map((zone) => text(zone, "tzid")),
    events,
  };
}
