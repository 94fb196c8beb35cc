import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { AUDIT_ACTIONS, AUDIT_KINDS, type AuditValues } from "../../vocabulary/audit-keys.ts";

/**
 * Every change staff make in the back office (ADR 025): who, when, what and the fields before and
 * after. The actor's email and name are copied as they were, so an entry still says who once the
 * account is gone. Never a secret: no password, session, token or two-factor secret.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name").notNull().default(""),
    kind: text("kind", { enum: AUDIT_KINDS }).notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    /** The changed item's id in its own table (a number as text, or `contact:12`, `download:logos`). */
    subjectId: text("subject_id").notNull(),
    /** How the item was named when it changed: a result's athlete and event, a media item's title... */
    subjectLabel: text("subject_label").notNull(),
    before: jsonb("before").$type<AuditValues>(),
    after: jsonb("after").$type<AuditValues>(),
  },
  // The page lists newest first, filtered by area, action or person; the id breaks ties within a transaction.
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_kind_at_idx").on(t.kind, t.at.desc()),
    index("audit_log_action_at_idx").on(t.action, t.at.desc()),
    index("audit_log_actor_at_idx").on(t.actorEmail, t.at.desc()),
    index("audit_log_actor_id_idx").on(t.actorId),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
