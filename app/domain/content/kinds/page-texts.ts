import type { ContentKind } from "../../../../vocabulary/content-keys.ts";
import type { FieldDef } from "../fields.ts";
import type { KindDef } from "./kind.ts";

/** One of a page's own texts: its name, its longest length, and whether it is a paragraph rather than a line. */
export interface PageTextDef {
  name: string;
  max: number;
  paragraph?: true;
}

/** What every page has: its heading and lead, and its title and description for search engines and shares. */
const HEAD_TEXTS = [
  { name: "title", max: 80 },
  { name: "intro", max: 400, paragraph: true },
  { name: "metaTitle", max: 90 },
  { name: "metaDescription", max: 300, paragraph: true },
] as const satisfies readonly PageTextDef[];

/** A page's text as a field: named by the text, in six languages, French required. */
type PageTextField<N extends string> = FieldDef & { name: N; type: "localized"; required: true; max: number; multiline?: true };

function textField<N extends string>({ name, max, paragraph }: { name: N; max: number; paragraph?: true }): PageTextField<N> {
  return paragraph ? { name, type: "localized", required: true, max, multiline: true } : { name, type: "localized", required: true, max };
}

/**
 * A page's own words (its head texts above, its section headings and leads, its notes) as one item the
 * organisers edit like the facts it presents (ADR 029). Every text is required in French; the words
 * that label the data (a column, a button, a date's caption) are the interface's, in the locale messages.
 */
export function pageTextsKind<const K extends ContentKind, const T extends readonly PageTextDef[]>(kind: K, page: string, sectionTexts: T) {
  const texts = [...HEAD_TEXTS, ...sectionTexts] as const;
  const fields = texts.map((text) => textField<(typeof HEAD_TEXTS)[number]["name"] | T[number]["name"]>(text));
  // Checked apart from its literal: `as const satisfies` would widen the generic kind to every kind's name.
  const def = { kind, single: true, pageTexts: true, titleField: "title", pages: [page], fields, texts } as const;
  return def satisfies KindDef & { texts: readonly PageTextDef[] };
}

/** The names of a page-texts kind's texts. */
export type PageTextName<D extends { texts: readonly PageTextDef[] }> = D["texts"][number]["name"];
