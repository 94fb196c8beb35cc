import { and, asc, count, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import type { Phase, ResultsState } from "../../../vocabulary/schedule-keys.ts";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import type { LocalizedValue } from "~/domain/content/fields.ts";
import type { Island } from "~/domain/content/kinds/venues.ts";
import { byName, shown, type Shown } from "~/domain/content/localized.ts";
import type { Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { EVENT } from "~/domain/event/games.ts";
import type { Sports } from "~/domain/sports/public-sports.server.ts";
import type { VenueView } from "~/domain/venues/public-venues.server.ts";
import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";
import { fromTahitiWallClock, TAHITI_TIME_ZONE, toTahitiDay } from "../../../vocabulary/tahiti-time.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import { sessionResultsPath } from "~/domain/results/results-path.ts";
import { PHASE_ORDER } from "./schedule-read.server.ts";
import { SESSION_FACTS, sessionsWithEvents } from "./sessions-with-events.server.ts";
import { sessionStatus, TIMED_STATUSES, type SessionStatus } from "./session-status.ts";
import type { ScheduleFilters, ScheduleQuery } from "./schedule-query.ts";
import { stageLabel } from "./stage-label.ts";

// The public schedule (issue 22 point 3): one Games day at a time, filtered by sport, venue, island,
// delegation and medal sessions, each session with its status. Pages that show it are stored by the
// page cache: what depends on the clock is said with the instant it stops holding (ADR 032).

/** A day as the URL and the database name it: YYYY-MM-DD in Tahiti's calendar. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The stages that award a medal event's medals (as results entry decides them: medalRules). */
export const MEDAL_PHASES: readonly Phase[] = ["final", "bronze"];

/** The values the URL may name: anything else is dropped, as /results does. */
export interface ScheduleChoices {
  days: readonly string[];
  sports: readonly string[];
  venues: readonly string[];
  delegations: readonly string[];
}

const oneOf = (values: readonly string[]) => z.string().refine((value) => values.includes(value)).optional().catch(undefined);

const querySchema = ({ days, sports, venues, delegations }: ScheduleChoices) =>
  z.object({
    day: oneOf(days),
    sport: oneOf(sports),
    venue: oneOf(venues),
    island: z
      .string()
      .transform((name) => EVENT.islands.find((island) => island.toLowerCase() === name.trim().toLowerCase()))
      .optional()
      .catch(undefined),
    delegation: z
      .string()
      .transform((code) => code.trim().toUpperCase())
      .refine((code) => delegations.includes(code))
      .optional()
      .catch(undefined),
    // The form's checkbox sends "1"; any other value is no filter.
    medals: z.literal("1").optional().transform(Boolean).catch(false),
  });

/** The page's day and filters from its URL; an empty field (the form's "all") or an unknown value means none. */
export function parseScheduleQuery(params: URLSearchParams, choices: ScheduleChoices): ScheduleQuery {
  const value = (name: string) => params.get(name) || undefined;
  const parsed = querySchema(choices).parse({
    day: value("day"),
    sport: value("sport"),
    venue: value("venue"),
    island: value("island"),
    delegation: value("delegation"),
    medals: value("medals"),
  });
  const query: ScheduleQuery = { medals: parsed.medals };
  for (const key of ["day", "sport", "venue", "delegation"] as const) if (parsed[key]) query[key] = parsed[key];
  if (parsed.island) query.island = parsed.island;
  return query;
}

/** The day after a Tahiti day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instant a Tahiti day begins. */
export function tahitiMidnight(day: string): Date {
  return fromTahitiWallClock(`${day}T00:00`)!;
}

/**
 * The day tabs: every day of the Games by the event's facts, and any other day a session is held on
 * (a tournament starting before the opening), in order.
 */
export function scheduleDays(period: { startDate: string; endDate: string }, sessionDays: readonly string[]): string[] {
  const days = new Set<string>();
  if (DAY.test(period.startDate) && DAY.test(period.endDate)) {
    for (let day = period.startDate; day <= period.endDate; day = nextDay(day)) days.add(day);
  }
  for (const day of sessionDays) days.add(day);
  return [...days].sort();
}

/**
 * The day shown when the URL names none. While the Games are on (today between the first and the last
 * tab): today, or the next day of competition when today has no tab. Before and after: the first day
 * with sessions, else the first tab. Only the clock's day matters, so the choice holds until the next
 * Tahiti midnight.
 */
export function defaultDay(days: readonly string[], sessionDays: readonly string[], today: string): string | undefined {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return undefined;
  if (today >= first && today <= last) return days.find((day) => day >= today);
  return [...sessionDays].sort()[0] ?? first;
}

/** The sessions' filter as SQL; `venues`: the venues' content, which says each venue's island. */
function matching({ sport, venue, island, delegation, medals }: ScheduleFilters, venues: readonly VenueView[]): SQL | undefined {
  const conditions: SQL[] = [];
  if (sport) conditions.push(eq(scheduleEvents.sport, sport));
  if (venue) conditions.push(eq(scheduleSessions.venue, venue));
  if (island) {
    const ids = venues.filter((one) => one.island === island).map((one) => one.id);
    conditions.push(ids.length > 0 ? inArray(scheduleSessions.venue, ids) : sql`false`);
  }
  if (delegation) {
    // Entered in the event, or named by a result of any of its sessions (entries are often known late).
    // In the subquery, schedule_sessions is the subquery's own (it shadows the outer one), the event the outer row's.
    conditions.push(
      or(
        sql`${delegation} = any(${scheduleEvents.delegations})`,
        sql`exists (select 1 from ${sportsResults} where ${sportsResults.country} = ${delegation} and ${sportsResults.sessionId} in (select ${scheduleSessions.id} from ${scheduleSessions} where ${scheduleSessions.eventId} = ${scheduleEvents.id}))`,
      )!,
    );
  }
  if (medals) conditions.push(eq(scheduleEvents.medal, true), inArray(scheduleSessions.phase, [...MEDAL_PHASES]));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// The zone written in the statement, not bound: GROUP BY must see the same expression as the SELECT.
const tahitiDay = sql<string>`to_char(${scheduleSessions.startsAt} at time zone ${sql.raw(`'${TAHITI_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/** What the whole schedule holds: its days, sports and venues, for the tabs and the filters' choices. */
export async function scheduleOutline(db: Db) {
  const rows = await db
    .selectDistinct({ day: tahitiDay, sport: scheduleEvents.sport, venue: scheduleSessions.venue })
    .from(scheduleSessions)
    .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id));
  return {
    days: [...new Set(rows.map((row) => row.day))].sort(),
    sports: [...new Set(rows.map((row) => row.sport))],
    venues: [...new Set(rows.map((row) => row.venue))],
  };
}

export type ScheduleOutline = Awaited<ReturnType<typeof scheduleOutline>>;

/** The days with sessions matching the filters, in order, with how many. */
export function matchingDays(db: Db, filters: ScheduleFilters, venues: readonly VenueView[]) {
  return sessionsWithEvents(db, { day: tahitiDay, sessions: count() })
    .where(matching(filters, venues))
    .groupBy(tahitiDay)
    .orderBy(tahitiDay);
}

/**
 * The delegations of a session's event as the delegation filter finds them: entered, or named by a
 * result of any of its sessions (in the subquery, schedule_sessions is its own, the event the outer row's).
 */
const eventDelegations = sql<string[]>`array(select distinct code from unnest(${scheduleEvents.delegations} || array(select ${sportsResults.country} from ${sportsResults} where ${sportsResults.sessionId} in (select ${scheduleSessions.id} from ${scheduleSessions} where ${scheduleSessions.eventId} = ${scheduleEvents.id}))) as code order by code)`;

/** The sessions matching the filters (and `where`), with their events, by start. */
function sessionsWhere(db: Db, where: SQL | undefined) {
  return sessionsWithEvents(db, {
    ...SESSION_FACTS,
    results: scheduleSessions.results,
    sport: scheduleEvents.sport,
    name: scheduleEvents.name,
    discipline: scheduleEvents.discipline,
    medal: scheduleEvents.medal,
    delegations: eventDelegations,
  })
    .where(where)
    .orderBy(asc(scheduleSessions.startsAt), PHASE_ORDER, asc(scheduleSessions.number), asc(scheduleEvents.code));
}

/** The sessions of one Tahiti day matching the filters, with their events, by start. */
export function daySessions(db: Db, day: string, filters: ScheduleFilters, venues: readonly VenueView[]) {
  return sessionsWhere(db, and(gte(scheduleSessions.startsAt, tahitiMidnight(day)), lt(scheduleSessions.startsAt, tahitiMidnight(nextDay(day))), matching(filters, venues)));
}

/** Every session matching the filters (a sport's, a venue's), with their events, by start. */
export function allSessions(db: Db, filters: ScheduleFilters, venues: readonly VenueView[]) {
  return sessionsWhere(db, matching(filters, venues));
}

/** One session as the pages show it, if it exists: the heading of its own results. */
export async function findSessionView(db: Db, id: number, now: Date, labels: Labels): Promise<SessionView | undefined> {
  const [row] = await sessionsWhere(db, eq(scheduleSessions.id, id));
  return row && sessionView(row, now, labels);
}

export type DaySession = Awaited<ReturnType<typeof daySessions>>[number];

/** When a session stops being under way: its end, or the end of its Tahiti day when it has none. */
export function sessionUntil(session: { startsAt: Date; endsAt: Date | null }): Date {
  return session.endsAt ?? tahitiMidnight(nextDay(toTahitiDay(session.startsAt)));
}

/** A medal event's final or bronze-medal session: the ones that award its medals. */
export function isMedalSession(session: { medal: boolean; phase: Phase }): boolean {
  return session.medal && MEDAL_PHASES.includes(session.phase);
}

/** A session as the page shows it, in the visitor's language. */
export interface SessionView {
  id: number;
  /** ISO instants. */
  startsAt: string;
  endsAt: string | null;
  until: string;
  status: SessionStatus;
  /** Whether the status still moves with the clock (no results, not cancelled): the page's behaviour keeps it up to date. */
  timed: boolean;
  results: ResultsState | null;
  medal: boolean;
  stage: string;
  name: Shown;
  discipline?: Shown;
  venue: { id: string; name: Shown; known: boolean };
  /** Its sport, for the pages listing several sports' sessions together (a venue's). */
  sport: { slug: string; name: Shown };
  /** The codes of its event's delegations, as far as they are known: what a visitor's favourites match. */
  delegations: string[];
  /** Its own results, once it has some. */
  resultsPath?: string;
}

/** The day's sessions of one sport. */
export interface SportGroup {
  sport: string;
  name: Shown;
  sessions: SessionView[];
}

export interface Labels {
  locale: Locale;
  t: Translate;
  sports: Sports;
  venues: readonly VenueView[];
}

/** A session as the page shows it at `now`. */
export function sessionView(row: DaySession, now: Date, { locale, t, sports, venues }: Labels): SessionView {
  const until = sessionUntil(row);
  const status = sessionStatus({ cancelled: row.cancelled, results: row.results, startsAt: row.startsAt.getTime(), until: until.getTime() }, now.getTime());
  const venue = venues.find((one) => one.id === row.venue);
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    until: until.toISOString(),
    status,
    timed: (TIMED_STATUSES as readonly string[]).includes(status),
    results: row.results,
    medal: isMedalSession(row),
    stage: stageLabel(t, row),
    name: shown(row.name as LocalizedValue, locale),
    ...(row.discipline && { discipline: shown(row.discipline as LocalizedValue, locale) }),
    venue: venue ? { id: venue.id, name: venue.name, known: true } : { id: row.venue, name: { value: row.venue }, known: false },
    sport: { slug: row.sport, name: sports.bySlug.get(row.sport)?.name ?? { value: row.sport } },
    delegations: row.delegations,
    ...(status === "finished" && { resultsPath: sessionResultsPath(row.id) }),
  };
}

