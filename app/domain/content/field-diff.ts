import { wordDiff, type DiffPart } from "~/platform/diff/word-diff.ts";
import { LOCALES, type Locale } from "~/platform/i18n/locales.ts";
import type { FieldDef } from "./fields.ts";

// What changed between two saved states of a content item, field by field, as the history page shows
// it: words for texts, language by language for translatable ones, the pictures for an image, before
// and after for the rest. Only the fields that changed are listed.

export type FieldChange =
  | { name: string; type: "words"; parts: DiffPart[] }
  | { name: string; type: "languages"; languages: { locale: Locale; parts: DiffPart[] }[] }
  | { name: string; type: "image"; before: number | null; after: number | null }
  /** Values as stored (a date, a time, a choice's key, a point as "lat, lon"), null when empty. */
  | { name: string; type: "values"; before: string | null; after: string | null };

type Stored = Record<string, unknown> | null;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const lines = (value: unknown) => (Array.isArray(value) ? value.filter((line) => typeof line === "string").join("\n") : "");
const language = (value: unknown, locale: Locale) => (value && typeof value === "object" ? (value as Record<string, unknown>)[locale] : undefined);
const plain = (value: unknown): string | null => {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "object" && "lat" in value && "lon" in value) return `${String(value.lat)}, ${String(value.lon)}`;
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : null;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};
const imageId = (value: unknown) => (typeof value === "number" ? value : null);

function fieldChange(field: FieldDef, before: unknown, after: unknown): FieldChange | null {
  switch (field.type) {
    case "text":
      return text(before) === text(after) ? null : { name: field.name, type: "words", parts: wordDiff(text(before), text(after)) };
    case "localized":
    case "markdown":
    case "localizedList": {
      const read = field.type === "localizedList" ? lines : text;
      const languages = LOCALES.map((locale) => [locale, read(language(before, locale)), read(language(after, locale))] as const)
        .filter(([, from, to]) => from !== to)
        .map(([locale, from, to]) => ({ locale, parts: wordDiff(from, to) }));
      return languages.length === 0 ? null : { name: field.name, type: "languages", languages };
    }
    case "image":
      return imageId(before) === imageId(after) ? null : { name: field.name, type: "image", before: imageId(before), after: imageId(after) };
    case "integer":
    case "date":
    case "datetime":
    case "select":
    case "checkbox":
    case "url":
    case "email":
    case "coordinates":
    case "choices":
      return plain(before) === plain(after) ? null : { name: field.name, type: "values", before: plain(before), after: plain(after) };
  }
}

/** The changes from one state to another (null: the item did not exist, or was deleted), in the form's order. */
export function fieldDiff(fields: readonly FieldDef[], from: Stored, to: Stored): FieldChange[] {
  return fields.map((field) => fieldChange(field, from?.[field.name], to?.[field.name])).filter((change) => change !== null);
}
