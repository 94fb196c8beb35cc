import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { NEWS_CATEGORIES } from "./news-keys.ts";

export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    author: text("author").notNull(),
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
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type NewNewsRow = typeof news.$inferInsert;
