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

export async function latestPublishedNews(db: Db, locale: Locale, limit: number) {
  return db
    .select({
      id: news.id,
      title: news.title,
      excerpt: news.excerpt,
      category: news.category,
      imageUrl: news.imageUrl,
      language: news.language,
      publishedAt: news.publishedAt,
    })
    .from(news)
    .where(and(isPublic, inArray(news.language, readableLanguages(locale))))
    .orderBy(sql`(${news.language} = ${locale}) desc`, desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

export type NewsCard = Awaited<ReturnType<typeof latestPublishedNews>>[number];
