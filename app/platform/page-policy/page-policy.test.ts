import { describe, expect, it } from "vitest";
import { pagePolicy } from "./page-policy.ts";

describe("pagePolicy", () => {
  it("hydrates when one matched route asks to, and then never stores the page", () => {
    expect(pagePolicy([undefined, { hydrate: true }])).toMatchObject({ hydrate: true, store: false });
  });

  it("stores a public page: no handle, or handles without the flags", () => {
    expect(pagePolicy([undefined, undefined])).toMatchObject({ hydrate: false, personal: false, store: true });
    expect(pagePolicy([{}, { hydrate: false }, null])).toMatchObject({ hydrate: false, store: true });
  });

  it("never stores a personal page", () => {
    expect(pagePolicy([undefined, { personal: true }])).toMatchObject({ hydrate: false, personal: true, store: false });
  });

  it("gathers what the matched routes show", () => {
    expect(pagePolicy([undefined, {}, { shows: ["news"] }]).shows).toEqual(["news"]);
    expect(pagePolicy([{ shows: ["results"] }, { shows: ["news", "results"] }]).shows).toEqual(["results", "news"]);
  });

  it("shows an empty list for a page that declares it shows no change", () => {
    expect(pagePolicy([undefined, { hydrate: false }, { shows: [] }]).shows).toEqual([]);
  });

  it("shows everything when no route says, so an undeclared page is never kept past a change", () => {
    expect(pagePolicy([undefined, undefined]).shows).toBe("everything");
    expect(pagePolicy([{ hydrate: true }, null]).shows).toBe("everything");
  });

  it("gathers the query parameters that carry a visitor's own words", () => {
    expect(pagePolicy([{ ownWords: ["q"] }, { ownWords: ["q", "name"] }]).ownWords).toEqual(["q", "name"]);
    expect(pagePolicy([undefined]).ownWords).toEqual([]);
  });

  it("lets a client reuse an answer for the shortest time a matched route allows, pages not at all", () => {
    expect(pagePolicy([undefined, { shows: [] }]).maxAge).toBe(0);
    expect(pagePolicy([undefined, { maxAge: 30 }]).maxAge).toBe(30);
    expect(pagePolicy([{ maxAge: 60 }, { maxAge: 30 }]).maxAge).toBe(30);
  });
});
