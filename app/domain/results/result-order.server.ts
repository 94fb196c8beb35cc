import { asc, desc, sql } from "drizzle-orm";
import { sportsResults } from "../../../db/schema/results.ts";
import { MEDALS } from "../../../db/schema/results-keys.ts";

// The medals are the schema's own constants, never input: written into the query as literals.
const medalPlaces = sql.raw(
  `${MEDALS.map((medal, index) => `when '${medal}' then ${index + 1}`).join(" ")} else ${MEDALS.length + 1} end`,
);

/**
 * The order of every public results list: the newest day first, each event's rows together (by sport,
 * then event, in code-point order so that every database sorts them alike), and within an event gold,
 * silver, bronze (both bronzes of a combat sport's event), then the rest in the order recorded.
 */
export const RESULT_ORDER = [
  desc(sportsResults.date),
  sql`${sportsResults.sport} collate "C"`,
  sql`${sportsResults.event} collate "C"`,
  sql`case ${sportsResults.medal} ${medalPlaces}`,
  asc(sportsResults.id),
];
