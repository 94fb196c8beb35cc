import { describe, expect, it } from "vitest";
import { parseNewsListQuery } from "./list-query.server.ts";

const parse = (search: string) => parseNewsListQuery(new URLSearchParams(search));

describe("parseNewsListQuery", () => {
  it("reads a page, a category and search words", () => {
    expect(parse("page=3&category=polynesia&q=%20Jeux%20%20du%0APacifique%20")).toEqual({ page: 3, category: "polynesia", q: "Jeux du Pacifique" });
  });

  it("starts at page 1 without filters", () => {
    expect(parse("")).toEqual({ page: 1, category: undefined, q: undefined });
  });

  it.each(["page=0", "page=-2", "page=1.5", "page=abc", "page=", "page=1e400", "page=99999999999999999999"])("falls back to page 1 for %s", (search) => {
    expect(parse(search).page).toBe(1);
  });

  it("ignores an unknown category and an empty search", () => {
    expect(parse("category=sport&q=%20%20")).toEqual({ page: 1, category: undefined, q: undefined });
  });

  it("cuts an overlong search to 100 characters", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });
});
