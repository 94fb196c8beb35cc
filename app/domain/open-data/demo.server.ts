import type { Db } from "../../../db/client.ts";
import { hasDemoSchedule } from "~/domain/schedule/schedule-read.server.ts";
import { hasDemoResults } from "~/domain/results/public-results.server.ts";

/** Whether the open data is still the demonstration's: a demo event in the schedule or a demo result left. */
export async function openDataIsDemo(db: Db): Promise<boolean> {
  const [events, results] = await Promise.all([hasDemoSchedule(db), hasDemoResults(db)]);
  return events || results;
}
