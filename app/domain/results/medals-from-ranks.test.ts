import { describe, expect, it } from "vitest";
import { RESULT_STATUSES, type ResultStatus } from "../../../vocabulary/schedule-keys.ts";
import { byRank, medalsFromRanks, rankProblems, type MedalRules, type RankedEntry } from "./medals-from-ranks.ts";

const single: MedalRules = { medalEvent: true, bronzes: 1 };
const combat: MedalRules = { medalEvent: true, bronzes: 2 };

/** Entries from a sheet's column: a number is a rank, a status a line without one. */
const sheet = (...cells: (number | ResultStatus | null)[]): RankedEntry[] =>
  cells.map((cell) => (typeof cell === "number" ? { rank: cell, status: null } : { rank: null, status: cell }));

describe("medalsFromRanks", () => {
  it("gives gold, silver and bronze to ranks 1, 2 and 3, in the entries' order, and nothing below", () => {
    expect(medalsFromRanks(sheet(4, 2, 1, 5, 3), single)).toEqual([null, "silver", "gold", null, "bronze"]);
  });

  it("gives a tie at 1 two golds, no silver and the next rank, 3, the bronze", () => {
    expect(medalsFromRanks(sheet(1, 1, 3, 4), single)).toEqual(["gold", "gold", "bronze", null]);
  });

  it("gives a tie at 2 two silvers and no bronze", () => {
    expect(medalsFromRanks(sheet(1, 2, 2, 4), single)).toEqual(["gold", "silver", "silver", null]);
  });

  it("gives both entries ranked 3 a bronze: a combat sport's semi-final losers, or a tie elsewhere", () => {
    expect(medalsFromRanks(sheet(1, 2, 3, 3, 5, 5), combat)).toEqual(["gold", "silver", "bronze", "bronze", null, null]);
    expect(medalsFromRanks(sheet(1, 2, 3, 3, 5), single)).toEqual(["gold", "silver", "bronze", "bronze", null]);
  });

  it("gives no medal to an entry with a status, even one typed with a rank", () => {
    expect(medalsFromRanks(sheet(1, "DSQ", 2, "DNS", "DNF", "NM"), single)).toEqual(["gold", null, "silver", null, null, null]);
    expect(medalsFromRanks([{ rank: 1, status: "DSQ" }], single)).toEqual([null]);
  });

  it("gives no medal for a rank that is not a place", () => {
    expect(medalsFromRanks(sheet(0, -1, 1.5, Number.NaN), single)).toEqual([null, null, null, null]);
  });

  it("gives nothing in a non-medal event", () => {
    expect(medalsFromRanks(sheet(1, 2, 3, 3), { medalEvent: false, bronzes: 2 })).toEqual([null, null, null, null]);
  });
});

