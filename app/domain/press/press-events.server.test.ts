import { afterEach, describe, expect, it, vi } from "vitest";
import { storeOf } from "../../../tests/helpers/content-store.ts";
import { upcomingPressEvents } from "./press-events.server.ts";

const event = (id: string, startsAt: string, ja?: string) => ({ id, data: { title: { fr: `Point presse ${id}`, ...(ja ? { ja } : {}) }, startsAt } });

afterEach(() => {
  vi.useRealTimers();
});

describe("upcoming press events", () => {
  it("leaves out those already begun and lists the others soonest first, whatever their order in the list", async () => {
    // 30 July 2027, 10:00 in Tahiti (UTC−10).
    vi.useFakeTimers({ now: new Date("2027-07-30T20:00:00Z") });
    const store = storeOf([
      event("closing", "2027-08-15T18:00"),
      event("yesterday", "2027-07-29T10:00"),
      event("now", "2027-07-30T10:00"),
      event("opening", "2027-08-01T09:30"),
      event("earlier-today", "2027-07-30T09:59"),
    ]);
    const { events } = await upcomingPressEvents(store, "fr");
    expect(events.map((e) => e.id)).toEqual(["now", "opening", "closing"]);
    expect(events[1]!.startsAt).toBe("2027-08-01T19:30:00.000Z");
  });

  it("says when French stands in for the visitor's language, and has nothing when all have passed", async () => {
    vi.useFakeTimers({ now: new Date("2027-07-01T00:00:00Z") });
    const store = storeOf([event("opening", "2027-08-01T09:30", "開会式の記者会見"), event("closing", "2027-08-15T18:00")]);
    const ja = await upcomingPressEvents(store, "ja");
    expect(ja.events.map((e) => e.title)).toEqual([{ value: "開会式の記者会見" }, { value: "Point presse closing", lang: "fr" }]);
    expect(ja.untranslated).toBe(true);
    vi.setSystemTime(new Date("2027-08-16T04:01:00Z"));
    expect(await upcomingPressEvents(store, "ja")).toEqual({ events: [], untranslated: false });
  });
});
