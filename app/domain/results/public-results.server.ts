import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import type { Medal } from "../../../vocabulary/results-keys.ts";
import { sportsResults } from "../../../db/schema/results.ts";
import type { LocalizedValue } from "~/domain/content/fields.ts";
import { shown, type Shown } from "~/domain/content/localized.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { sportName, type Sports } from "~/domain/sports/public-sports.server.ts";
import { delegationLabel, programmeSlug } from "./labels.server.ts";
import { medalTable, medalTotals } from "./medal-table.ts";
import { filterMedals, groupMedallists, type MedalFilter, type MedalLine, type MedalTableView } from "./medal-views.ts";
import { withRanks } from "./rank.ts";
import { resultLines } from "./result-lines.server.ts";
import type { ResultsQuery } from "./results-query.server.ts";

export const RESULTS_PAGE_SIZE = 50;

/**
 * A result line's event in the visitor's language: its session's event's name when it belongs to a
 * scheduled session, else the words the results team typed.
 */
export function eventLabel(row: { event: string; eventName: LocalizedValue | null }, locale: Locale): Shown {
  return row.eventName ? shown(row.eventName, locale) : { value: row.event };
}

function matching({ sport, country, date, session }: Omit<ResultsQuery, "page">): SQL | undefined {
  const conditions: SQL[] = [];
  if (session) conditions.push(eq(sportsResults.sessionId, session));
  if (sport) conditions.push(eq(sportsResults.sport, sport));
  if (country) conditions.push(eq(sportsResults.country, country));
  if (date) conditions.push(eq(sportsResults.date, date));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of results in the order of RESULT_ORDER (newest day first, each event in the order of its
 * podium), or null when the page lies beyond the last one. An empty list still has its page 1, so the
 * page can say so.
 */
export async function findResultsPage(db: Db, query: ResultsQuery, pageSize = RESULTS_PAGE_SIZE) {
  const where = matching(query);
  const [row] = await db.select({ n: count() }).from(sportsResults).where(where);
  const total = row?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (query.page > pageCount) return null;
  const items = await resultLines(db, where)
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return { items, total, pageCount };
}

/**
 * For /live: every result of the events the last `limit` results recorded belong to, so that no event
 * shows part of its podium; in the order of RESULT_ORDER.
 */
export function latestResults(db: Db, limit: number) {
  const latest = db
    .select({ date: sportsResults.date, sport: sportsResults.sport, event: sportsResults.event })
    .from(sportsResults)
    .orderBy(desc(sportsResults.date), desc(sportsResults.id))
    .limit(limit);
  return resultLines(db, inArray(sql`(${sportsResults.date}, ${sportsResults.sport}, ${sportsResults.event})`, latest));
}

/**
 * Result rows as the public tables show them: their place, event, sport and delegation named in the
 * visitor's language, and the sport's slug for its pictogram (none for a sport outside the programme).
 */
export function labelResults<Row extends { sport: string; event: string; eventName: LocalizedValue | null; country: string; medal: Medal | null; rank?: number | null }>(
  rows: readonly Row[],
  delegations: Delegations,
  sports: Sports,
  locale: Locale,
) {
  return withRanks(rows).map(({ event, eventName, ...row }) => ({
    ...row,
    event: eventLabel({ event, eventName }, locale),
    sport: sportName(sports, row.sport),
    sportSlug: programmeSlug(sports, row.sport),
    delegation: delegationLabel(row.country, delegations),
  }));
}

/** Every medal as recorded: the medalled result lines, for the medal table and the medallists list to count and group. */
export async function medalLines(db: Db): Promise<MedalLine[]> {
  const rows = await db
    .select({ id: sportsResults.id, sport: sportsResults.sport, event: sportsResults.event, athlete: sportsResults.athlete, country: sportsResults.country, medal: sportsResults.medal, date: sportsResults.date, rank: sportsResults.rank })
    .from(sportsResults)
    .where(isNotNull(sportsResults.medal));
  return rows.flatMap(({ medal, ...line }) => (medal ? [{ ...line, medal }] : []));
}

/** The medal table of a view of the medals (a sport's, a day's, ordered by total), with its totals, delegations named in the visitor's language. */
export function viewMedalTable(lines: readonly MedalLine[], { order, ...filter }: MedalTableView, delegations: Delegations) {
  const standings = medalTable(filterMedals(lines, filter), order);
  return {
    standings: standings.map((standing) => ({ ...standing, delegation: delegationLabel(standing.code, delegations) })),
    totals: medalTotals(standings),
  };
}

/** The medal table of every medalled result as stored, by gold, with its totals, delegations named in the visitor's language. */
export async function loadMedalTable(db: Db, delegations: Delegations) {
  return viewMedalTable(await medalLines(db), { order: "gold" }, delegations);
}

/** The medallists list of the medals a filter counts, grouped by day and event, named in the visitor's language. */
export function labelMedallists(lines: readonly MedalLine[], filter: MedalFilter, delegations: Delegations, sports: Sports) {
  return groupMedallists(filterMedals(lines, filter)).map(({ day, events }) => ({
    day,
    events: events.map((event) => ({
      sport: sportName(sports, event.sport),
      sportSlug: programmeSlug(sports, event.sport),
      event: event.event,
      lines: event.lines.map(({ id, athlete, country, medal }) => ({ id, athlete, medal, delegation: delegationLabel(country, delegations) })),
    })),
  }));
}

/**
 * Whether a demo result is left (db/seed.ts): each page showing results then says they are fictional,
 * until an admin removes the demo content. The partial index answers without reading the table.
 */
export async function hasDemoResults(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sportsResults.id }).from(sportsResults).where(sql`${sportsResults.demo}`).limit(1);
  return rows.length > 0;
}