describe("rankProblems", () => {
  it("finds nothing wrong in a sheet in standard competition ranking, in any order", () => {
    expect(rankProblems(sheet(3, 1, 2, 4, "DNF", "DNS"), single)).toEqual([null, null, null, null, null, null]);
    expect(rankProblems(sheet(1, 1, 3, 3, 5), single)).toEqual([null, null, null, null, null]);
    expect(rankProblems(sheet(1, 2, 3, 3, 5, 5, 7, 7), combat)).toEqual(Array(8).fill(null));
    expect(rankProblems([], combat)).toEqual([]);
  });

  it("accepts fewer medals than the event could award: a small field, one bronze in a combat sport", () => {
    expect(rankProblems(sheet(1, 2, 3), combat)).toEqual([null, null, null]);
    expect(rankProblems(sheet(1, 2, "DNS"), combat)).toEqual([null, null, null]);
  });

  it("says where a rank ignores the ties ahead of it", () => {
    expect(rankProblems(sheet(1, 1, 2), single)).toEqual([null, null, { key: "adminResults.rankErrors.afterTie", values: { expected: 3 } }]);
    expect(rankProblems(sheet(1, 2, 2, 3), single)).toEqual([null, null, null, { key: "adminResults.rankErrors.afterTie", values: { expected: 4 } }]);
    expect(rankProblems(sheet(1, 2, 3, 3, 4), combat)[4]).toEqual({ key: "adminResults.rankErrors.afterTie", values: { expected: 5 } });
  });

  it("says where a rank is missing before another", () => {
    expect(rankProblems(sheet(1, 2, 4), single)).toEqual([null, null, { key: "adminResults.rankErrors.missingRank", values: { expected: 3 } }]);
    expect(rankProblems(sheet(2, 3), single)).toEqual([
      { key: "adminResults.rankErrors.missingRank", values: { expected: 1 } },
      { key: "adminResults.rankErrors.missingRank", values: { expected: 2 } },
    ]);
  });

  it("refuses a line with neither rank nor status, with both, or with a rank that is not a place", () => {
    expect(rankProblems([{ rank: null, status: null }, { rank: 1, status: "DSQ" }, { rank: 0, status: null }, { rank: 2.5, status: null }], single)).toEqual([
      "adminResults.rankErrors.rankOrStatus",
      "adminResults.rankErrors.rankWithStatus",
      "adminResults.rankErrors.invalid",
      "adminResults.rankErrors.invalid",
    ]);
  });

  it("reports a rank typed with a status once: the ranks after it still count it", () => {
    expect(rankProblems([{ rank: 1, status: null }, { rank: 2, status: "DSQ" }, { rank: 3, status: null }], single)).toEqual([
      null,
      "adminResults.rankErrors.rankWithStatus",
      null,
    ]);
  });

  it("refuses a third entry ranked 3 in a combat sport's medal event, and takes it as a tie elsewhere", () => {
    const tooMany = "adminResults.rankErrors.tooManyThirds";
    expect(rankProblems(sheet(1, 2, 3, 3, 3), combat)).toEqual([null, null, tooMany, tooMany, tooMany]);
    expect(rankProblems(sheet(1, 2, 3, 3, 3), single)).toEqual([null, null, null, null, null]);
    expect(rankProblems(sheet(1, 2, 3, 3, 3), { medalEvent: false, bronzes: 2 })).toEqual([null, null, null, null, null]);
    expect(rankProblems([...sheet(1, 2, 3, 3), { rank: 3, status: "DSQ" }], combat)).toEqual([null, null, null, null, "adminResults.rankErrors.rankWithStatus"]);
  });
});

describe("byRank", () => {
  const line = (id: string, rank: number | null, status: ResultStatus | null = null) => ({ id, rank, status });

  it("lists placed lines by rank, ties by the key given, then the lines with a status, then those with neither", () => {
    const lines = [
      line("dns", null, "DNS"),
      line("none", null),
      line("c3", 3),
      line("dsq", null, "DSQ"),
      line("b1", 1),
      line("nm", null, "NM"),
      line("a1", 1),
      line("dnf", null, "DNF"),
      line("d10", 10),
    ];
    expect(byRank(lines, (l) => l.id).map((l) => l.id)).toEqual(["a1", "b1", "c3", "d10", "dnf", "nm", "dsq", "dns", "none"]);
  });

  it("orders every status, and lists a line typed with a rank and a status with its status", () => {
    const statuses = [...RESULT_STATUSES].reverse().map((status, index) => line(String(index), null, status));
    expect(byRank(statuses, (l) => l.id).map((l) => l.status)).toEqual(["DNF", "NM", "DSQ", "DNS"]);
    expect(byRank([line("x", 1, "DNS"), line("y", 2)], (l) => l.id).map((l) => l.id)).toEqual(["y", "x"]);
  });

  it("breaks ties by code point, numbers as numbers, and leaves the lines given untouched", () => {
    const lines = [line("b", 1), line("B", 1), line("a", 1)];
    expect(byRank(lines, (l) => l.id).map((l) => l.id)).toEqual(["B", "a", "b"]);
    expect(lines.map((l) => l.id)).toEqual(["b", "B", "a"]);
    const numbered = [{ id: 10, rank: 2, status: null }, { id: 9, rank: 2, status: null }];
    expect(byRank(numbered, (l) => l.id).map((l) => l.id)).toEqual([9, 10]);
  });
});
