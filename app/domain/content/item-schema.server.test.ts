import { describe, expect, it } from "vitest";
import { readFormValues, toFormValues, type FieldDef } from "./fields.ts";
import { parseItem, parseKindItem } from "./item-schema.server.ts";
import { officesKind } from "./kinds/offices.ts";
import { venuesKind } from "./kinds/venues.ts";

const FIELDS: readonly FieldDef[] = [
  { name: "name", type: "localized", required: true, max: 20 },
  { name: "lines", type: "localizedList", max: 10 },
  { name: "seats", type: "integer", min: 1, max: 1000 },
  { name: "on", type: "date" },
  { name: "at", type: "datetime" },
  { name: "kind", type: "select", options: ["a", "b"] },
  { name: "link", type: "url" },
  { name: "where", type: "coordinates" },
  { name: "flag", type: "checkbox" },
];

const failure = (values: Record<string, string>) => {
  const parsed = parseItem(FIELDS, { "name.fr": "Nom", ...values });
  if (parsed.ok) throw new Error("expected a refusal");
  return parsed;
};

describe("parseItem", () => {
  it("keeps what was filled in, trimmed, and leaves out what was left blank", () => {
    const parsed = parseItem(FIELDS, {
      "name.fr": "  Stade  ",
      "name.ja": "スタジアム",
      "name.en": " ",
      "lines.fr": "un\n\n deux \r\ntrois",
      seats: "300",
      on: "2027-02-28",
      at: "2027-08-01T19:00",
      kind: "b",
      link: "https://example.org/x",
      "where.lat": "-17.5",
      "where.lon": "-149.5",
      flag: "on",
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        name: { fr: "Stade", ja: "スタジアム" },
        lines: { fr: ["un", "deux", "trois"] },
        seats: 300,
        on: "2027-02-28",
        at: "2027-08-01T19:00",
        kind: "b",
        link: "https://example.org/x",
        where: { lat: -17.5, lon: -149.5 },
        flag: true,
      },
    });
    expect(parseItem(FIELDS, { "name.fr": "Nom" })).toEqual({ ok: true, data: { name: { fr: "Nom" } } });
  });

  it("says each control's problem next to it, keeping every value as typed", () => {
    const values = { "name.fr": "", "name.en": "Stadium", seats: "12.5", on: "2027-02-30", at: "2027-08-01 19h", kind: "z", link: "javascript:alert(1)", "where.lat": "95", "where.lon": "" };
    const parsed = parseItem(FIELDS, values);
    expect(parsed).toEqual({
      ok: false,
      values,
      fieldErrors: {
        "name.fr": "forms.errors.required",
        seats: "adminContent.errors.integer",
        on: "adminContent.errors.date",
        at: "adminContent.errors.datetime",
        kind: "forms.errors.choice",
        link: "adminContent.errors.url",
        "where.lat": "adminContent.errors.latitude",
      },
    });
  });

  it("asks for the French of a field translated without it, and for both coordinates or none", () => {
    const parsed = parseItem(FIELDS, { "name.fr": "Nom", "lines.ja": "一", "where.lon": "-149" });
    expect(parsed.ok ? {} : parsed.fieldErrors).toEqual({ "lines.fr": "adminContent.errors.frenchFirst", "where.lat": "adminContent.errors.coordinatesPair" });
  });

  it("refuses a number out of range and a text over its length, saying the limit", () => {
    expect(failure({ seats: "0" }).fieldErrors).toEqual({ seats: { key: "adminContent.errors.tooSmall", values: { limit: 1 } } });
    expect(failure({ seats: "1001" }).fieldErrors).toEqual({ seats: { key: "adminContent.errors.tooBig", values: { limit: 1000 } } });
    expect(failure({ "name.zh": "字".repeat(21) }).fieldErrors).toEqual({ "name.zh": { key: "forms.errors.tooLong", values: { limit: 20 } } });
    expect(failure({ "lines.fr": "x".repeat(11) }).fieldErrors).toEqual({ "lines.fr": { key: "forms.errors.tooLong", values: { limit: 10 } } });
  });

  it("refuses an end before its start, and takes an end on the start's day", () => {
    const fields: readonly FieldDef[] = [
      { name: "from", type: "date", required: true },
      { name: "to", type: "date", notBefore: "from" },
    ];
    expect(parseItem(fields, { from: "2027-08-15", to: "2027-08-01" })).toEqual({ ok: false, fieldErrors: { to: "adminContent.errors.beforeStart" }, values: { from: "2027-08-15", to: "2027-08-01" } });
    expect(parseItem(fields, { from: "2027-08-15", to: "2027-08-15" })).toEqual({ ok: true, data: { from: "2027-08-15", to: "2027-08-15" } });
    expect(parseItem(fields, { from: "2027-08-15", to: "" })).toEqual({ ok: true, data: { from: "2027-08-15" } });
  });

  it("reads back what the form shows of a stored item (the form round trip)", () => {
    const venue = {
      name: { fr: "Stade Pater", ja: "パテール" },
      island: "Tahiti",
      commune: "Pirae",
      position: { lat: -17.537, lon: -149.546 },
      capacity: 11700,
      ceremonies: true,
      services: { fr: ["Parking", "Restauration"] },
      photo: 12,
    };
    expect(parseItem(venuesKind.fields, toFormValues(venuesKind.fields, venue))).toEqual({ ok: true, data: venue });
  });
});

describe("parseKindItem", () => {
  const office = { "name.fr": "Bureau de Raiatea", location: "Uturoa, Raiatea" };

  it("adds the kind's own check to its fields' (an office's opening hours), keeping what was typed", () => {
    const parsed = parseKindItem(officesKind, { ...office, hours: "1-5 17:00-08:00" });
    expect(parsed).toEqual({ ok: false, fieldErrors: { hours: "adminContent.errors.openingHours" }, values: { ...office, hours: "1-5 17:00-08:00" } });
  });

  it("says the fields' problems first, and passes what both accept", () => {
    expect(parseKindItem(officesKind, { ...office, hours: "" })).toMatchObject({ ok: false, fieldErrors: { hours: "forms.errors.required" } });
    expect(parseKindItem(officesKind, { ...office, hours: " 1-5 08:00-16:00 " })).toEqual({
      ok: true,
      data: { name: { fr: "Bureau de Raiatea" }, location: "Uturoa, Raiatea", hours: "1-5 08:00-16:00" },
    });
  });
});

describe("a choices field", () => {
  const CHOICES: readonly FieldDef[] = [{ name: "venues", type: "choices", of: "venues" }];

  it("keeps the ids ticked, in the order posted, once each; none ticked is no value", () => {
    expect(parseItem(CHOICES, { venues: "stade-pater\nfaaa-hall\nstade-pater" })).toEqual({ ok: true, data: { venues: ["stade-pater", "faaa-hall"] } });
    expect(parseItem(CHOICES, { venues: "" })).toEqual({ ok: true, data: {} });
  });

  it("shows the stored ids again as the form posts them", () => {
    const form = new FormData();
    for (const id of ["stade-pater", "faaa-hall"]) form.append("venues", id);
    expect(readFormValues(CHOICES, form)).toEqual(toFormValues(CHOICES, { venues: ["stade-pater", "faaa-hall"] }));
  });
});
