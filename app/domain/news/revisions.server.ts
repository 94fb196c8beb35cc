import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { newsRevisions, newsVersions, users } from "../../../db/schema/index.ts";
import { type NewsRevisionReason } from "../../../vocabulary/news-keys.ts";

/**
 * Keeps the version as it now stands as a revision: call it in the transaction that changed it, after
 * the change. `authorId` is the staff member who made it; none for the server's own (schedules).
 */
export async function keepRevision(
  db: Db,
  { newsId, language, authorId, reason, restoredFrom = null }: { newsId: number; language: string; authorId: string | null; reason: NewsRevisionReason; restoredFrom?: number | null },
): Promise<void> {
  const author = authorId ? sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${authorId}), '')` : sql`''`;
  await db.execute(sql`
    insert into ${newsRevisions} (news_id, language, author_id, author_name, reason, restored_from, title, excerpt, content, image_alt, published, created_at)
    select ${newsVersions.newsId}, ${newsVersions.language}, ${authorId}, ${author}, ${reason}, ${restoredFrom}, ${newsVersions.title}, ${newsVersions.excerpt},
      ${newsVersions.content}, ${newsVersions.imageAlt}, ${newsVersions.published}, ${newsVersions.updatedAt}
    from ${newsVersions} where ${newsVersions.newsId} = ${newsId} and ${newsVersions.language} = ${language}`);
}

/** A version's revisions, newest first. */
export async function listRevisions(db: Db, newsId: number, language: string) {
  return db
    .select({
      id: newsRevisions.id,
      authorName: newsRevisions.authorName,
      reason: newsRevisions.reason,
      restoredFrom: newsRevisions.restoredFrom,
      title: newsRevisions.title,
      published: newsRevisions.published,
      createdAt: newsRevisions.createdAt,
    })
    .from(newsRevisions)
    .where(and(eq(newsRevisions.newsId, newsId), eq(newsRevisions.language, language)))
    .orderBy(desc(newsRevisions.createdAt), desc(newsRevisions.id));
}

/** One revision of a version, or undefined when it is not one of that version's. */
export async function findRevision(db: Db, newsId: number, language: string, id: number) {
  const [row] = await db
    .select()
    .from(newsRevisions)
    .where(and(eq(newsRevisions.id, id), eq(newsRevisions.newsId, newsId), eq(newsRevisions.language, language)));
  return row;
}
