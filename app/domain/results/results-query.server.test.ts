import { describe, expect, it } from "vitest";
import { parseResultsQuery } from "./results-query.server.ts";

const parse = (search: string) => parseResultsQuery(new URLSearchParams(search), ["FIJ", "TAH"], ["judo", "swimming"]);

describe("parseResultsQuery", () => {
  it("keeps valid filters, the delegation code in any case", () => {
    expect(parse("sport=judo&country=fij&date=2027-08-04&page=2")).toEqual({ page: 2, sport: "judo", country: "FIJ", date: "2027-08-04", session: undefined });
    expect(parse("session=42").session).toBe(42);
  });

  it("treats empty fields as no filter", () => {
    expect(parse("sport=&country=&date=&session=")).toEqual({ page: 1, sport: undefined, country: undefined, date: undefined, session: undefined });
  });

  it("drops unusable values instead of failing", () => {
    expect(parse("sport=quidditch&country=XYZ&date=2027-02-30&page=-3")).toEqual({ page: 1, sport: undefined, country: undefined, date: undefined });
    expect(parse("date=04/08/2027&page=abc&country=%00")).toEqual({ page: 1, sport: undefined, country: undefined, date: undefined, session: undefined });
    for (const session of ["0", "-1", "1.5", "abc", "99999999999"]) expect(parse(`session=${session}`).session).toBeUndefined();
  });
});
