import { and, arrayContains, eq, exists, or, sql } from "drizzle-orm";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import { delegationsIn, findDelegation } from "~/domain/delegations/public-delegations.server.ts";
import { delegationFeedPath } from "./feed-paths.ts";
import { calendarFeed, type FeedReaders } from "./schedule-feeds.server.ts";

/**
 * A delegation's sessions: those of the events it is entered in, and those whose results name it
 * (entries are often filled in late, results never miss who took part). Undefined for a code the
 * delegations' content does not have.
 */
export async function delegationFeed(readers: FeedReaders, code: string): Promise<string | undefined> {
  const delegation = findDelegation(await delegationsIn(readers.content, readers.locale), code);
  if (!delegation) return undefined;
  const named = readers.db
    .select({ one: sql`1` })
    .from(sportsResults)
    .where(and(eq(sportsResults.sessionId, scheduleSessions.id), eq(sportsResults.country, delegation.code)));
  return calendarFeed(readers, {
    name: readers.t("calendar.delegationName", { delegation: delegation.name.value }),
    path: delegationFeedPath(delegation.code),
    where: or(arrayContains(scheduleEvents.delegations, [delegation.code]), exists(named)),
  });
}
