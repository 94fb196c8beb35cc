import { describe, expect, it } from "vitest";
import { parseMedalTableQuery, parseMedallistsQuery } from "./medal-views-query.server.ts";

const CHOICES = { slugs: ["judo", "swimming"], codes: ["FIJ", "TAH"], days: ["2027-08-01", "2027-08-02", "2027-08-04"] };
const table = (search: string) => parseMedalTableQuery(new URLSearchParams(search), CHOICES);
const medallists = (search: string) => parseMedallistsQuery(new URLSearchParams(search), CHOICES);

describe("parseMedalTableQuery", () => {
  it("orders by gold unless the URL asks for the total", () => {
    expect(table("")).toEqual({ order: "gold" });
    expect(table("order=total")).toEqual({ order: "total" });
    expect(table("order=gold")).toEqual({ order: "gold" });
  });

  it("keeps a known sport and day", () => {
    expect(table("sport=judo&day=2027-08-04&order=total")).toEqual({ sport: "judo", day: "2027-08-04", order: "total" });
  });

  it("drops unknown values instead of failing, and treats empty fields as no filter", () => {
    expect(table("sport=quidditch&day=2027-08-03&order=silver")).toEqual({ order: "gold" });
    expect(table("sport=&day=&order=")).toEqual({ order: "gold" });
    expect(table("day=2027-02-30&sport=JUDO&order=TOTAL")).toEqual({ order: "gold" });
    expect(table("day=04/08/2027&sport=%00&order[]=total")).toEqual({ order: "gold" });
  });
});

describe("parseMedallistsQuery", () => {
  it("keeps known filters, the delegation's code in any case", () => {
    expect(medallists("day=2027-08-01&sport=swimming&delegation=fij")).toEqual({ day: "2027-08-01", sport: "swimming", delegation: "FIJ" });
    expect(medallists("delegation= tah ")).toEqual({ delegation: "TAH" });
  });

  it("drops unknown values instead of failing", () => {
    expect(medallists("day=2026-08-01&sport=curling&delegation=XYZ")).toEqual({});
    expect(medallists("day=&sport=&delegation=&order=total")).toEqual({});
  });
});
