import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { LocalizedValue } from "../../vocabulary/locales.ts";
import { EVENT_FORMATS, GENDERS, PHASES, RESULTS_STATES } from "../../vocabulary/schedule-keys.ts";

/**
 * An event of the competition schedule (ADR 030): what a medal is awarded for, or a non-medal event.
 * Its code is the organisers' (the spreadsheet's key), so a re-import updates the event it names.
 */
export const scheduleEvents = pgTable(
  "schedule_events",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    /** A sport's slug in the sports content. */
    sport: text("sport").notNull(),
    /** Within a sport (beach volleyball, para athletics): six languages, French required; none for most events. */
    discipline: jsonb("discipline").$type<LocalizedValue>(),
    name: jsonb("name").$type<LocalizedValue>().notNull(),
    gender: text("gender", { enum: GENDERS }).notNull(),
    format: text("format", { enum: EVENT_FORMATS }).notNull(),
    medal: boolean("medal").notNull(),
    /** The delegations entered, by code, once the entries are known: the schedule's delegation filter. */
    delegations: text("delegations").array().notNull().default(sql`'{}'::text[]`),
    // A fictional schedule seeded for demonstration (db/seed.ts): while one is left, public pages say so.
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("schedule_events_sport_idx").on(t.sport), index("schedule_events_demo_idx").on(t.id).where(sql`${t.demo}`)],
);

/** One stage of an event at its time and venue: a heat, a semi-final, the final. */
export const scheduleSessions = pgTable(
  "schedule_sessions",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => scheduleEvents.id, { onDelete: "cascade" }),
    phase: text("phase", { enum: PHASES }).notNull(),
    /** Heat 2, round 3: none for a stage held once. */
    number: integer("number"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** A venue's id in the venues content. */
    venue: text("venue").notNull(),
    cancelled: boolean("cancelled").notNull().default(false),
    results: text("results", { enum: RESULTS_STATES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A re-import finds a session by its event, stage and number: one of each.
    unique("schedule_sessions_stage_key").on(t.eventId, t.phase, t.number).nullsNotDistinct(),
    index("schedule_sessions_starts_idx").on(t.startsAt),
  ],
);

export type ScheduleEventRow = typeof scheduleEvents.$inferSelect;
export type NewScheduleEventRow = typeof scheduleEvents.$inferInsert;
export type ScheduleSessionRow = typeof scheduleSessions.$inferSelect;
export type NewScheduleSessionRow = typeof scheduleSessions.$inferInsert;
