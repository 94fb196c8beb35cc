import { integer, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { CONTACT_DEPARTMENTS, CONTACT_SUBJECTS, MESSAGE_STATUSES, PARTNERSHIP_CATEGORIES } from "../../vocabulary/contact-keys.ts";

export * from "../../vocabulary/contact-keys.ts";

/**
 * What staff do with a message and the two mails it calls for (a notification to the team, an
 * acknowledgement to the sender), the same for both kinds of message. `mailDueAt` is when the next
 * attempt at the mails not yet sent is due: set when a message is stored, pushed ahead while one
 * instance sends them (so no other does), null once both are sent or the attempts are used up.
 */
const handling = {
  status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("new"),
  assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
  acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  mailAttempts: integer("mail_attempts").notNull().default(0),
  mailDueAt: timestamp("mail_due_at", { withTimezone: true }),
};

/** Messages sent through the public contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject", { enum: CONTACT_SUBJECTS }).notNull(),
    /** Null when the visitor chose no department. */
    department: text("department", { enum: CONTACT_DEPARTMENTS }),
    message: text("message").notNull(),
    /** The page language the visitor wrote from, so the answer can be in it. */
    language: text("language").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ...handling,
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);

/** Requests sent through the become-a-partner form. */
export const partnershipRequests = pgTable(
  "partnership_requests",
  {
    id: serial("id").primaryKey(),
    company: text("company").notNull(),
    /** The person to reach at the company. */
    contact: text("contact").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    category: text("category", { enum: PARTNERSHIP_CATEGORIES }),
    message: text("message"),
    language: text("language").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ...handling,
  },
  (t) => [index("partnership_requests_created_idx").on(t.createdAt.desc())],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type PartnershipRequestRow = typeof partnershipRequests.$inferSelect;
