import { and, desc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contentItems, contentRevisions, users } from "../../../db/schema/index.ts";
import { type ContentKind } from "../../../vocabulary/content-keys.ts";

// Reading the saved states of the organisers' content: an item's history, and the items deleted.

const summary = {
  id: contentRevisions.id,
  reason: contentRevisions.reason,
  at: contentRevisions.at,
  data: contentRevisions.data,
  /** The editor as their account says it now (name, else address); null for the server's own (the import) or a removed account. */
  authorName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
};

/** An item's revisions, newest first (none: it never existed). */
export async function listRevisions(db: Db, kind: ContentKind, itemId: string) {
  return db
    .select(summary)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.actorId))
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.id));
}

/** Items of a kind whose last revision is their deletion and whose id no item holds: with that deletion and their last state. */
export async function deletedItems(db: Db, kind: ContentKind) {
  const live = db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.kind, kind));
  const latest = await db
    .selectDistinctOn([contentRevisions.itemId], { itemId: contentRevisions.itemId, ...summary })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.actorId))
    .where(and(eq(contentRevisions.kind, kind), notInArray(contentRevisions.itemId, live)))
    .orderBy(contentRevisions.itemId, desc(contentRevisions.id));
  const gone = latest.filter((revision) => revision.reason === "delete");
  if (gone.length === 0) return [];
  const states = await db
    .selectDistinctOn([contentRevisions.itemId], { itemId: contentRevisions.itemId, id: contentRevisions.id, data: contentRevisions.data })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), isNotNull(contentRevisions.data), inArray(contentRevisions.itemId, gone.map((revision) => revision.itemId))))
    .orderBy(contentRevisions.itemId, desc(contentRevisions.id));
  const lastState = new Map(states.map((state) => [state.itemId, state]));
  return gone
    .flatMap((deletion) => {
      const state = lastState.get(deletion.itemId);
      return state?.data ? [{ id: deletion.itemId, deletedAt: deletion.at, deletedBy: deletion.authorName, revisionId: state.id, data: state.data }] : [];
    })
    .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
}
