import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.ts";

describe("readCookie", () => {
  it("reads the named cookie among others and decodes it", () => {
    expect(readCookie("a=1; t27_gate=x%20y; b=2", "t27_gate")).toBe("x y");
    expect(readCookie("a=1", "t27_gate")).toBeUndefined();
    expect(readCookie(undefined, "t27_gate")).toBeUndefined();
  });

  it("returns a malformed value as sent instead of throwing", () => {
    for (const value of ["%", "%E0%A4%A", "%ZZ", "%C0%AF", "%00%"]) {
      expect(readCookie(`t27_gate=${value}`, "t27_gate")).toBe(value);
    }
  });

  it("survives a header without values, repeated names and stray separators", () => {
    expect(readCookie(";;;=;t27_gate", "t27_gate")).toBeUndefined();
    expect(readCookie("t27_gate=first; t27_gate=second", "t27_gate")).toBe("first");
    expect(readCookie("x".repeat(10_000), "t27_gate")).toBeUndefined();
  });
});
