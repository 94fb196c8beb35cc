import { describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { createTranslator } from "./translator.ts";

const french = createTranslator("fr", fr);
const english = createTranslator("en", en);
const japanese = createTranslator("ja", ja);

describe("createTranslator", () => {
  it("reads a message by its dotted path and knows its language", () => {
    expect(french.t("nav.news")).toBe("Actualités");
    expect(english.t("nav.news")).toBe("News");
    expect(japanese.locale).toBe("ja");
  });

  it("fills every {{name}} slot, the same value as often as it appears", () => {
    expect(french.t("news.pageOf", { page: 2, pages: 5 })).toBe("Page 2 sur 5");
    expect(japanese.t("news.pageOf", { page: 2, pages: 5 })).toBe("2 / 5 ページ");
  });

  it("leaves a slot without a value empty rather than showing its braces", () => {
    expect(english.t("news.pageOf", { page: 2 })).toBe("Page 2 of ");
  });

  it("formats {{count, number}} in the language's own way", () => {
    expect(french.t("home.chipAthletes", { count: 4000 })).toBe("4\u202f000 athlètes");
    expect(english.t("home.chipAthletes", { count: 4000 })).toBe("4,000 athletes");
    expect(japanese.t("home.chipAthletes", { count: 4000 })).toBe("選手4,000名");
  });

  it("chooses the plural form by the language's rules", () => {
    // French counts 0 and 1 as singular, English only 1; Japanese has one form.
    expect(french.t("news.resultCount", { count: 0 })).toBe("0 actualité trouvée");
    expect(french.t("news.resultCount", { count: 1 })).toBe("1 actualité trouvée");
    expect(french.t("news.resultCount", { count: 12 })).toBe("12 actualités trouvées");
    expect(english.t("news.resultCount", { count: 0 })).toBe("0 articles found");
    expect(english.t("news.resultCount", { count: 1 })).toBe("1 article found");
    expect(japanese.t("news.resultCount", { count: 1 })).toBe("1件のニュースが見つかりました");
    expect(english.t("home.days", { count: 1 })).toBe("day");
    expect(english.t("home.days", { count: 3 })).toBe("days");
  });

  it("shows the key itself for a message that does not exist, and the compiler refuses it", () => {
    // @ts-expect-error: not a message key
    expect(english.t("nav.nowhere")).toBe("nav.nowhere");
  });
});
