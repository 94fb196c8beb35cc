import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contentItems } from "../../../db/schema/index.ts";
import { CONTENT_KINDS, type ContentData, type ContentKind } from "../../../vocabulary/content-keys.ts";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";
import { SINGLE_ID } from "./kinds/kind.ts";

export interface ContentItem<D = ContentData> {
  id: string;
  position: number;
  data: D;
  version: number;
  updatedAt: Date;
}

/**
 * The organisers' content as pages read it: each kind read once from the database and kept in memory,
 * with what each language's pages build from it, until the change feed says the kind changed (on this
 * instance or another, ADR 009).
 */
/** A single kind's one item's fields (SINGLE_ID), if the database holds it. */
export function singleData(items: readonly ContentItem[]): ContentData | undefined {
  return items.find((item) => item.id === SINGLE_ID)?.data;
}

export interface ContentStore {
  /** A kind's items in their order. */
  items(kind: ContentKind): Promise<ContentItem[]>;
  /** What `build` makes of a kind's items under `key` (a language), built once per change of the kind. */
  view<T>(kind: ContentKind, key: string, build: (items: ContentItem[]) => T): Promise<T>;
  /**
   * Reads every kind now. Every page shows some content (the share card says the Games' dates), so
   * an instance that has read it keeps serving pages through a database outage (ADR 011).
   */
  preload(): Promise<void>;
}

export async function readItems(db: Db, kind: ContentKind): Promise<ContentItem[]> {
  return db
    .select({ id: contentItems.id, position: contentItems.position, data: contentItems.data, version: contentItems.version, updatedAt: contentItems.updatedAt })
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
}

export function createContentStore(db: Db, changes: Pick<ChangeFeed, "subscribe">): ContentStore {
  const kept = new Map<ContentKind, { items: Promise<ContentItem[]>; views: Map<string, unknown> }>();
  changes.subscribe((change) => {
    if (change.topic === "resync") kept.clear();
    else if ((CONTENT_KINDS as readonly string[]).includes(change.topic)) kept.delete(change.topic as ContentKind);
  });
  function entry(kind: ContentKind) {
    let found = kept.get(kind);
    if (!found) {
      const created = { items: readItems(db, kind), views: new Map<string, unknown>() };
      // A failed read (the database is down) is not kept: the next page asks again.
      created.items.catch(() => kept.get(kind) === created && kept.delete(kind));
      kept.set(kind, created);
      found = created;
    }
    return found;
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
