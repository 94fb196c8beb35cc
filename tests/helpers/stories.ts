import type { Db } from "../../db/client.ts";
import { insertStory, type NewStory, type NewVersion } from "../../db/news-stories.ts";

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
