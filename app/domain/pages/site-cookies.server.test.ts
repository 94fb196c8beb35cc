import { describe, expect, it } from "vitest";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { SITE_COOKIES } from "./site-cookies.server.ts";

/** The names in the first column of a page's cookie table: `name` at the start of a row. */
function tableCookieNames(markdown: string): string[] {
  return [...markdown.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1]!);
}

describe("the cookie policy's initial text", () => {
  const cookies = initialItems("pages").find((item) => item.id === "cookies")!.data;

  it.each(LOCALES)("names in its table every cookie the code sets, and no other (%s)", (locale) => {
    const body = cookies.body[locale];
    expect(body).toBeDefined();
    expect(tableCookieNames(body!).sort()).toEqual([...SITE_COOKIES].sort());
  });

  it("finds a renamed cookie missing", () => {
    expect(tableCookieNames("| Nom | Rôle |\n| --- | --- |\n| `t27_gate` | Accès |\n| `old_name` | x |")).toEqual(["t27_gate", "old_name"]);
  });
});
