import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

const FALLBACK = "/fallback";

describe("safeRedirect", () => {
  it("keeps paths on this site, with their query", () => {
    for (const target of ["/", "/news", "/ja/news?page=2", "/admin/news/3/edit?created=1", "/news/caf%C3%A9", "/evil.com", "/a//b", "/.//evil.com"]) {
      expect(safeRedirect(target, FALLBACK)).toBe(target);
    }
  });

  // The usual open-redirect bypasses: each one, followed by a browser, could leave the site.
  const bypasses = [
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example",
    " //evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%0d%0aSet-Cookie:%20x=1",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "/%E0%A4%A",
    "https://evil.example",
    "http:evil.example",
    "http:/evil.example",
    "HTTPS://evil.example/news",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "news",
    "",
    "/news\u0000",
    "/caf\u00e9",
    "/\u3002evil.example",
    "/\uff0f\uff0fevil.example",
    "/news\u2028",
  ];
  it.each(bypasses)("refuses %j", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it("refuses what is not a string", () => {
    for (const target of [null, undefined, 42, ["/news"], { toString: () => "/news" }]) expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });
});
