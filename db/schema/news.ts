import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { media } from "./media.ts";
import { NEWS_CATEGORIES, NEWS_REVISION_REASONS } from "../../vocabulary/news-keys.ts";

/** A story: what its language versions share. Its id is the article's URL, /news/{id}, in every language. */
export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    // An outside https:// picture; a picture of the library is coverMediaId instead, so replacing its file keeps the article's cover.
    imageUrl: text("image_url"),
    coverMediaId: integer("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    // The byline is this staff member's display name; none is the newsroom's byline.
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    // Shown in the home page's featured slot (the newest featured article a visitor reads).
    featured: boolean("featured").notNull().default(false),
    category: text("category", { enum: NEWS_CATEGORIES }).notNull().default("preparation"),
    // The language the story was written in: its other versions are translations of that one.
    sourceLanguage: text("language").notNull().default("fr"),
    // Seeded demonstration content (db/seed.ts), removed in one go from the dashboard.
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Moves with every save of the story's shared fields or of its source version: the edit form's version.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_cover_media_idx").on(t.coverMediaId)],
);

/** One language version of a story, published or not on its own. */
export const newsVersions = pgTable(
  "news_versions",
  {
    id: serial("id").primaryKey(),
    newsId: integer("news_id")
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    // The alt text of the story's outside image in this language (a library cover has its own).
    imageAlt: text("image_alt"),
    published: boolean("published").notNull().default(false),
    // The first publication: unpublishing and publishing again keeps it.
    publishedAt: timestamp("published_at", { withTimezone: true }),
    // Scheduled: the server publishes the version at publish_at, and unpublishes it at unpublish_at.
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // When the words (title, excerpt, content, image alt) last changed; a status change leaves it.
    wordsChangedAt: timestamp("words_changed_at", { withTimezone: true }).notNull().defaultNow(),
    // A translation: the source version's wordsChangedAt when it was last saved; a later one makes it out of date.
    sourceWordsAt: timestamp("source_words_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("news_versions_story_language_idx").on(t.newsId, t.language),
    index("news_versions_public_idx").on(t.published, t.publishedAt.desc()).where(sql`${t.published}`),
    index("news_versions_publish_at_idx").on(t.publishAt).where(sql`${t.publishAt} is not null`),
    index("news_versions_unpublish_at_idx").on(t.unpublishAt).where(sql`${t.unpublishAt} is not null`),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type NewNewsRow = typeof news.$inferInsert;
export type NewsVersionRow = typeof newsVersions.$inferSelect;
export type NewNewsVersionRow = typeof newsVersions.$inferInsert;

/** A version as it was saved: every save keeps one, restoring one is one more. */
export const newsRevisions = pgTable(
  "news_revisions",
  {
    id: serial("id").primaryKey(),
    newsId: integer("news_id")
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    // Who saved it, and their name then (the account may go); none for the server's own changes (schedules, the migration).
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    // save, publish, unpublish, restore, schedule
    reason: text("reason", { enum: NEWS_REVISION_REASONS }).notNull(),
    // The revision restored, for a restore.
    restoredFrom: integer("restored_from"),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    imageAlt: text("image_alt"),
    published: boolean("published").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_revisions_version_idx").on(t.newsId, t.language, t.createdAt.desc())],
);

export type NewsRevisionRow = typeof newsRevisions.$inferSelect;
