import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { CONTACT_DEPARTMENTS, CONTACT_SUBJECTS, PARTNERSHIP_CATEGORIES } from "./contact-keys.ts";

export * from "./contact-keys.ts";

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
  },
  (t) => [index("partnership_requests_created_idx").on(t.createdAt.desc())],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type PartnershipRequestRow = typeof partnershipRequests.$inferSelect;
