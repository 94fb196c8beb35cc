import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { MEDALS } from "../../vocabulary/results-keys.ts";
import { RESULT_STATUSES } from "../../vocabulary/schedule-keys.ts";
import { scheduleSessions } from "./schedule.ts";

export const sportsResults = pgTable(
  "sports_results",
  {
    id: serial("id").primaryKey(),
    sport: text("sport").notNull(),
    event: text("event").notNull(),
    athlete: text("athlete").notNull(),
    /** Delegation code from the content list (TAH, NCL, FIJ, ...). */
    country: text("country").notNull(),
    /** Free text: a time, a distance or points. */
    result: text("result").notNull(),
    medal: text("medal", { enum: MEDALS }),
    date: date("date", { mode: "string" }).notNull(),
    /** The scheduled session the line is a result of; none for a line entered on its own. */
    sessionId: integer("session_id").references(() => scheduleSessions.id, { onDelete: "restrict" }),
    /** The finishing place within the session; shared by a tie. */
    rank: integer("rank"),
    /** Why the line has no place (DNS, DNF, DSQ, NM). */
    status: text("status", { enum: RESULT_STATUSES }),
    // A fictional result seeded for demonstration (db/seed.ts): while one exists, public pages say so.
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sports_results_date_idx").on(t.date.desc()),
    index("sports_results_country_idx").on(t.country),
    index("sports_results_session_idx").on(t.sessionId),
    // Every results page asks whether a demo result is left: answered from this index, empty once they are removed.
    index("sports_results_demo_idx").on(t.id).where(sql`${t.demo}`),
  ],
);

export type SportsResultRow = typeof sportsResults.$inferSelect;
export type NewSportsResultRow = typeof sportsResults.$inferInsert;
