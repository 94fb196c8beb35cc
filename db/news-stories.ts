import type { Db } from "./client.ts";
import { news, newsRevisions, newsVersions, type NewNewsRow } from "./schema/index.ts";

export interface NewVersion {
  language: string;
  title: string;
  excerpt: string;
  content: string;
  imageAlt?: string | null;
  published?: boolean;
  /** The first publication; defaults to the story's time when published. */
  publishedAt?: Date | null;
  publishAt?: Date | null;
  unpublishAt?: Date | null;
}

/** A story with its versions, the first one the source (the language it was written in). */
export type NewStory = Omit<NewNewsRow, "id" | "sourceLanguage" | "updatedAt"> & { versions: [NewVersion, ...NewVersion[]] };

/**
 * Inserts a story and its versions in one transaction; the translations start up to date with the
 * source. Each version's history starts with it as given (an import: demo content, tests), unless
 * the caller keeps that first revision itself (`history: false`), with who wrote it.
 */
export async function insertStory(db: Db, { versions, createdAt, ...story }: NewStory, { history = true }: { history?: boolean } = {}): Promise<number> {
  const at = createdAt ?? new Date();
  const [source] = versions;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ ...story, sourceLanguage: source.language, createdAt: at, updatedAt: at })
      .returning({ id: news.id });
    const newsId = row!.id;
    await tx.insert(newsVersions).values(
      versions.map(({ published = false, publishedAt, ...version }) => ({
        ...version,
        newsId,
        published,
        publishedAt: publishedAt === undefined ? (published ? at : null) : publishedAt,
        createdAt: at,
        updatedAt: at,
        wordsChangedAt: at,
        sourceWordsAt: version.language === source.language ? null : at,
      })),
    );
    if (history) {
      await tx.insert(newsRevisions).values(
        versions.map(({ language, title, excerpt, content, imageAlt = null, published = false }) => ({ newsId, language, reason: "import" as const, title, excerpt, content, imageAlt, published, createdAt: at })),
      );
    }
    return newsId;
  });
}
