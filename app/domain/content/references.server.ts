import { arrayContains, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import { sportsResults } from "../../../db/schema/results.ts";
import { scheduleEvents, scheduleSessions } from "../../../db/schema/schedule.ts";

// Results and the schedule store a delegation's code, a sport's slug and a venue's id as text: no
// foreign key keeps the item they name, so an item one of them names is not deleted. A result would
// otherwise lose its flag, its link and its name on every page, the medal table a line nobody could
// edit back, and a session the place it is held.

type InUse = (db: Db, id: string) => Promise<boolean>;

async function any(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  return (await db.select().from(table).where(where).limit(1)).length > 0;
}

const REFERENCED: Partial<Record<ContentKind, InUse>> = {
  delegations: async (db, id) =>
    (await any(db, sportsResults, eq(sportsResults.country, id))) || (await any(db, scheduleEvents, arrayContains(scheduleEvents.delegations, [id]))),
  sports: async (db, id) => (await any(db, sportsResults, eq(sportsResults.sport, id))) || (await any(db, scheduleEvents, eq(scheduleEvents.sport, id))),
  venues: (db, id) => any(db, scheduleSessions, eq(scheduleSessions.venue, id)),
};

/** Whether something outside the content (a result, the schedule) names this item, so that it may not be deleted. */
export function isReferenced(db: Db, kind: ContentKind, id: string): Promise<boolean> {
  return REFERENCED[kind]?.(db, id) ?? Promise.resolve(false);
}
