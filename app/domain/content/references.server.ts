import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import type { ContentKind } from "../../../db/schema/content-keys.ts";
import { sportsResults } from "../../../db/schema/results.ts";

// Results store a delegation's code (and a sport's slug) as text: no foreign key keeps the item they
// name, so an item some result names is not deleted. A result would otherwise lose its flag, its link
// and its name on every page, and the medal table a line nobody could edit back.

type InUse = (db: Db, id: string) => Promise<boolean>;

const REFERENCED: Partial<Record<ContentKind, InUse>> = {
  delegations: async (db, id) => (await db.select({ id: sportsResults.id }).from(sportsResults).where(eq(sportsResults.country, id)).limit(1)).length > 0,
  sports: async (db, id) => (await db.select({ id: sportsResults.id }).from(sportsResults).where(eq(sportsResults.sport, id)).limit(1)).length > 0,
};

/** Whether something outside the content (a result) names this item, so that it may not be deleted. */
export function isReferenced(db: Db, kind: ContentKind, id: string): Promise<boolean> {
  return REFERENCED[kind]?.(db, id) ?? Promise.resolve(false);
}
