import { index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { MEDIA_DOWNLOAD_SLOTS, MEDIA_KINDS, type MediaAlt, type MediaVariant } from "../../vocabulary/media-keys.ts";

export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    // sha256 of the stored bytes: the files' URLs are built from it, so they never change meaning.
    hash: text("hash").notNull(),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    mime: text("mime").notNull(),
    extension: text("extension").notNull(),
    fileName: text("file_name").notNull(),
    title: text("title").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: jsonb("alt").$type<MediaAlt>().notNull().default({}),
    credit: text("credit").notNull().default(""),
    licence: text("licence").notNull().default(""),
    // Where the subject is, from 0 to 1 across and down: crops keep it in frame.
    focusX: real("focus_x").notNull().default(0.5),
    focusY: real("focus_y").notNull().default(0.5),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("media_hash_idx").on(t.hash), index("media_created_idx").on(t.createdAt.desc()), index("media_kind_idx").on(t.kind)],
);

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

/** Which file of the library each download of the media page offers; a slot without a row is not published yet. */
export const mediaDownloads = pgTable("media_downloads", {
  slot: text("slot", { enum: MEDIA_DOWNLOAD_SLOTS }).primaryKey(),
  mediaId: integer("media_id")
    .notNull()
    .references(() => media.id, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type MediaDownloadRow = typeof mediaDownloads.$inferSelect;
