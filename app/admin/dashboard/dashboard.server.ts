import { count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { news, sportsResults } from "../../../db/schema/index.ts";

/** The dashboard's figures, counted from the database: never typed in by hand. */
export async function dashboardFigures(db: Db) {
  const [[published], [results]] = await Promise.all([
    db.select({ n: count() }).from(news).where(eq(news.published, true)),
    db.select({ n: count() }).from(sportsResults),
  ]);
  return {
    publishedNews: published?.n ?? 0,
    results: results?.n ?? 0,
    // No media library and no audience measurement exist yet: zero media, visitors not measured.
    media: 0,
    visitors: null as number | null,
  };
}
