import { count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media, news, sportsResults } from "../../../db/schema/index.ts";
import { countNewMessages } from "~/domain/messages/inbox.server.ts";

/** The dashboard's figures, counted from the database: never typed in by hand. */
export async function dashboardFigures(db: Db) {
  const [[published], [results], [files], newMessages] = await Promise.all([
    db.select({ n: count() }).from(news).where(eq(news.published, true)),
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
