import { describe, expect, it } from "vitest";
import { medallistsPath, medalsPath } from "./medal-paths.ts";

describe("the URLs of the medal views", () => {
  it("leave the plain table and list without a query", () => {
    expect(medalsPath({ order: "gold" })).toBe("/medals");
    expect(medalsPath({})).toBe("/medals");
    expect(medallistsPath({})).toBe("/medals/medallists");
  });

  it("carry each filter and a non-default order, in the order a GET form sends them", () => {
    expect(medalsPath({ sport: "judo", day: "2027-08-04", order: "total" })).toBe("/medals?sport=judo&day=2027-08-04&order=total");
    expect(medalsPath({ day: "2027-08-04", order: "gold" })).toBe("/medals?day=2027-08-04");
    expect(medallistsPath({ sport: "vaa", day: "2027-08-05", delegation: "TAH" })).toBe("/medals/medallists?sport=vaa&day=2027-08-05&delegation=TAH");
  });
});
