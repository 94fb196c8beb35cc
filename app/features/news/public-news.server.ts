import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { news } from "../../../db/schema/index.ts";
import { DEFAULT_LOCALE, type Locale } from "~/features/i18n/locales.ts";

/** The one rule for what the public may see. */
export const isPublic = eq(news.published, true);

/** Languages a visitor reads, in order: their own first, then French. */
function readableLanguages(locale: Locale): string[] {
  return locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE];
}

const cardColumns = {
  id: news.id,
  title: news.title,
  excerpt: news.excerpt,
  category: news.category,
  imageUrl: news.imageUrl,
  language: news.language,
  publishedAt: news.publishedAt,
};

/** Published articles a visitor reads, their language first, newest first. */
export async function latestPublishedNews(db: Db, locale: Locale, limit: number) {
  return db
    .select(cardColumns)
    .from(news)
    .where(and(isPublic, inArray(news.language, readableLanguages(locale))))
    .orderBy(sql`(${news.language} = ${locale}) desc`, desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

export type NewsCardData = Awaited<ReturnType<typeof latestPublishedNews>>[number];

/** One published article, or undefined when it does not exist or is not public. */
export async function findPublishedArticle(db: Db, id: number) {
  const [article] = await db
    .select({ ...cardColumns, content: news.content, author: news.author })
    .from(news)
    .where(and(isPublic, eq(news.id, id)));
  return article;
}
