import { describe, expect, it } from "vitest";
import { countMedals } from "./results.server.ts";

describe("countMedals", () => {
  it("counts each medalled row once and ignores rows without a medal", () => {
    expect(countMedals([{ medal: "gold" }, { medal: "bronze" }, { medal: null }, { medal: "bronze" }])).toEqual({ gold: 1, silver: 0, bronze: 2 });
  });

  it("gives zero of each medal when there is no result", () => {
    expect(countMedals([])).toEqual({ gold: 0, silver: 0, bronze: 0 });
  });
});
