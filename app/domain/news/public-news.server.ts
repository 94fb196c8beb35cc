import { and, count, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media, news, newsVersions, users } from "../../../db/schema/index.ts";
import { type NewsCategory } from "../../../vocabulary/news-keys.ts";
import { needsDetails } from "~/domain/media/media.server.ts";
import { pictureOf, type Picture, type PictureItem } from "~/domain/media/picture.ts";
import { isLocale, LOCALES, type Locale } from "~/platform/i18n/locales.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";
import { shownTo, versionOfStory } from "./shown-version.server.ts";

export const NEWS_PAGE_SIZE = 12;
export const RELATED_NEWS_LIMIT = 3;
export const FEED_SIZE = 20;

const cardColumns = {
  id: news.id,
  title: newsVersions.title,
  excerpt: newsVersions.excerpt,
  category: news.category,
  imageUrl: news.imageUrl,
  imageAlt: newsVersions.imageAlt,
  language: newsVersions.language,
  publishedAt: newsVersions.publishedAt,
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
 * Rows as pages use them: the cover item becomes a picture, its alt text in the reader's language; a
 * version in another language than the visitor's is a story not yet translated for them. A photo
 * whose alt text or credit was removed since it was chosen is not shown.
 */
function asShown(locale: Locale) {
  return <Row extends { coverItem: PictureItem | null; language: string }>({ coverItem, ...row }: Row) => ({
    ...row,
    language: isLocale(row.language) ? row.language : locale,
    untranslated: row.language !== locale,
    cover: coverItem && !needsDetails(coverItem) ? pictureOf(coverItem, locale) : null,
  }) as Omit<Row, "coverItem" | "language"> & { language: Locale; untranslated: boolean; cover: Picture | null };
}

// A published version should always carry its date; should one not, it goes last rather than first.
const newestFirst = [sql`${newsVersions.publishedAt} desc nulls last`, sql`${news.id} desc`];

/** Versions as cards, with their story and cover: every caller's condition includes `shownTo`. */
function storyCards(db: Db) {
  return db.select(cardColumns).from(newsVersions).innerJoin(news, versionOfStory).leftJoin(media, coverJoin).$dynamic();
}

/** Published stories a visitor reads, newest first; `except` one already shown. */
export async function latestPublishedNews(db: Db, locale: Locale, limit: number, except?: number) {
  const where = except === undefined ? shownTo(locale) : and(shownTo(locale), ne(news.id, except));
  const rows = await storyCards(db).where(where).orderBy(...newestFirst).limit(limit);
  return rows.map(asShown(locale));
}

/** The story of the home page's featured slot: the newest featured one. */
export async function featuredArticle(db: Db, locale: Locale) {
  const [row] = await storyCards(db)
    .where(and(shownTo(locale), eq(news.featured, true)))
    .orderBy(...newestFirst)
    .limit(1);
  return row && asShown(locale)(row);
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
  const conditions = [shownTo(locale)];
  if (filter.category) conditions.push(eq(news.category, filter.category));
  for (const word of searchWords(filter.q)) {
    const pattern = containsPattern(word);
    conditions.push(or(ilike(newsVersions.title, pattern), ilike(newsVersions.excerpt, pattern))!);
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
  const [row] = await db.select({ n: count() }).from(newsVersions).innerJoin(news, versionOfStory).where(where);
  const total = row?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) return null;
  const rows = await storyCards(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(asShown(locale)), total, pageCount };
}

/** The languages a story is published in, in the site's order. */
async function publishedLanguages(db: Db, id: number): Promise<Locale[]> {
  const rows = await db
    .select({ language: newsVersions.language })
    .from(newsVersions)
    .where(and(eq(newsVersions.newsId, id), eq(newsVersions.published, true)));
  const published = new Set(rows.map((row) => row.language));
  return LOCALES.filter((locale) => published.has(locale));
}

/**
 * One published story in the version a visitor reads best, with the languages it is published in,
 * or undefined when it does not exist or has nothing public.
 */
export async function findPublishedArticle(db: Db, locale: Locale, id: number) {
  const [article] = await db
    // No author is the newsroom's byline.
    .select({ ...cardColumns, content: newsVersions.content, authorName: users.name, updatedAt: newsVersions.updatedAt })
    .from(newsVersions)
    .innerJoin(news, versionOfStory)
    .leftJoin(media, coverJoin)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(and(shownTo(locale), eq(news.id, id)));
  return article && { ...asShown(locale)(article), languages: await publishedLanguages(db, id) };
}

/** Other published stories of the same category, in the order the list shows them. */
export async function relatedPublishedNews(db: Db, locale: Locale, article: { id: number; category: NewsCategory }, limit = RELATED_NEWS_LIMIT) {
  const rows = await storyCards(db)
    .where(and(shownTo(locale), eq(news.category, article.category), ne(news.id, article.id)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(asShown(locale));
}

/** The newest published stories of a language's list, for its RSS feed. */
export async function feedArticles(db: Db, locale: Locale, limit = FEED_SIZE) {
  const rows = await storyCards(db).where(shownTo(locale)).orderBy(...newestFirst).limit(limit);
  return rows.map(asShown(locale));
}

/** Every published version with the date it last changed, grouped by story, for the sitemap. */
export async function sitemapArticles(db: Db) {
  const rows = await db
    .select({ id: newsVersions.newsId, language: newsVersions.language, publishedAt: newsVersions.publishedAt, updatedAt: newsVersions.updatedAt })
    .from(newsVersions)
    .where(eq(newsVersions.published, true))
    .orderBy(newsVersions.newsId);
  const stories = new Map<number, { id: number; versions: { locale: Locale; lastModified: Date }[] }>();
  for (const { id, language, publishedAt, updatedAt } of rows) {
    if (!isLocale(language)) continue;
    const story = stories.get(id) ?? { id, versions: [] };
    // Publishing may not touch updated_at, and the version has changed for the public when it did.
    story.versions.push({ locale: language, lastModified: publishedAt && publishedAt > updatedAt ? publishedAt : updatedAt });
    stories.set(id, story);
  }
  return [...stories.values()];
}
