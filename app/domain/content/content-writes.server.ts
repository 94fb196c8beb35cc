import { and, eq, like, max, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contentItems, contentRevisions } from "../../../db/schema/index.ts";
import { type ContentData, type ContentKind, type ContentRevisionReason } from "../../../vocabulary/content-keys.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import type { AuditAction } from "../../../vocabulary/audit-keys.ts";
import { CONTENT_TYPES } from "./kinds/index.ts";

// Every change to the organisers' content: the row, a revision of what it became and the audit log's
// entry, in one transaction. The database announces it to every instance (migration 0012).

const MAX_ID_LENGTH = 60;

/** How an item is named in lists and the audit log: its title field's French, or its id. */
export function itemLabel(kind: ContentKind, id: string, data: ContentData): string {
  const title = data[CONTENT_TYPES[kind].titleField];
  const text = typeof title === "string" ? title : title && typeof title === "object" ? (title as { fr?: unknown }).fr : undefined;
  return typeof text === "string" && text.trim() ? text : id;
}

/** A readable id from a title: "Stade Vénus" is stade-venus. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_ID_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || "item";
}

async function keep(db: Db, actor: AuditActor | null, kind: ContentKind, itemId: string, data: ContentData | null, reason: ContentRevisionReason) {
  await db.insert(contentRevisions).values({ kind, itemId, data, reason, actorId: actor?.id ?? null });
}

/** False when nothing changed (an update saving the same fields). */
async function audit(db: Db, actor: AuditActor, action: AuditAction, kind: ContentKind, id: string, before: ContentData | null, after: ContentData | null): Promise<boolean> {
  return recordAudit(db, { actor, kind: "content", action, subject: { id: `${kind}/${id}`, label: itemLabel(kind, id, (after ?? before)!) }, before, after });
}

/** A new item at the end of its kind's list, under an id made from its title (made unique); its id. */
export async function createItem(db: Db, actor: AuditActor, kind: ContentKind, data: ContentData, id?: string): Promise<string> {
  return db.transaction(async (tx) => {
    const base = id ?? slugOf(itemLabel(kind, "", data));
    const taken = new Set(
      (await tx.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.kind, kind), like(contentItems.id, `${base}%`)))).map((row) => row.id),
    );
    let chosen = base;
    for (let n = 2; taken.has(chosen); n++) chosen = `${base}-${n}`;
    const [last] = await tx.select({ position: max(contentItems.position) }).from(contentItems).where(eq(contentItems.kind, kind));
    await tx.insert(contentItems).values({ kind, id: chosen, position: (last?.position ?? -1) + 1, data });
    await keep(tx, actor, kind, chosen, data, "create");
    await audit(tx, actor, "create", kind, chosen, null, data);
    return chosen;
  });
}

export type UpdateOutcome = "saved" | "unchanged" | "conflict" | "missing";

/**
 * Saves an item's fields, unless it was saved since `version` (the form's): then "conflict", and
 * nothing is overwritten. `restore` when the fields are an earlier revision's.
 */
export async function updateItem(db: Db, actor: AuditActor, kind: ContentKind, id: string, version: number, data: ContentData, reason: "update" | "restore" = "update"): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.id, id))).for("update");
    if (!row) return "missing";
    if (row.version !== version) return "conflict";
    if (!(await audit(tx, actor, "update", kind, id, row.data, data))) return "unchanged";
    await tx
      .update(contentItems)
      .set({ data, version: sql`${contentItems.version} + 1`, updatedAt: new Date() })
      .where(and(eq(contentItems.kind, kind), eq(contentItems.id, id)));
    await keep(tx, actor, kind, id, data, reason);
    return "saved";
  });
}

/**
 * Brings a deleted item back under its id, at the end of its kind's list, with the fields of one of
 * its revisions. False when an item holds that id now.
 */
