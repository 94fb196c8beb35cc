import { isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sportsResults } from "../../../db/schema/index.ts";
import { hasDemoResults } from "~/domain/results/public-results.server.ts";
import { answerOf, medalRows, type NameBook } from "./rows.ts";

/** Every medal as stored: each medalled line is one medal for its delegation, as /medals counts them. */
export function storedMedals(db: Db) {
  return db.select({ country: sportsResults.country, medal: sportsResults.medal }).from(sportsResults).where(isNotNull(sportsResults.medal));
}

/** The medal table of /medals, with its totals. */
export async function medalsAnswer(db: Db, book: NameBook, publicUrl: string) {
  const [medals, demo] = await Promise.all([storedMedals(db), hasDemoResults(db)]);
  const { rows, totals } = medalRows(medals, book);
  return answerOf("medals", rows, { demo, publicUrl }, { totals });
}
