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
