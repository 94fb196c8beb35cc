import { describe, expect, it } from "vitest";
import type { ContentItem, ContentStore } from "~/domain/content/store.server.ts";
import { INITIAL_EVENT } from "../../../tests/helpers/initial-content.ts";
import { eventFigures } from "./event-figures.server.ts";

const rows = (ids: string[], data: Record<string, unknown> = {}): ContentItem[] => ids.map((id, position) => ({ id, position, data, version: 1, updatedAt: new Date(0) }));

describe("eventFigures", () => {
  it("counts the delegations and sports the organisers list, with the Games' facts", async () => {
    const kinds: Record<string, ContentItem[]> = {
      event: rows(["main"], INITIAL_EVENT as unknown as Record<string, unknown>),
      delegations: rows(["TAH", "FIJ", "PIT"]),
      sports: rows(["judo", "surfing"]),
    };
    const store: ContentStore = { items: async (kind) => kinds[kind] ?? [], view: async (kind, _key, build) => build(kinds[kind] ?? []), preload: async () => undefined };
    expect(await eventFigures(store)).toMatchObject({ delegations: 3, sports: 2, athletes: INITIAL_EVENT.athletes, startDate: INITIAL_EVENT.startDate });
  });
});
