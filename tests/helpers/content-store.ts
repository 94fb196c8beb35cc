import type { ContentItem, ContentStore } from "~/domain/content/store.server.ts";

/** A content store holding these items for every kind, for a reader's unit test. */
export function storeOf(items: { id: string; data: Record<string, unknown> }[]): ContentStore {
  const rows: ContentItem[] = items.map((item, position) => ({ ...item, position, version: 1, updatedAt: new Date(0) }));
  return { items: async () => rows, view: async (_kind, _key, build) => build(rows), preload: async () => undefined };
}
