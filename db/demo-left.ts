// What is left of the demo content (db/seed.ts): read at every start and by the dashboard, so it
// lives apart from the demo data, which the server bundle loads only when SEED_DEMO seeds it.
import { count, eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { news, scheduleEvents, sportsResults } from "./schema/index.ts";

export interface DemoLeft {
  stories: number;
  results: number;
  events: number;
}

/** The demo content still in the database: stories, fictional results and demo schedule events. */
export async function countDemoContent(db: Db): Promise<DemoLeft> {
  const [[stories], [results], [events]] = await Promise.all([
    db.select({ n: count() }).from(news).where(eq(news.demo, true)),
    db.select({ n: count() }).from(sportsResults).where(eq(sportsResults.demo, true)),
    db.select({ n: count() }).from(scheduleEvents).where(eq(scheduleEvents.demo, true)),
  ]);
  return { stories: stories?.n ?? 0, results: results?.n ?? 0, events: events?.n ?? 0 };
}
