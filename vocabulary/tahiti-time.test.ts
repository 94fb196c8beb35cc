import { describe, expect, it } from "vitest";
import { fromTahitiWallClock, toTahitiWallClock } from "./tahiti-time.ts";

describe("Tahiti wall-clock times", () => {
  it("reads a datetime-local value as Tahiti time, ten hours behind UTC all year", () => {
    expect(fromTahitiWallClock("2027-08-01T19:00")?.toISOString()).toBe("2027-08-02T05:00:00.000Z");
    expect(fromTahitiWallClock("2026-12-31T23:30")?.toISOString()).toBe("2027-01-01T09:30:00.000Z");
    expect(toTahitiWallClock(new Date("2027-08-02T05:00:00Z"))).toBe("2027-08-01T19:00");
    expect(toTahitiWallClock(new Date("2027-01-01T00:05:00Z"))).toBe("2026-12-31T14:05");
  });

  it("refuses anything else, and dates that do not exist", () => {
    for (const value of ["", "2027-08-01", "2027-08-01 19:00", "2027-08-01T19:00:00", "2027-02-31T10:00", "2027-08-01T24:00", "2027-13-01T10:00", "x"]) {
      expect(fromTahitiWallClock(value), value).toBeNull();
    }
  });
});
