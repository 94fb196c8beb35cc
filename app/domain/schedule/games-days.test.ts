import { describe, expect, it } from "vitest";
import { duringGames, gamesDays } from "./games-days.ts";

describe("the Games' days", () => {
  it("run from the earlier of the opening day and the volunteers' mobilisation to the later of their ends", () => {
    expect(gamesDays({ startDate: "2027-08-01", endDate: "2027-08-15", mobilisationStart: "2027-07-05", mobilisationEnd: "2027-08-10" })).toEqual({ from: "2027-07-05", to: "2027-08-15" });
    expect(gamesDays({ startDate: "2027-08-01", endDate: "2027-08-15", mobilisationStart: "2027-08-03", mobilisationEnd: "2027-08-20" })).toEqual({ from: "2027-08-01", to: "2027-08-20" });
  });

  it("hold a wall-clock time or a day from the first day's midnight to the last day's end", () => {
    const days = { from: "2027-07-05", to: "2027-08-15" };
    expect(["2027-07-05T00:00", "2027-08-15T23:59", "2027-08-01"].map((time) => duringGames(time, days))).toEqual([true, true, true]);
    expect(["2027-07-04T23:59", "2027-08-16T00:00", "2072-08-02T09:30", "2026-08-02"].map((time) => duringGames(time, days))).toEqual([false, false, false, false]);
  });
});
