import { describe, expect, it } from "vitest";
import { fieldDiff } from "./field-diff.ts";
import type { FieldDef } from "./fields.ts";

const fields: FieldDef[] = [
  { name: "name", type: "localized", required: true, max: 120 },
  { name: "commune", type: "text", max: 80 },
  { name: "services", type: "localizedList", max: 200 },
  { name: "position", type: "coordinates" },
  { name: "capacity", type: "integer", min: 0, max: 100_000 },
  { name: "opensOn", type: "date" },
  { name: "ceremonies", type: "checkbox" },
  { name: "photo", type: "image" },
];

const before = { name: { fr: "Stade Pater", ja: "パテ競技場" }, commune: "Pirae", services: { fr: ["Parking", "Buvette"] }, position: { lat: -17.53, lon: -149.54 }, capacity: 11_700, photo: 3 };

describe("the difference between two states of an item", () => {
  it("lists only the fields that changed, in the form's order", () => {
    expect(fieldDiff(fields, before, { ...before })).toEqual([]);
    const changes = fieldDiff(fields, before, { ...before, capacity: 12_000, ceremonies: true, opensOn: "2027-03-01", commune: "Pirae, Tahiti" });
    expect(changes.map((change) => change.name)).toEqual(["commune", "capacity", "opensOn", "ceremonies"]);
    expect(changes[1]).toEqual({ name: "capacity", type: "values", before: "11700", after: "12000" });
    expect(changes[2]).toEqual({ name: "opensOn", type: "values", before: null, after: "2027-03-01" });
    expect(changes[3]).toEqual({ name: "ceremonies", type: "values", before: null, after: "true" });
  });

  it("compares texts word by word, and a translatable field language by language", () => {
    const [name, commune, services] = fieldDiff(fields, before, { ...before, name: { fr: "Stade Pater Te Hono Nui", ja: "パテ競技場" }, commune: "Papeete", services: { fr: ["Parking", "Restauration"], en: ["Parking"] } });
    expect(name).toMatchObject({ name: "name", type: "languages", languages: [{ locale: "fr", parts: [{ value: "Stade Pater " }, { value: "Te Hono Nui", added: true }] }] });
    expect(commune).toMatchObject({ type: "words", parts: [{ value: "Pirae", removed: true }, { value: "Papeete", added: true }] });
    expect(services).toMatchObject({ type: "languages" });
    if (services?.type !== "languages") throw new Error("a list of lines is compared per language");
    expect(services.languages.map((language) => language.locale)).toEqual(["fr", "en"]);
    expect(services.languages[0]!.parts.filter((part) => part.added || part.removed).map((part) => part.value)).toEqual(["Buvette", "Restauration"]);
  });

  it("says a point as latitude and longitude, an image by its library id, and a deletion as every field emptied", () => {
    const changes = fieldDiff(fields, before, { ...before, position: { lat: -17.5, lon: -149.54 }, photo: 7 });
    expect(changes).toEqual([
      { name: "position", type: "values", before: "-17.53, -149.54", after: "-17.5, -149.54" },
      { name: "photo", type: "image", before: 3, after: 7 },
    ]);
    expect(fieldDiff(fields, before, null).map((change) => change.name)).toEqual(["name", "commune", "services", "position", "capacity", "photo"]);
    expect(fieldDiff(fields, null, null)).toEqual([]);
  });
});
