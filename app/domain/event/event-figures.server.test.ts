import { describe, expect, it } from "vitest";
import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import type { ContentItem, ContentStore, KindItem } from "~/domain/content/store.server.ts";
import { INITIAL_EVENT } from "../../../tests/helpers/initial-content.ts";
import { eventFigures } from "./event-figures.server.ts";

const rows = (ids: string[], data: Record<string, unknown> = {}): ContentItem[] => ids.map((id, position) => ({ id, position, data, version: 1, updatedAt: new Date(0) }));

describe("eventFigures", () => {
  it("counts the delegations and sports the organisers list, with the Games' facts", async () => {
    const kinds: Record<string, ContentItem[]> = {
      event: rows(["main"], INITIAL_EVENT),
      delegations: rows(["TAH", "FIJ", "PIT"]),
      sports: rows(["judo", "surfing"]),
    };
    // Only the event's item has fields here: the figures count the other kinds' items, whatever they hold.
    const itemsOf = <K extends ContentKind>(kind: K) => (kinds[kind] ?? []) as KindItem<K>[];
    const store: ContentStore = { items: async (kind) => itemsOf(kind), view: async (kind, _key, build) => build(itemsOf(kind)), preload: async () => undefined };
    expect(await eventFigures(store)).toMatchObject({ delegations: 3, sports: 2, athletes: INITIAL_EVENT.athletes, startDate: INITIAL_EVENT.startDate });
  });
});
