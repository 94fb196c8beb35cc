import { describe, expect, it } from "vitest";
import { canonicalLocation } from "./canonical-url.ts";

describe("canonical URLs", () => {
  it("drops trailing slashes and keeps the query", () => {
    expect(canonicalLocation("/news/")).toBe("/news");
    expect(canonicalLocation("/terms//")).toBe("/terms");
    expect(canonicalLocation("/en/")).toBe("/en");
    expect(canonicalLocation("/news/?page=2&q=va%27a")).toBe("/news?page=2&q=va%27a");
  });

  it("leaves canonical URLs and the root alone", () => {
    for (const url of ["/", "/news", "/en", "/news?next=/a/", "/?x=/"]) expect(canonicalLocation(url)).toBeUndefined();
  });

  it("never sends a visitor to another host", () => {
    for (const url of ["//evil.example/", "///evil.example/", "/\\evil.example/", "/%2F%2Fevil.example/", "/%2fevil.example/"]) {
      const location = canonicalLocation(url);
      expect(location === undefined || (location.startsWith("/") && !location.startsWith("//") && !decodeURIComponent(location).startsWith("//"))).toBe(true);
    }
    expect(canonicalLocation("//evil.example/")).toBeUndefined();
  });
});
