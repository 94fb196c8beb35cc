import { asc, desc, sql } from "drizzle-orm";
import { sportsResults } from "../../../db/schema/results.ts";
import { MEDALS } from "../../../vocabulary/results-keys.ts";
import { UNPLACED_ORDER } from "./medals-from-ranks.ts";

// The medals are the schema's own constants, never input: written into the query as literals.
const medalPlaces = sql.raw(
  `${MEDALS.map((medal, index) => `when '${medal}' then ${index + 1}`).join(" ")} else ${MEDALS.length + 1} end`,
);

// As byRank (medals-from-ranks.ts) orders the lines without a place: by how much of the session they took part in.
const statusPlaces = sql.raw(`${UNPLACED_ORDER.map((status, index) => `when '${status}' then ${index + 1}`).join(" ")} else ${UNPLACED_ORDER.length + 1} end`);

/**
 * The order of every public results list: the newest day first, each event's rows together (by sport,
 * then event, in code-point order so that every database sorts them alike), and within an event by
 * rank (a session's ranked list), then gold, silver, bronze for lines entered without a rank (both
 * bronzes of a combat sport's event), then the lines with a status, then the rest in the order recorded.
 */
export const RESULT_ORDER = [
  desc(sportsResults.date),
  sql`${sportsResults.sport} collate "C"`,
  sql`${sportsResults.event} collate "C"`,
  sql`${sportsResults.rank} asc nulls last`,
  sql`case ${sportsResults.medal} ${medalPlaces}`,
  sql`case ${sportsResults.status} ${statusPlaces}`,
  asc(sportsResults.id),
];
