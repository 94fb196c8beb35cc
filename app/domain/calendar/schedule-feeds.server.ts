import { asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { scheduleEvents, scheduleSessions } from "../../../db/schema/index.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { shown } from "~/domain/content/localized.ts";
import { PHASE_ORDER } from "~/domain/schedule/schedule-read.server.ts";
import { SESSION_FACTS, sessionsWithEvents } from "~/domain/schedule/sessions-with-events.server.ts";
import { stageLabel } from "~/domain/schedule/stage-label.ts";
import { sportName, sportsIn } from "~/domain/sports/public-sports.server.ts";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import { INTL_TAGS, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import { SCHEDULE_FEED_PATH, sportFeedPath, venueFeedPath } from "./feed-paths.ts";
import { scheduleCalendar, type CalendarSession } from "./schedule-calendar.ts";

/** What a feed is read from and written in: the request's language and the site's public address. */
export interface FeedReaders {
  db: Db;
  content: ContentStore;
  locale: Locale;
  t: Translate;
  publicUrl: string;
}

/** A feed: its name, its own (French) path, and which sessions it holds (all of them without `where`). */
export interface FeedSpec {
  name: string;
  path: string;
  where?: SQL;
}

function feedRows(db: Db, where: SQL | undefined) {
  return sessionsWithEvents(db, {
    ...SESSION_FACTS,
    results: scheduleSessions.results,
    sessionUpdatedAt: scheduleSessions.updatedAt,
    sport: scheduleEvents.sport,
    discipline: scheduleEvents.discipline,
    name: scheduleEvents.name,
    medal: scheduleEvents.medal,
    demo: scheduleEvents.demo,
    eventUpdatedAt: scheduleEvents.updatedAt,
  })
    .where(where)
    .orderBy(asc(scheduleSessions.startsAt), PHASE_ORDER, asc(scheduleSessions.number), asc(scheduleSessions.id));
}

type FeedRow = Awaited<ReturnType<typeof feedRows>>[number];

/**
 * A feed's sessions as a calendar, in the request's language: each session's sport, event and stage
 * (French standing in for a missing translation), its venue and island, the day's schedule, its
 * results once entered. A sport or venue the content no longer has is said by its stored key or left
 * out, as the schedule's other readers do (ADR 030).
 */
export async function calendarFeed({ db, content, locale, t, publicUrl }: FeedReaders, { name, path, where }: FeedSpec): Promise<string> {
  const [rows, sports, venues] = await Promise.all([feedRows(db, where), sportsIn(content, locale), venuesIn(content, locale)]);
  const venueById = new Map(venues.map((venue) => [venue.id, venue]));
  const page = (pathname: string, query?: Record<string, string>) =>
    `${publicUrl}${localizePath(pathname, locale)}${query ? `?${new URLSearchParams(query)}` : ""}`;

  const session = (row: FeedRow): CalendarSession => {
    const day = toTahitiDay(row.startsAt);
    const sport = sportName(sports, row.sport);
    const discipline = row.discipline ? shown(row.discipline, locale).value : undefined;
    const summary = t("calendar.summary", {
      sport: discipline ? t("calendar.sportDiscipline", { sport, discipline }) : sport,
      event: shown(row.name, locale).value,
      stage: stageLabel(t, row),
    });
    const venue = venueById.get(row.venue);
    const dayUrl = page("/schedule", { day });
    const description = [
      row.demo ? t("calendar.demoSession") : undefined,
      row.cancelled ? t("calendar.cancelled") : undefined,
      row.medal ? t("calendar.medalEvent") : t("calendar.noMedalEvent"),
      row.endsAt ? undefined : t("calendar.noEnd"),
      row.results ? t(`calendar.results.${row.results}`, { url: page("/results", { sport: row.sport, date: day }) }) : undefined,
      t("calendar.dayPage", { url: dayUrl }),
    ];
    return {
      id: row.id,
      // Said in the title too: not every calendar application shows STATUS:CANCELLED.
      summary: row.cancelled ? t("calendar.cancelledSummary", { summary }) : summary,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      location: venue ? t("calendar.location", { venue: venue.name.value, island: venue.island }) : undefined,
      url: dayUrl,
      description: description.filter((line) => line !== undefined).join("\n"),
      categories: sport,
      cancelled: row.cancelled,
      updatedAt: row.sessionUpdatedAt > row.eventUpdatedAt ? row.sessionUpdatedAt : row.eventUpdatedAt,
    };
  };

  // While the demo schedule is there, a feed holding any of it says it is fictional where applications show it.
  const demo = rows.some((row) => row.demo);
  return scheduleCalendar(
    {
      name: demo ? t("calendar.demoName", { name }) : name,
      description: demo ? `${t("calendar.description")}\n${t("calendar.demoDescription")}` : t("calendar.description"),
      pageUrl: page("/schedule"),
      feedUrl: page(path),
      language: INTL_TAGS[locale],
      host: new URL(publicUrl).hostname,
    },
    rows.map(session),
  );
}

/** The whole schedule. */
export function scheduleFeed(readers: FeedReaders): Promise<string> {
  return calendarFeed(readers, { name: readers.t("calendar.scheduleName"), path: SCHEDULE_FEED_PATH });
}

/** A sport's sessions; undefined for a sport the content does not have. */
export async function sportFeed(readers: FeedReaders, slug: string): Promise<string | undefined> {
  const sport = (await sportsIn(readers.content, readers.locale)).bySlug.get(slug);
  if (!sport) return undefined;
  return calendarFeed(readers, { name: readers.t("calendar.sportName", { sport: sport.name.value }), path: sportFeedPath(sport.slug), where: eq(scheduleEvents.sport, sport.slug) });
}

/** The sessions held at a venue; undefined for a venue the content does not have. */
export async function venueFeed(readers: FeedReaders, id: string): Promise<string | undefined> {
  const venue = (await venuesIn(readers.content, readers.locale)).find((candidate) => candidate.id === id);
  if (!venue) return undefined;
  return calendarFeed(readers, { name: readers.t("calendar.venueName", { venue: venue.name.value }), path: venueFeedPath(venue.id), where: eq(scheduleSessions.venue, venue.id) });
}
