import { describe, expect, it } from "vitest";
import { checkLinkUrl } from "./link-url.ts";

describe("checkLinkUrl", () => {
  it.each(["https://www.tahiti2027.pf/sports", "http://example.org", "mailto:presse@tahiti2027.pf", "/sports", "/ja/news/12?x=1#top", "  https://example.org  "])(
    "accepts %s",
    (href) => {
      expect(checkLinkUrl(href)).toEqual({ ok: true, href: href.trim() });
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://example.org/file",
    "file:///C:/Users/doc.docx",
    "//evil.example/path",
    "/\\evil.example",
    "/a path with spaces",
    "www.example.org",
    "example.org",
    "mailto:",
    "https://",
    "#section",
  ])("refuses %s", (href) => {
    expect(checkLinkUrl(href)).toEqual({ ok: false, reason: "refused" });
  });

  it("says an empty address is empty", () => {
    expect(checkLinkUrl("   ")).toEqual({ ok: false, reason: "empty" });
  });
});
