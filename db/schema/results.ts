import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { MEDALS } from "./results-keys.ts";

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
    // A fictional result seeded for demonstration (db/seed.ts): while one exists, public pages say so.
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sports_results_date_idx").on(t.date.desc()),
    index("sports_results_country_idx").on(t.country),
    // Every results page asks whether a demo result is left: answered from this index, empty once they are removed.
    index("sports_results_demo_idx").on(t.id).where(sql`${t.demo}`),
  ],
);

export type SportsResultRow = typeof sportsResults.$inferSelect;
export type NewSportsResultRow = typeof sportsResults.$inferInsert;
