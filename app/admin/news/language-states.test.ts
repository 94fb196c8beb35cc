import { describe, expect, it } from "vitest";
import { languageStates, type VersionFacts } from "./language-states.ts";

const at = (iso: string) => new Date(iso);
const version = (language: string, changes: Partial<VersionFacts> = {}): VersionFacts => ({
  language,
  published: true,
  publishAt: null,
  wordsChangedAt: at("2026-01-01T00:00:00Z"),
  sourceWordsAt: at("2026-01-01T00:00:00Z"),
  ...changes,
});

describe("a story's languages", () => {
  it("lists the six languages in the site's order: source, published, draft, missing", () => {
    const states = languageStates("fr", [version("fr", { sourceWordsAt: null }), version("ja", { published: false }), version("en")]);
    expect(states.map(({ locale, status, source }) => [locale, status, source])).toEqual([
      ["fr", "published", true],
      ["en", "published", false],
      ["es", "missing", false],
      ["pt", "missing", false],
      ["zh", "missing", false],
      ["ja", "draft", false],
    ]);
    expect(states.some((state) => state.outdated)).toBe(false);
  });

  it("marks a translation saved before the source's words last changed as out of date", () => {
    const states = languageStates("fr", [
      version("fr", { wordsChangedAt: at("2026-03-01T00:00:00Z"), sourceWordsAt: null }),
      version("en", { sourceWordsAt: at("2026-02-01T00:00:00Z") }),
      version("es", { sourceWordsAt: at("2026-03-01T00:00:00Z") }),
      // A version that was its own story before stories had languages was never saved against a source.
      version("pt", { sourceWordsAt: null }),
    ]);
    expect(states.filter((state) => state.outdated).map((state) => state.locale)).toEqual(["en", "pt"]);
  });

  it("takes any language as the source, never out of date itself", () => {
    const states = languageStates("en", [version("en", { wordsChangedAt: at("2026-05-01T00:00:00Z"), sourceWordsAt: null }), version("fr")]);
    expect(states.find((state) => state.locale === "en")).toEqual({ locale: "en", source: true, status: "published", outdated: false });
    expect(states.find((state) => state.locale === "fr")?.outdated).toBe(true);
  });
});
