import { and, count, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sportsResults } from "../../../db/schema/results.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { delegationLabel, resultSportName } from "./labels.server.ts";
import { medalTable, medalTotals } from "./medal-table.ts";
import type { ResultsQuery } from "./results-query.server.ts";

export const RESULTS_PAGE_SIZE = 50;

const listColumns = {
  id: sportsResults.id,
  sport: sportsResults.sport,
  event: sportsResults.event,
  athlete: sportsResults.athlete,
  country: sportsResults.country,
  result: sportsResults.result,
  medal: sportsResults.medal,
  date: sportsResults.date,
};

function matching({ sport, country, date }: Omit<ResultsQuery, "page">): SQL | undefined {
  const conditions: SQL[] = [];
  if (sport) conditions.push(eq(sportsResults.sport, sport));
  if (country) conditions.push(eq(sportsResults.country, country));
  if (date) conditions.push(eq(sportsResults.date, date));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of results, newest day first and the latest recorded first within a day, or null when the
 * page lies beyond the last one. An empty list still has its page 1, so the page can say so.
 */
export async function findResultsPage(db: Db, query: ResultsQuery, pageSize = RESULTS_PAGE_SIZE) {
  const where = matching(query);
  const [row] = await db.select({ n: count() }).from(sportsResults).where(where);
  const total = row?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (query.page > pageCount) return null;
  const items = await db
    .select(listColumns)
    .from(sportsResults)
    .where(where)
    .orderBy(desc(sportsResults.date), desc(sportsResults.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return { items, total, pageCount };
}

/** The last results recorded, newest day first, for /live. */
export function latestResults(db: Db, limit: number) {
  return db.select(listColumns).from(sportsResults).orderBy(desc(sportsResults.date), desc(sportsResults.id)).limit(limit);
}

/** Result rows as the public tables show them: sport and delegation named in the visitor's language. */
export function labelResults<Row extends { sport: string; country: string }>(rows: readonly Row[], locale: Locale) {
  return rows.map((row) => ({ ...row, sport: resultSportName(row.sport, locale), delegation: delegationLabel(row.country, locale) }));
}

/** The medal table of every medalled result as stored, with its totals, delegations named in the visitor's language. */
export async function loadMedalTable(db: Db, locale: Locale) {
  const rows = await db.select({ country: sportsResults.country, medal: sportsResults.medal }).from(sportsResults).where(isNotNull(sportsResults.medal));
  const standings = medalTable(rows);
  return {
    standings: standings.map((standing) => ({ ...standing, delegation: delegationLabel(standing.code, locale) })),
    totals: medalTotals(standings),
  };
}
