import { describe, expect, it } from "vitest";
import { DATASET_FILTERS, readFilters } from "./filters.ts";

const known = { sports: ["vaa", "athletics"], venues: ["hitiaa-athletics"], delegations: ["TAH", "FIJ"] };
const read = (search: string, dataset: keyof typeof DATASET_FILTERS = "schedule") => readFilters(new URLSearchParams(search), DATASET_FILTERS[dataset], known);

describe("readFilters", () => {
  it("reads the filters a dataset takes, a delegation in either case, and ignores the rest", () => {
    expect(read("day=2027-08-02&sport=athletics&venue=hitiaa-athletics&delegation=fij&lang=en&_=1")).toEqual({
      ok: true,
      filters: { day: "2027-08-02", sport: "athletics", venue: "hitiaa-athletics", delegation: "FIJ" },
    });
    expect(read("venue=nowhere", "results")).toEqual({ ok: true, filters: {} });
    expect(read("sport=nothing", "medals")).toEqual({ ok: true, filters: {} });
  });

  it("takes an empty value for no filter", () => {
    expect(read("sport=&day=%20")).toEqual({ ok: true, filters: {} });
  });

  it("refuses a value the content does not know, with the values it knows, sorted", () => {
    expect(read("sport=Athletics")).toEqual({ ok: false, problem: { parameter: "sport", reason: "unknownValue", value: "Athletics", allowed: ["athletics", "vaa"] } });
    expect(read("delegation=XYZ")).toMatchObject({ ok: false, problem: { parameter: "delegation", allowed: ["FIJ", "TAH"] } });
  });

  it.each(["2027-02-30", "2027-8-2", "02/08/2027", "2027-08-02T10:00"])("refuses a day that is not one: %s", (day) => {
    expect(read(`day=${encodeURIComponent(day)}`)).toEqual({ ok: false, problem: { parameter: "day", reason: "badDay", value: day } });
  });

  it("refuses a filter given twice", () => {
    expect(read("sport=vaa&sport=athletics")).toEqual({ ok: false, problem: { parameter: "sport", reason: "repeated", value: "vaa, athletics" } });
  });
});
