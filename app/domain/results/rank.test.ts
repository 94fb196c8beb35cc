import { describe, expect, it } from "vitest";
import { medalRank, withRanks } from "./rank.ts";

describe("medalRank", () => {
  it("places gold first, silver second and bronze third", () => {
    expect([medalRank("gold"), medalRank("silver"), medalRank("bronze")]).toEqual([1, 2, 3]);
  });

  it("gives no place to a result without a medal", () => {
    expect(medalRank(null)).toBeNull();
  });
});

describe("withRanks", () => {
  it("places both bronzes of a combat sport's event third and leaves the rest unplaced", () => {
    const rows = withRanks([
      { id: 1, medal: "gold" as const },
      { id: 2, medal: "silver" as const },
      { id: 3, medal: "bronze" as const },
      { id: 4, medal: "bronze" as const },
      { id: 5, medal: null },
    ]);
    expect(rows.map((row) => [row.id, row.rank])).toEqual([[1, 1], [2, 2], [3, 3], [4, 3], [5, null]]);
  });
});

describe("withRanks on a session's ranked list", () => {
  it("keeps the rank the list gave, past the podium and for a tie, and falls back to the medal only without one", () => {
    const rows = withRanks([
      { id: 1, medal: "gold" as const, rank: 1 },
      { id: 2, medal: "gold" as const, rank: 1 },
      { id: 3, medal: "bronze" as const, rank: 3 },
      { id: 4, medal: null, rank: 4 },
      { id: 5, medal: null, rank: null },
      { id: 6, medal: "silver" as const, rank: null },
    ]);
    expect(rows.map((row) => [row.id, row.rank])).toEqual([[1, 1], [2, 1], [3, 3], [4, 4], [5, null], [6, 2]]);
  });
});
