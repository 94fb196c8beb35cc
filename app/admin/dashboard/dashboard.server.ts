import { count, countDistinct, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media, newsVersions, sportsResults } from "../../../db/schema/index.ts";
import { countNewMessages } from "~/domain/messages/inbox.server.ts";

/** The dashboard's figures, counted from the database: never typed in by hand. */
export async function dashboardFigures(db: Db) {
  const [[published], [results], [files], newMessages] = await Promise.all([
    // A story counts once, published in one language or in six.
    db.select({ n: countDistinct(newsVersions.newsId) }).from(newsVersions).where(eq(newsVersions.published, true)),
    db.select({ n: count() }).from(sportsResults),
    db.select({ n: count() }).from(media),
    countNewMessages(db),
  ]);
  return {
    publishedNews: published?.n ?? 0,
    results: results?.n ?? 0,
    media: files?.n ?? 0,
    newMessages,
    // No audience measurement exists yet: visitors not measured.
    visitors: null as number | null,
  };
}
