import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { CONTENT_REVISION_REASONS, type ContentData } from "../../vocabulary/content-keys.ts";

/**
 * The organisers' content: one row per item of a kind (a venue, a partner, the event's facts). Its
 * fields are the kind's (app/domain/content/kinds), checked by the server before every write; a
 * translatable field holds its six languages.
 */
export const contentItems = pgTable(
  "content_items",
  {
    kind: text("kind").notNull(),
    /** Stable within its kind: a slug chosen at creation, in URLs and links between kinds. */
    id: text("id").notNull(),
    /** The order the public pages list the kind in. */
    position: integer("position").notNull().default(0),
    data: jsonb("data").$type<ContentData>().notNull(),
    /** Moves with every save: a form opened before another save is refused rather than overwriting it. */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** Every state an item was saved in, deletions included, with who and why. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    itemId: text("item_id").notNull(),
    /** The item's fields after the change; null for a deletion. */
    data: jsonb("data").$type<ContentData>(),
    reason: text("reason", { enum: CONTENT_REVISION_REASONS }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_item_idx").on(t.kind, t.itemId, t.id)],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
