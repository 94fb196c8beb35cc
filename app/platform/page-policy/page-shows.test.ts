import { describe, expect, it } from "vitest";
import { pageShows } from "./page-shows.ts";

describe("pageShows", () => {
  it("gathers what the matched routes declare", () => {
    expect(pageShows([undefined, {}, { shows: ["news"] }])).toEqual(["news"]);
    expect(pageShows([{ shows: ["results"] }, { shows: ["news", "results"] }])).toEqual(["results", "news"]);
  });

  it("is an empty list for a page that declares it shows no change", () => {
    expect(pageShows([undefined, { hydrate: false }, { shows: [] }])).toEqual([]);
  });

  it("is everything when no route says, so an undeclared page is never kept past a change", () => {
    expect(pageShows([undefined, undefined])).toBe("everything");
    expect(pageShows([{ hydrate: true }, null])).toBe("everything");
  });
});
