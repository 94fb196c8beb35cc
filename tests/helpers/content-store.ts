import type { ContentKind } from "../../vocabulary/content-keys.ts";
import type { ContentDataOf } from "~/domain/content/kinds/index.ts";
import type { ContentItem, ContentStore } from "~/domain/content/store.server.ts";

/** A content store holding these items for every kind, for a reader's unit test. */
export function storeOf(items: { id: string; data: Record<string, unknown> }[]): ContentStore {
  const rows: ContentItem[] = items.map((item, position) => ({ ...item, position, version: 1, updatedAt: new Date(0) }));
  // A test gives each reader the fields it reads, as the database would hold them for the kind asked.
  const itemsOf = <K extends ContentKind>(_kind: K) => rows as ContentItem<ContentDataOf<K>>[];
  return { items: async (kind) => itemsOf(kind), view: async (kind, _key, build) => build(itemsOf(kind)), preload: async () => undefined };
}
