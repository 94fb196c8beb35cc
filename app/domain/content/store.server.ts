import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contentItems } from "../../../db/schema/index.ts";
import { CONTENT_KINDS, type ContentData, type ContentKind } from "../../../vocabulary/content-keys.ts";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";
import type { ContentDataOf } from "./kinds/index.ts";
import { SINGLE_ID } from "./kinds/kind.ts";

export interface ContentItem<D = ContentData> {
  id: string;
  position: number;
  data: D;
  version: number;
  updatedAt: Date;
}

/** An item of the kind named `K`, its fields typed by the kind's declarations. */
export type KindItem<K extends ContentKind> = ContentItem<ContentDataOf<K>>;

/**
 * The organisers' content as pages read it: each kind read once from the database and kept in memory,
 * with what each language's pages build from it, until the change feed says the kind changed (on this
 * instance or another, ADR 009).
 */
/** A single kind's one item's fields (SINGLE_ID), if the database holds it. */
export function singleData<D>(items: readonly ContentItem<D>[]): D | undefined {
  return items.find((item) => item.id === SINGLE_ID)?.data;
}

export interface ContentStore {
  /** A kind's items in their order. */
  items<K extends ContentKind>(kind: K): Promise<KindItem<K>[]>;
  /** What `build` makes of a kind's items under `key` (a language), built once per change of the kind. */
  view<K extends ContentKind, T>(kind: K, key: string, build: (items: KindItem<K>[]) => T): Promise<T>;
  /**
   * Reads every kind now. Every page shows some content (the share card says the Games' dates), so
   * an instance that has read it keeps serving pages through a database outage (ADR 011).
   */
  preload(): Promise<void>;
}

/**
 * A kind's items in their order, typed by its fields: every write (form, restore, import) passed the
 * kind's checks, so the JSON read holds what the declarations say.
 */
export async function readItems<K extends ContentKind>(db: Db, kind: K): Promise<KindItem<K>[]> {
  const rows = await db
    .select({ id: contentItems.id, position: contentItems.position, data: contentItems.data, version: contentItems.version, updatedAt: contentItems.updatedAt })
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
  return rows as KindItem<K>[];
}

export function createContentStore(db: Db, changes: Pick<ChangeFeed, "subscribe">): ContentStore {
  const kept = new Map<ContentKind, { items: Promise<ContentItem<unknown>[]>; views: Map<string, unknown> }>();
  changes.subscribe((change) => {
    if (change.topic === "resync") kept.clear();
    else if ((CONTENT_KINDS as readonly string[]).includes(change.topic)) kept.delete(change.topic as ContentKind);
  });
  // Kept by kind name, each entry holds what readItems read for that name.
  function entry<K extends ContentKind>(kind: K) {
    let found = kept.get(kind);
    if (!found) {
      const created = { items: readItems(db, kind), views: new Map<string, unknown>() };
      // A failed read (the database is down) is not kept: the next page asks again.
      created.items.catch(() => kept.get(kind) === created && kept.delete(kind));
      kept.set(kind, created);
      found = created;
    }
    return found as { items: Promise<KindItem<K>[]>; views: Map<string, unknown> };
  }
  return {
    items: (kind) => entry(kind).items,
    async view(kind, key, build) {
      const { items, views } = entry(kind);
      const list = await items;
      if (!views.has(key)) views.set(key, build(list));
      return views.get(key) as ReturnType<typeof build>;
    },
    async preload() {
      await Promise.all(CONTENT_KINDS.map((kind) => entry(kind).items));
    },
  };
}
