import { describe, expect, it } from "vitest";
import { medalTable, medalTotals, type MedalRow } from "./medal-table.ts";

const row = (country: string, medal: MedalRow["medal"]): MedalRow => ({ country, medal });

describe("medalTable", () => {
  it("gives an empty table for no rows", () => {
    expect(medalTable([])).toEqual([]);
    expect(medalTotals([])).toEqual({ gold: 0, silver: 0, bronze: 0, total: 0 });
  });

  it("orders by gold, then silver, then bronze", () => {
    const table = medalTable([
      row("AAA", "bronze"), row("AAA", "bronze"), row("AAA", "bronze"),
      row("BBB", "silver"),
      row("CCC", "gold"),
      row("DDD", "silver"), row("DDD", "bronze"),
      row("EEE", "gold"), row("EEE", "silver"),
    ]);
    expect(table.map((s) => [s.rank, s.code, s.gold, s.silver, s.bronze, s.total])).toEqual([
      [1, "EEE", 1, 1, 0, 2],
      [2, "CCC", 1, 0, 0, 1],
      [3, "DDD", 0, 1, 1, 2],
      [4, "BBB", 0, 1, 0, 1],
      [5, "AAA", 0, 0, 3, 3],
    ]);
  });

  it("shares a rank between delegations equal on all three medals, ordered by code, and skips the next rank", () => {
    const table = medalTable([
      row("TAH", "gold"), row("TAH", "gold"),
      row("SAM", "gold"), row("SAM", "bronze"),
      row("FIJ", "gold"), row("FIJ", "bronze"),
      row("NCL", "bronze"),
    ]);
    expect(table.map((s) => [s.rank, s.code])).toEqual([
      [1, "TAH"],
      [2, "FIJ"],
      [2, "SAM"],
      [4, "NCL"],
    ]);
  });

  it("does not tie delegations with the same total but different medals", () => {
    const table = medalTable([row("AAA", "gold"), row("BBB", "silver")]);
    expect(table.map((s) => s.rank)).toEqual([1, 2]);
  });

  it("counts the two bronzes of one event as two medals", () => {
    const [fiji, png] = medalTable([row("FIJ", "bronze"), row("PNG", "bronze"), row("FIJ", "bronze")]);
    expect(fiji).toMatchObject({ code: "FIJ", bronze: 2, total: 2, rank: 1 });
    expect(png).toMatchObject({ code: "PNG", bronze: 1, total: 1, rank: 2 });
  });

  it("counts a team result once per stored row", () => {
    expect(medalTable([row("TAH", "gold")])).toEqual([{ rank: 1, code: "TAH", gold: 1, silver: 0, bronze: 0, total: 1 }]);
  });

  it("leaves out a delegation without a medal", () => {
    const table = medalTable([row("TAH", null), row("FIJ", "silver"), row("TAH", null)]);
    expect(table.map((s) => s.code)).toEqual(["FIJ"]);
  });

  it("sums every medal in the totals row", () => {
    const table = medalTable([row("TAH", "gold"), row("FIJ", "bronze"), row("PNG", "bronze"), row("FIJ", "silver"), row("NCL", null)]);
    expect(medalTotals(table)).toEqual({ gold: 1, silver: 1, bronze: 2, total: 4 });
  });

  describe("ordered by total", () => {
    // By gold the two golds lead and the four bronzes come last; by total the four bronzes lead.
    const rows = [
      row("GLD", "gold"), row("GLD", "gold"),
      row("BRZ", "bronze"), row("BRZ", "bronze"), row("BRZ", "bronze"), row("BRZ", "bronze"),
      row("MIX", "gold"), row("MIX", "silver"), row("MIX", "bronze"),
      row("SLV", "silver"), row("SLV", "silver"), row("SLV", "silver"),
      row("ONE", "gold"),
    ];

    it("puts the most medals first, then orders by gold, silver and bronze", () => {
      expect(medalTable(rows, "total").map((s) => [s.rank, s.code, s.total])).toEqual([
        [1, "BRZ", 4],
        [2, "MIX", 3],
        [3, "SLV", 3],
        [4, "GLD", 2],
        [5, "ONE", 1],
      ]);
    });

    it("leaves the order by gold as it was, and as the default", () => {
      expect(medalTable(rows).map((s) => s.code)).toEqual(["GLD", "MIX", "ONE", "SLV", "BRZ"]);
      expect(medalTable(rows, "gold")).toEqual(medalTable(rows));
    });

    it("shares a rank only between delegations of the same medals, listed by code, and skips the next rank", () => {
      const table = medalTable(
        [
          row("SAM", "gold"), row("SAM", "bronze"),
          row("FIJ", "gold"), row("FIJ", "bronze"),
          row("AAA", "silver"), row("AAA", "silver"),
          row("NCL", "bronze"),
        ],
        "total",
      );
      // Three delegations with two medals: FIJ and SAM tie (gold and bronze), AAA's two silvers come after.
      expect(table.map((s) => [s.rank, s.code])).toEqual([
        [1, "FIJ"],
        [1, "SAM"],
        [3, "AAA"],
        [4, "NCL"],
      ]);
    });

    it("sums the same totals whatever the order", () => {
      expect(medalTotals(medalTable(rows, "total"))).toEqual(medalTotals(medalTable(rows)));
    });
  });
});
