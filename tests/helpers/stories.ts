import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertStory, type NewStory, type NewVersion } from "../../db/news-stories.ts";
import { news, newsVersions } from "../../db/schema/index.ts";

/** A story with one version, given flat as an article was before stories had languages. */
export type FlatArticle = Omit<NewStory, "versions"> & Omit<NewVersion, "language"> & { language?: string };

/** Inserts stories of one version each (French unless said), in order; their ids. */
export async function insertArticles(db: Db, articles: FlatArticle[]): Promise<number[]> {
  const ids: number[] = [];
  for (const { language = "fr", title, excerpt, content, imageAlt, published, publishedAt, ...story } of articles) {
    ids.push(await insertStory(db, { ...story, versions: [{ language, title, excerpt, content, imageAlt, published, publishedAt }] }));
  }
  return ids;
}

/** One story of one version; its id. */
export async function insertArticle(db: Db, article: FlatArticle): Promise<number> {
  const [id] = await insertArticles(db, [article]);
  return id!;
}

/** The story one of whose versions has this title (the first such story); undefined when none has. */
export async function storyIdByTitle(db: Db, title: string): Promise<number | undefined> {
  const [row] = await db.select({ id: newsVersions.newsId }).from(newsVersions).where(eq(newsVersions.title, title)).orderBy(newsVersions.newsId).limit(1);
  return row?.id;
}

/**
 * A story flat with its source version's words and status, as the edit form shows it: the story's
 * id and dates (updatedAt is the form's version), the version's title, content, published, publishedAt.
 */
export async function storyRow(db: Db, id: number) {
  const [row] = await db
    .select({ story: news, source: newsVersions })
    .from(news)
    .innerJoin(newsVersions, and(eq(newsVersions.newsId, news.id), eq(newsVersions.language, news.sourceLanguage)))
    .where(eq(news.id, id));
  if (!row) return undefined;
  const { id: _versionId, newsId: _newsId, createdAt: _createdAt, updatedAt: _updatedAt, ...source } = row.source;
  return { ...row.story, ...source };
}

/** Every version of a story, in the order they were written. */
export async function versionsOf(db: Db, id: number) {
  return db.select().from(newsVersions).where(eq(newsVersions.newsId, id)).orderBy(newsVersions.id);
}
