import { describe, expect, it } from "vitest";
import type { ContentDataOf } from "~/domain/content/kinds/index.ts";
import { sportChoices, sportName, sportsByVenue, sportsOf } from "./public-sports.server.ts";

const items: { id: string; data: ContentDataOf<"sports"> }[] = [
  { id: "swimming", data: { name: { fr: "Natation", en: "Swimming" }, status: "compulsory", venues: ["mamao", "moorea"] } },
  { id: "athletics", data: { name: { fr: "Athlétisme", en: "Athletics" }, status: "compulsory", para: "included", venues: ["hitiaa"] } },
  { id: "surfing", data: { name: { fr: "Surf" }, status: "optional", venues: ["moorea"] } },
  { id: "judo", data: { name: { fr: "Judo" }, status: "compulsory", twoBronzes: true } },
];

describe("the sports as pages read them", () => {
  it("names a stored slug in the visitor's language, and a slug outside the programme as stored", () => {
    const en = sportsOf(items, "en");
    expect(sportName(en, "swimming")).toBe("Swimming");
    expect(sportName(en, "petanque")).toBe("petanque");
    expect(en.bySlug.get("surfing")?.name).toEqual({ value: "Surf", lang: "fr" });
    expect(sportChoices(en, "en").map((choice) => choice.value)).toEqual(["athletics", "judo", "surfing", "swimming"]);
  });

  it("says which sports award two bronzes per event", () => {
    const sports = sportsOf(items, "fr");
    expect(sports.list.filter((sport) => sport.twoBronzes).map((sport) => sport.slug)).toEqual(["judo"]);
    expect(sports.bySlug.get("swimming")?.twoBronzes).toBe(false);
  });

  it("gives each venue the sports held there, in the sports' order", () => {
    const held = sportsByVenue(sportsOf(items, "fr"));
    expect(held.moorea?.map((sport) => sport.slug)).toEqual(["swimming", "surfing"]);
    expect(held.hitiaa?.map((sport) => sport.slug)).toEqual(["athletics"]);
    expect(held.nowhere).toBeUndefined();
  });
});
