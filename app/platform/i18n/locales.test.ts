import { describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { localeFromPath, localizePath, requestLocale, stripLocale } from "./locales.ts";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([a-z]+)/gi)].map((m) => m[1]).sort();

const source = flatten(fr);

describe.each(Object.entries({ en, es, pt, zh, ja }))("locale %s", (_name, messages) => {
  const target = flatten(messages as Tree);

  it("has exactly the French keys", () => {
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it("has no empty string and keeps every placeholder", () => {
    for (const [key, text] of source) {
      const translated = target.get(key) ?? "";
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });
});

describe("locale paths", () => {
  it("reads the language from the first segment", () => {
    expect(localeFromPath("/")).toBe("fr");
    expect(localeFromPath("/news/3")).toBe("fr");
    expect(localeFromPath("/ja")).toBe("ja");
    expect(localeFromPath("/en/news")).toBe("en");
    expect(localeFromPath("/fr/news")).toBe("fr");
    expect(localeFromPath("/english")).toBe("fr");
  });

  it("switches the same page between languages", () => {
    expect(stripLocale("/en/news/3")).toBe("/news/3");
    expect(stripLocale("/zh")).toBe("/");
    expect(localizePath("/news/3", "ja")).toBe("/ja/news/3");
    expect(localizePath("/en/news", "fr")).toBe("/news");
    expect(localizePath("/en", "fr")).toBe("/");
    expect(localizePath("/", "pt")).toBe("/pt");
  });

  it("answers the back office in the language chosen in the menu, public pages in their prefix's", () => {
    expect(requestLocale("/admin/news", "ja")).toBe("ja");
    expect(requestLocale("/admin", "xx")).toBe("fr");
    expect(requestLocale("/ja/news", "en")).toBe("ja");
    expect(requestLocale("/news", "en")).toBe("fr");
  });
});
