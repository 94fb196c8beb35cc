import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { APPLICATION_STATUSES, APPLICATION_STEPS } from "../../vocabulary/accreditation-keys.ts";

export * from "../../vocabulary/accreditation-keys.ts";

/**
 * An accreditation application (issue 35): one per account and type, from its draft to its badge.
 * Personal data: it goes with the account that made it.
 */
export const accreditationApplications = pgTable(
  "accreditation_applications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The accreditation type's content id (media, officials...). */
    type: text("type").notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("draft"),
    /** The language the applicant applied in: every mail about the application speaks it. */
    language: text("language").notNull(),
    /** What the form asked, by field; checked against the type's form before every save. */
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    /** The fields staff reopened when they asked for information; empty otherwise. */
    reopenedFields: jsonb("reopened_fields").$type<string[]>().notNull().default([]),
    /** Moves with every change: a form or a decision made on an older state is refused rather than overwriting it. */
    version: integer("version").notNull().default(1),
    /** The first submission: the promised delay is counted from it. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("accreditation_applications_user_type_idx").on(t.userId, t.type), index("accreditation_applications_queue_idx").on(t.type, t.status, t.submittedAt)],
);

/** Every step an application took, with who took it and why: its history, for the applicant and for staff. */
export const accreditationSteps = pgTable(
  "accreditation_steps",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => accreditationApplications.id, { onDelete: "cascade" }),
    step: text("step", { enum: APPLICATION_STEPS }).notNull(),
    fromStatus: text("from_status", { enum: APPLICATION_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The reason of a rejection or revocation, or the message that came with a request for information. */
    message: text("message"),
    /** The fields a request for information reopened. */
    fields: jsonb("fields").$type<string[]>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accreditation_steps_application_idx").on(t.applicationId, t.id)],
);

export type AccreditationApplicationRow = typeof accreditationApplications.$inferSelect;
export type AccreditationStepRow = typeof accreditationSteps.$inferSelect;
