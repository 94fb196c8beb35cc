import { describe, expect, it } from "vitest";
import { gamesUnderway } from "./games-period.ts";

const period = { startDate: "2027-08-01", endDate: "2027-08-15" };

describe("gamesUnderway", () => {
  it("is false before the first day of competition in Tahiti, even when it has begun in Paris", () => {
    expect(gamesUnderway(new Date("2026-11-24T12:00:00Z"), period)).toBe(false);
    // 1 August, 09:59 UTC is 31 July, 23:59 in Tahiti (UTC-10).
    expect(gamesUnderway(new Date("2027-08-01T09:59:00Z"), period)).toBe(false);
  });

  it("is true from midnight of the first day to the end of the last, Tahiti time", () => {
    expect(gamesUnderway(new Date("2027-08-01T10:00:00Z"), period)).toBe(true);
    expect(gamesUnderway(new Date("2027-08-08T12:00:00Z"), period)).toBe(true);
    expect(gamesUnderway(new Date("2027-08-16T09:59:00Z"), period)).toBe(true);
  });

  it("is false once the last day is over", () => {
    expect(gamesUnderway(new Date("2027-08-16T10:00:00Z"), period)).toBe(false);
  });
});
