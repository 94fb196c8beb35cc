import { describe, expect, it } from "vitest";
import { COUNTDOWN_TARGET_MS } from "~/content/event.ts";
import { remainingUntil } from "./countdown.ts";

describe("countdown", () => {
  it("targets 1 August 2027 at 19:00 in Tahiti (05:00 UTC the next day)", () => {
    expect(new Date(COUNTDOWN_TARGET_MS).toISOString()).toBe("2027-08-02T05:00:00.000Z");
  });

  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = COUNTDOWN_TARGET_MS - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 400;
    expect(remainingUntil(COUNTDOWN_TARGET_MS, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it("stops at zero", () => {
    expect(remainingUntil(COUNTDOWN_TARGET_MS, COUNTDOWN_TARGET_MS + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
