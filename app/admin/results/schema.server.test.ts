import { describe, expect, it } from "vitest";
import { isCalendarDate } from "~/platform/i18n/calendar-date.ts";
import { INITIAL_DELEGATIONS, INITIAL_SPORTS } from "../../../tests/helpers/initial-content.ts";
import { parseResult as parseWith, todayInTahiti, type ResultValues } from "./schema.server.ts";

const parseResult = (values: ResultValues) => parseWith(
    values,
    INITIAL_DELEGATIONS.map(({ code }) => code),
    INITIAL_SPORTS.map(({ slug }) => slug),
  );

const valid: ResultValues = {
  sport: "swimming",
  event: "100 m freestyle",
  athlete: "Demo Swimmer",
  country: "FIJ",
  result: "50.12",
  medal: "none",
  date: "2027-08-03",
};

describe("parseResult", () => {
  it("accepts a complete result and stores 'none' as no medal, trimming the text", () => {
    expect(parseResult({ ...valid, athlete: "  Demo Swimmer " })).toEqual({
      ok: true,
      row: { sport: "swimming", event: "100 m freestyle", athlete: "Demo Swimmer", country: "FIJ", result: "50.12", medal: null, date: "2027-08-03" },
    });
    const gold = parseResult({ ...valid, medal: "gold" });
    expect(gold.ok && gold.row.medal).toBe("gold");
  });

  it.each([
    ["event", "", "required"],
    ["athlete", "   ", "required"],
    ["result", "x".repeat(101), "tooLong"],
    ["sport", "", "required"],
    ["sport", "curling", "choice"],
    ["country", "FRA", "choice"],
    ["country", "fij", "choice"],
    ["medal", "", "choice"],
    ["medal", "Or", "choice"],
    ["date", "", "required"],
    ["date", "03/08/2027", "dateFormat"],
    ["date", "2027-8-3", "dateFormat"],
    ["date", "2027-02-30", "dateInvalid"],
    ["date", "2027-13-01", "dateInvalid"],
    ["date", "2027-00-10", "dateInvalid"],
  ] as const)("refuses %s = %j with %s, keeping what was typed", (field, value, error) => {
    const values = { ...valid, [field]: value };
    const parsed = parseResult(values);
    expect(parsed).toEqual({ ok: false, fieldErrors: { [field]: `adminResults.errors.${error}` }, values });
  });

  it("accepts 100 characters and reports one error per field", () => {
    expect(parseResult({ ...valid, event: "x".repeat(100) }).ok).toBe(true);
    const parsed = parseResult({ ...valid, event: "", athlete: "", date: "2028-02-30" });
    expect(!parsed.ok && parsed.fieldErrors).toEqual({ event: "adminResults.errors.required", athlete: "adminResults.errors.required", date: "adminResults.errors.dateInvalid" });
  });
});

describe("isCalendarDate", () => {
  it("knows leap years", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-04-31")).toBe(false);
  });
});

describe("todayInTahiti", () => {
  it("gives the Tahiti day (UTC-10), not the server's", () => {
    expect(todayInTahiti(new Date("2027-08-02T05:00:00Z"))).toBe("2027-08-01");
    expect(todayInTahiti(new Date("2027-08-02T10:00:00Z"))).toBe("2027-08-02");
  });
});