/**
 * The day's sessions by sport, as official schedules list a Games day: the sports in alphabetical order
 * of the visitor's language, each one's sessions by start.
 */
export function groupBySport(rows: readonly DaySession[], now: Date, labels: Labels): SportGroup[] {
  const groups = new Map<string, SportGroup>();
  for (const row of rows) {
    const session = sessionView(row, now, labels);
    let group = groups.get(row.sport);
    if (!group) {
      group = { sport: row.sport, name: session.sport.name, sessions: [] };
      groups.set(row.sport, group);
    }
    group.sessions.push(session);
  }
  return [...groups.values()].sort(byName(labels.locale));
}

/** Sessions of one Tahiti day. */
export interface DayGroup {
  day: string;
  sessions: SessionView[];
}

/** Sessions by Tahiti day, in the order of the rows (by start): a sport's or a venue's whole schedule. */
export function groupByDay(rows: readonly DaySession[], now: Date, labels: Labels): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const row of rows) {
    const day = toTahitiDay(row.startsAt);
    if (groups.at(-1)?.day !== day) groups.push({ day, sessions: [] });
    groups.at(-1)!.sessions.push(sessionView(row, now, labels));
  }
  return groups;
}

/**
 * The instant a page showing these sessions stops being right, if any: the next start or end of a
 * session whose status moves with the clock, and the next Tahiti midnight when the day shown was
 * chosen by the clock. The page cache never serves a copy past it (ADR 032).
 */
