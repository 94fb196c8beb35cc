import { describe, expect, it } from "vitest";
import { isCurrentPage } from "./nav-anchor.tsx";

describe("isCurrentPage (NavLink's rule for the site's navigation)", () => {
  it("marks a home page only on itself", () => {
    expect(isCurrentPage("/", "/", true)).toBe(true);
    expect(isCurrentPage("/news", "/", true)).toBe(false);
    expect(isCurrentPage("/en", "/en", true)).toBe(true);
    expect(isCurrentPage("/en/", "/en", true)).toBe(true);
    expect(isCurrentPage("/en/news", "/en", true)).toBe(false);
  });

  it("marks a section on its own page and its sub-pages, not on a page that only starts alike", () => {
    expect(isCurrentPage("/news", "/news", false)).toBe(true);
    expect(isCurrentPage("/news/12", "/news", false)).toBe(true);
    expect(isCurrentPage("/ja/games/history", "/ja/games", false)).toBe(true);
    expect(isCurrentPage("/newsletter", "/news", false)).toBe(false);
    expect(isCurrentPage("/en/news", "/news", false)).toBe(false);
  });
});
