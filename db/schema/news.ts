import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { media } from "./media.ts";
import { NEWS_CATEGORIES } from "./news-keys.ts";

export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    // An outside https:// picture; a picture of the library is coverMediaId instead, so replacing its file keeps the article's cover.
    imageUrl: text("image_url"),
    coverMediaId: integer("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    // The byline is this staff member's display name; none is the newsroom's byline.
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    // Shown in the home page's featured slot (the newest featured article a visitor reads).
    featured: boolean("featured").notNull().default(false),
    category: text("category", { enum: NEWS_CATEGORIES }).notNull().default("preparation"),
    language: text("language").notNull().default("fr"),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("news_public_idx").on(t.published, t.publishedAt.desc()).where(sql`${t.published}`),
    index("news_language_idx").on(t.language),
    index("news_cover_media_idx").on(t.coverMediaId),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type NewNewsRow = typeof news.$inferInsert;
