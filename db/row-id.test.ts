import { describe, expect, it } from "vitest";
import { parseRowId } from "./row-id.ts";

describe("parseRowId", () => {
  it("takes only ids that fit the column", () => {
    expect(parseRowId("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "abc", "99999999999", undefined]) expect(parseRowId(bad)).toBeNull();
  });
});
