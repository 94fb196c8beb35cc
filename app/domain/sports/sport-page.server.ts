import type { Db } from "../../../db/client.ts";
import type { EventFormat, Gender } from "../../../vocabulary/schedule-keys.ts";
import type { LocalizedValue } from "~/domain/content/fields.ts";
import { shown, type Shown } from "~/domain/content/localized.ts";
import type { Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { findResultsPage, labelMedallists, labelResults, medalLines } from "~/domain/results/public-results.server.ts";
import { allSessions, groupByDay, validUntil, type Labels } from "~/domain/schedule/public-schedule.server.ts";
import { listEvents } from "~/domain/schedule/schedule-read.server.ts";
import type { SportView } from "./public-sports.server.ts";

/** How many of a sport's latest result lines its page shows, before the link to all of them. */
export const SPORT_LATEST_RESULTS = 20;

/** An event of the sport as its page lists it. */
export interface SportEvent {
  id: number;
  name: Shown;
  discipline?: Shown;
  gender: Gender;
  format: EventFormat;
  medal: boolean;
  sessions: number;
}

/**
 * Everything a sport's page shows (issue 22 point 4): its events, its whole schedule by day, its
 * latest results, its medallists and its venues (those the organisers list, then any other its
 * sessions are held at), at `now`; `expires`: when the statuses it shows stop holding (ADR 032).
 */
export async function sportPage(db: Db, sport: SportView, now: Date, labels: Labels, delegations: Delegations) {
  const [events, rows, latest, lines] = await Promise.all([
    listEvents(db, { sport: sport.slug }),
    allSessions(db, { sport: sport.slug, medals: false }, labels.venues),
    findResultsPage(db, { page: 1, sport: sport.slug }, SPORT_LATEST_RESULTS),
    medalLines(db),
  ]);
  const days = groupByDay(rows, now, labels);
  const venueIds = [...new Set([...sport.venues, ...rows.map((row) => row.venue)])];
  return {
    events: events.map(
      (event): SportEvent => ({
        id: event.id,
        name: shown(event.name as LocalizedValue, labels.locale),
        ...(event.discipline && { discipline: shown(event.discipline as LocalizedValue, labels.locale) }),
        gender: event.gender,
        format: event.format,
        medal: event.medal,
        sessions: event.sessions,
      }),
    ),
    days,
    expires: validUntil(
      now,
      days.flatMap((day) => day.sessions),
      false,
    ),
    results: { items: labelResults(latest?.items ?? [], delegations, labels.sports, labels.locale), total: latest?.total ?? 0 },
    medallists: labelMedallists(lines, { sport: sport.slug }, delegations, labels.sports),
    venues: venueIds.flatMap((id) => labels.venues.filter((venue) => venue.id === id)),
  };
}
