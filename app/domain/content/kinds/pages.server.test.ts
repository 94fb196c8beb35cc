import { describe, expect, it } from "vitest";
import { parseItem } from "../item-schema.server.ts";
import { initialItems } from "../initial-content.server.ts";
import { PROSE_PAGES } from "./pages.ts";
import { pagesKind } from "./pages.ts";

const valid = { "title.fr": "Accessibilité", "description.fr": "Une description.", "intro.fr": "Un chapeau.", "body.fr": "## Engagement\n\nTexte.", updated: "2026-11-24" };

describe("the pages kind", () => {
  it("stores a page's Markdown per language, French required", () => {
    const parsed = parseItem(pagesKind.fields, { ...valid, "body.en": "  ## Commitment  " });
    expect(parsed).toEqual({ ok: true, data: expect.objectContaining({ body: { fr: "## Engagement\n\nTexte.", en: "## Commitment" } }) });
  });

  it("refuses a body without its French, or too long, with the text kept", () => {
    const missing = parseItem(pagesKind.fields, { ...valid, "body.fr": " ", "body.ja": "## 取り組み" });
    expect(missing).toMatchObject({ ok: false, fieldErrors: { "body.fr": "forms.errors.required" }, values: { "body.ja": "## 取り組み" } });
    const long = parseItem(pagesKind.fields, { ...valid, "body.en": "x".repeat(30001) });
    expect(long).toMatchObject({ ok: false, fieldErrors: { "body.en": { key: "forms.errors.tooLong", values: { limit: 30000 } } } });
  });

  it("starts with one item per prose page, in all six languages", () => {
    const items = initialItems("pages");
    expect(items.map((item) => item.id).sort()).toEqual(Object.keys(PROSE_PAGES).sort());
    for (const item of items) expect(Object.keys(item.data.body as object).sort()).toEqual(["en", "es", "fr", "ja", "pt", "zh"]);
  });
});
