import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sportsResults } from "../../../db/schema/index.ts";
import { hasDemoResults } from "~/domain/results/public-results.server.ts";
import { resultLines } from "~/domain/results/result-lines.server.ts";
import type { Filters } from "./filters.ts";
import { answerOf, resultRows, type NameBook } from "./rows.ts";

/** Every result line in the order of the public lists (newest day first, each event by rank), as the filters narrow it. */
export async function resultsAnswer(db: Db, book: NameBook, publicUrl: string, filters: Filters) {
  const conditions: SQL[] = [];
  if (filters.day) conditions.push(eq(sportsResults.date, filters.day));
  if (filters.sport) conditions.push(eq(sportsResults.sport, filters.sport));
  if (filters.delegation) conditions.push(eq(sportsResults.country, filters.delegation));
  const [lines, demo] = await Promise.all([
    resultLines(db, conditions.length > 0 ? and(...conditions) : undefined),
    hasDemoResults(db),
  ]);
  return answerOf("results", resultRows(lines, book), { demo, publicUrl });
}
