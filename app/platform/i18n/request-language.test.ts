import { describe, expect, it } from "vitest";
import { decideLanguage, type LanguageRequest } from "./request-language.ts";

const get = (pagePath: string, search = "", chosen?: string): LanguageRequest => ({ method: "GET", pagePath, search, data: false, chosen });

describe("decideLanguage", () => {
  it("answers a page in its path's language", () => {
    expect(decideLanguage(get("/ja/news"))).toEqual({ locale: "ja" });
    expect(decideLanguage(get("/news", "", "ja"))).toEqual({ locale: "fr" });
  });

  it("answers the back office in the language chosen in the menu", () => {
    expect(decideLanguage(get("/admin/news", "", "zh"))).toEqual({ locale: "zh" });
    expect(decideLanguage(get("/admin/news", "", "xx"))).toEqual({ locale: "fr" });
  });

  it("remembers a ?lang= choice and goes on to the clean URL, keeping the rest of the query", () => {
    expect(decideLanguage(get("/en/news", "?lang=en&category=polynesia"))).toEqual({ locale: "en", redirect: "/en/news?category=polynesia", remember: "en" });
    expect(decideLanguage(get("/admin", "?lang=ja"))).toEqual({ locale: "fr", redirect: "/admin", remember: "ja" });
  });

  it("ignores a ?lang= that names no language", () => {
    expect(decideLanguage(get("/news", "?lang=xx"))).toEqual({ locale: "fr" });
  });

  it("sends / to the chosen language, and only /", () => {
    expect(decideLanguage(get("/", "?utm=1", "ja"))).toEqual({ locale: "fr", redirect: "/ja?utm=1" });
    expect(decideLanguage(get("/", "", "fr"))).toEqual({ locale: "fr" });
    expect(decideLanguage(get("/news", "", "ja"))).toEqual({ locale: "fr" });
  });

  it("never redirects a form post or a data request", () => {
    expect(decideLanguage({ ...get("/", "?lang=en", "ja"), method: "POST" })).toEqual({ locale: "fr" });
    expect(decideLanguage({ ...get("/", "?lang=en", "ja"), data: true })).toEqual({ locale: "fr" });
  });

  it("never redirects an API call, whose messages follow the language chosen in the menu", () => {
    expect(decideLanguage(get("/api/v1/schedule.json", "?lang=en", "ja"))).toEqual({ locale: "ja" });
    expect(decideLanguage(get("/api/v1/schedule.json", "", "xx"))).toEqual({ locale: "fr" });
  });
});
