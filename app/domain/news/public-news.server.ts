import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media, news, users, type NewsCategory } from "../../../db/schema/index.ts";
import { needsDetails } from "~/domain/media/media.server.ts";
import { pictureOf, type Picture, type PictureItem } from "~/domain/media/picture.ts";
import { DEFAULT_LOCALE, type Locale } from "~/platform/i18n/locales.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";

/** The one rule for what the public may see. */
export const isPublic = eq(news.published, true);

export const NEWS_PAGE_SIZE = 12;
export const RELATED_NEWS_LIMIT = 3;
export const FEED_SIZE = 20;

/** Languages a visitor reads, in order: their own first, then French. */
export function readableLanguages(locale: Locale): Locale[] {
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
  coverItem: {
    hash: media.hash,
    kind: media.kind,
    extension: media.extension,
    width: media.width,
    height: media.height,
    variants: media.variants,
    focusX: media.focusX,
    focusY: media.focusY,
    alt: media.alt,
    credit: media.credit,
  },
};

const coverJoin = eq(news.coverMediaId, media.id);

/**
 * Rows as pages use them: the cover item becomes a picture, its alt text in the reader's language.
 * A photo whose alt text or credit was removed since it was chosen is not shown.
 */
function withCover(locale: Locale) {
  return <Row extends { coverItem: PictureItem | null }>({ coverItem, ...row }: Row): Omit<Row, "coverItem"> & { cover: Picture | null } => ({
    ...row,
    cover: coverItem && !needsDetails(coverItem) ? pictureOf(coverItem, locale) : null,
  });
}

// A published row should always carry its date; should one not, it goes last rather than first.
const newestFirst = [sql`${news.publishedAt} desc nulls last`, sql`${news.id} desc`];

function visitorOrder(locale: Locale) {
  return [sql`(${news.language} = ${locale}) desc`, ...newestFirst];
}

function readableBy(locale: Locale): SQL {
  return and(isPublic, inArray(news.language, readableLanguages(locale)))!;
}

/** Published articles a visitor reads, their language first, newest first; `except` one already shown. */
export async function latestPublishedNews(db: Db, locale: Locale, limit: number, except?: number) {
  const where = except === undefined ? readableBy(locale) : and(readableBy(locale), ne(news.id, except));
  const rows = await db.select(cardColumns).from(news).leftJoin(media, coverJoin).where(where).orderBy(...visitorOrder(locale)).limit(limit);
  return rows.map(withCover(locale));
}

/** The article of the home page's featured slot: the newest featured one a visitor reads, theirs first. */
export async function featuredArticle(db: Db, locale: Locale) {
  const [row] = await db
    .select(cardColumns)
    .from(news)
    .leftJoin(media, coverJoin)
    .where(and(readableBy(locale), eq(news.featured, true)))
    .orderBy(...visitorOrder(locale))
    .limit(1);
  return row && withCover(locale)(row);
}

export type NewsCardData = Awaited<ReturnType<typeof latestPublishedNews>>[number];

export interface NewsFilter {
  category?: NewsCategory;
  /** Words to find, all of them, each in the title or the excerpt. */
  q?: string;
}

export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? "").split(/\s+/).filter(Boolean))];
}

function matching(locale: Locale, filter: NewsFilter): SQL {
  const conditions = [readableBy(locale)];
  if (filter.category) conditions.push(eq(news.category, filter.category));
  for (const word of searchWords(filter.q)) {
    const pattern = containsPattern(word);
    conditions.push(or(ilike(news.title, pattern), ilike(news.excerpt, pattern))!);
  }
  return and(...conditions)!;
}

export interface NewsPage {
  items: NewsCardData[];
  total: number;
  pageCount: number;
}

/**
 * One page of the public list, or null when the page lies beyond the last one. An empty result
 * still has its page 1, so the list can say that nothing matched.
 */
export async function findNewsPage(db: Db, locale: Locale, filter: NewsFilter, page: number, pageSize = NEWS_PAGE_SIZE): Promise<NewsPage | null> {
  const where = matching(locale, filter);
  const [row] = await db.select({ n: count() }).from(news).where(where);
  const total = row?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) return null;
  const rows = await db
    .select(cardColumns)
    .from(news)
    .leftJoin(media, coverJoin)
    .where(where)
    .orderBy(...visitorOrder(locale))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(withCover(locale)), total, pageCount };
}

/** One published article, or undefined when it does not exist or is not public. */
export async function findPublishedArticle(db: Db, locale: Locale, id: number) {
  const [article] = await db
    // No author is the newsroom's byline.
    .select({ ...cardColumns, content: news.content, authorName: users.name, updatedAt: news.updatedAt })
    .from(news)
    .leftJoin(media, coverJoin)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(and(isPublic, eq(news.id, id)));
  return article && withCover(locale)(article);
}

/** Other published articles of the same category, in the order the list shows them. */
export async function relatedPublishedNews(db: Db, locale: Locale, article: { id: number; category: NewsCategory }, limit = RELATED_NEWS_LIMIT) {
  const rows = await db
    .select(cardColumns)
    .from(news)
    .leftJoin(media, coverJoin)
    .where(and(readableBy(locale), eq(news.category, article.category), ne(news.id, article.id)))
    .orderBy(...visitorOrder(locale))
    .limit(limit);
  return rows.map(withCover(locale));
}

/** The newest published articles readable in a language, for its RSS feed. */
export async function feedArticles(db: Db, locale: Locale, limit = FEED_SIZE) {
  return db
    .select({ id: news.id, title: news.title, excerpt: news.excerpt, category: news.category, language: news.language, publishedAt: news.publishedAt })
    .from(news)
    .where(readableBy(locale))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Every published article with the date it last changed, for the sitemap. */
export async function sitemapArticles(db: Db) {
  const rows = await db
    .select({ id: news.id, publishedAt: news.publishedAt, updatedAt: news.updatedAt })
    .from(news)
    .where(isPublic)
    .orderBy(news.id);
  // Publishing may not touch updated_at, and the article has changed for the public when it did.
  return rows.map(({ id, publishedAt, updatedAt }) => ({
    id,
    lastModified: publishedAt && publishedAt > updatedAt ? publishedAt : updatedAt,
  }));
}