export function validUntil(now: Date, sessions: readonly Pick<SessionView, "startsAt" | "until" | "timed">[], clockDay: boolean): Date | undefined {
  const instants = sessions.filter((session) => session.timed).flatMap((session) => [Date.parse(session.startsAt), Date.parse(session.until)]);
  if (clockDay) instants.push(tahitiMidnight(nextDay(toTahitiDay(now))).getTime());
  const future = instants.filter((instant) => instant > now.getTime());
  return future.length > 0 ? new Date(Math.min(...future)) : undefined;
}

/** The filters' choices, named and sorted in the visitor's language. */
export interface ScheduleOptions {
  sports: { value: string; label: string }[];
  /** The venues by island, in the order of the Games' islands. */
  venues: { island: Island; venues: { value: string; label: string }[] }[];
  islands: Island[];
  delegations: { value: string; label: string }[];
}

/**
 * What the filters offer: the sports and venues the schedule holds (and the one filtered by, should
 * it hold none), every delegation.
 */
export function scheduleOptions(outline: ScheduleOutline, query: ScheduleFilters, { locale, sports, venues }: Labels, delegations: Delegations): ScheduleOptions {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  const byLabel = (a: { label: string }, b: { label: string }) => collator.compare(a.label, b.label);
  const sportSlugs = new Set([...outline.sports, ...(query.sport ? [query.sport] : [])]);
  const venueIds = new Set([...outline.venues, ...(query.venue ? [query.venue] : [])]);
  const held = venues.filter((venue) => venueIds.has(venue.id));
  return {
    sports: [...sportSlugs].map((slug) => ({ value: slug, label: sports.bySlug.get(slug)?.name.value ?? slug })).sort(byLabel),
    venues: EVENT.islands
      .map((island) => ({ island, venues: held.filter((venue) => venue.island === island).map((venue) => ({ value: venue.id, label: venue.name.value })).sort(byLabel) }))
      .filter((group) => group.venues.length > 0),
    islands: [...EVENT.islands],
    delegations: delegations.list.map(({ code, name }) => ({ value: code, label: name.value })).sort(byLabel),
  };
}