export async function undeleteItem(db: Db, actor: AuditActor, kind: ContentKind, id: string, data: ContentData): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(contentItems.position) }).from(contentItems).where(eq(contentItems.kind, kind));
    const inserted = await tx
      .insert(contentItems)
      .values({ kind, id, position: (last?.position ?? -1) + 1, data })
      .onConflictDoNothing()
      .returning({ id: contentItems.id });
    if (inserted.length === 0) return false;
    await keep(tx, actor, kind, id, data, "restore");
    await audit(tx, actor, "create", kind, id, null, data);
    return true;
  });
}

/** Removes an item; its revisions stay, so it can be found again. False when it was gone already. */
export async function deleteItem(db: Db, actor: AuditActor, kind: ContentKind, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.id, id))).returning();
    if (!row) return false;
    await keep(tx, actor, kind, id, null, "delete");
    await audit(tx, actor, "delete", kind, id, row.data, null);
    return true;
  });
}

/**
 * The initial content of a kind, imported once: on a database where the kind has never had an item
 * (no revision), so that an organiser's deletions are not undone by the next start. The number imported.
 */
export async function importKind(db: Db, kind: ContentKind, items: { id: string; data: ContentData }[]): Promise<number> {
  return db.transaction(async (tx) => {
    // Instances starting together on one database import once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-import:${kind}`}))`);
    const [seen] = await tx.select({ id: contentRevisions.id }).from(contentRevisions).where(eq(contentRevisions.kind, kind)).limit(1);
    if (seen) return 0;
    for (const [position, item] of items.entries()) {
      await tx.insert(contentItems).values({ kind, id: item.id, position, data: item.data });
      await keep(tx, null, kind, item.id, item.data, "import");
    }
    return items.length;
  });
}

/**
 * A kind's items brought up to what the code now expects, on a database that imported them before: a
 * field added to an imported item since (a new fact of the event, a sport's two bronzes) comes from
 * the initial content, and so does, in a single or fixed kind, an item the initial content has and the
 * database never had (a page added since); a list's new items are the organisers' to add, and an item
 * they created keeps the fields they gave it. A field any revision of the item ever held is the
 * organisers' to keep or clear, and is left alone. The number of items completed.
 */
export async function completeKind(db: Db, kind: ContentKind, items: { id: string; data: ContentData }[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-import:${kind}`}))`);
    const stored = new Map((await tx.select().from(contentItems).where(eq(contentItems.kind, kind))).map((row) => [row.id, row]));
    const held = new Map<string, Set<string>>();
    const imported = new Set<string>();
    for (const revision of await tx
      .select({ itemId: contentRevisions.itemId, data: contentRevisions.data, reason: contentRevisions.reason })
      .from(contentRevisions)
      .where(eq(contentRevisions.kind, kind))) {
      const names = held.get(revision.itemId) ?? new Set<string>();
      for (const name of Object.keys(revision.data ?? {})) names.add(name);
      held.set(revision.itemId, names);
      if (revision.reason === "import") imported.add(revision.itemId);
    }
    const def = CONTENT_TYPES[kind];
    let completed = 0;
    for (const [position, item] of items.entries()) {
      const row = stored.get(item.id);
      if (!row) {
        if (held.has(item.id) || !(def.single || def.fixed)) continue;
        await tx.insert(contentItems).values({ kind, id: item.id, position, data: item.data });
        await keep(tx, null, kind, item.id, item.data, "import");
        completed++;
        continue;
      }
      if (!imported.has(item.id)) continue;
      const added = Object.entries(item.data).filter(([name]) => !held.get(item.id)?.has(name) && !(name in row.data));
      if (added.length === 0) continue;
      const data = { ...row.data, ...Object.fromEntries(added) };
      await tx
        .update(contentItems)
        .set({ data, version: sql`${contentItems.version} + 1`, updatedAt: new Date() })
        .where(and(eq(contentItems.kind, kind), eq(contentItems.id, item.id)));
      await keep(tx, null, kind, item.id, data, "import");
      completed++;
    }
    return completed;
  });
}
