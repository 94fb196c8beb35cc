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

/**
 * The one list of news: the published stories a visitor of `locale` reads (shownTo), as cards with
 * their cover, newest first, narrowed by `where`, a page of `limit` from `offset`. The home page, the
 * news list, an article's related stories and the RSS feeds all read it.
 */
async function publishedCards(db: Db, locale: Locale, { where, limit, offset = 0 }: { where?: SQL; limit: number; offset?: number }) {
  const rows = await db
    .select(cardColumns)
    .from(newsVersions)
    .innerJoin(news, versionOfStory)
    .leftJoin(media, coverJoin)
    .where(and(shownTo(locale), where))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map(asShown(locale));
}

/** Published stories a visitor reads, newest first; `except` one already shown. */
export function latestPublishedNews(db: Db, locale: Locale, limit: number, except?: number) {
  return publishedCards(db, locale, { where: except === undefined ? undefined : ne(news.id, except), limit });
}

/** The story of the home page's featured slot: the newest featured one. */
export async function featuredArticle(db: Db, locale: Locale) {
  const [card] = await publishedCards(db, locale, { where: eq(news.featured, true), limit: 1 });
  return card;
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

/** What a filter adds to the stories a visitor reads. */
function matching(filter: NewsFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(news.category, filter.category));
  for (const word of searchWords(filter.q)) {
    const pattern = containsPattern(word);
    conditions.push(or(ilike(newsVersions.title, pattern), ilike(newsVersions.excerpt, pattern))!);
  }
  return and(...conditions);
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
  const where = matching(filter);
  const [row] = await db.select({ n: count() }).from(newsVersions).innerJoin(news, versionOfStory).where(and(shownTo(locale), where));
  const total = row?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) return null;
  const items = await publishedCards(db, locale, { where, limit: pageSize, offset: (page - 1) * pageSize });
  return { items, total, pageCount };
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
export function relatedPublishedNews(db: Db, locale: Locale, article: { id: number; category: NewsCategory }, limit = RELATED_NEWS_LIMIT) {
  return publishedCards(db, locale, { where: and(eq(news.category, article.category), ne(news.id, article.id)), limit });
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
