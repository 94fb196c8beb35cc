import { LOCALES } from "~/platform/i18n/locales.ts";
import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import type { LocalizedList, LocalizedValue } from "../../../vocabulary/locales.ts";

// A content kind's fields, described as plain data: the server builds its checks from them
// (schema.server.ts), the back office its form, and the public pages read the values they describe.
// Shared with the browser, so no zod here.

interface FieldBase {
  name: string;
  /**
   * A fact still to be announced while empty: the public page says so in one consistent way, and the
   * dashboard lists it until an organiser fills it in.
   */
  confirm?: true;
}

export type FieldDef = FieldBase &
  (
    | { type: "text"; required?: true; max: number }
    /** Six languages; French required when the field is. */
    | { type: "localized"; required?: true; max: number; multiline?: true }
    /** Six languages of Markdown (a prose page's body), previewed as the public page renders it; French required when the field is. */
    | { type: "markdown"; required?: true; max: number }
    /** Six languages, each a list of lines. */
    | { type: "localizedList"; max: number }
    | { type: "integer"; min: number; max: number; required?: true }
    /** A calendar day, YYYY-MM-DD (Tahiti time); `notBefore`: the date field it may not precede (an end's start). */
    | { type: "date"; required?: true; notBefore?: string }
    /** A moment, typed in Tahiti time. */
    | { type: "datetime"; required?: true }
    /** `labelled`: each choice (and the empty one, `none`) has words in adminContent.options.{kind}.{field}. */
    | { type: "select"; options: readonly string[]; required?: true; labelled?: true }
    /** Stored as true when ticked, absent otherwise. */
    | { type: "checkbox" }
    | { type: "url"; required?: true }
    | { type: "email"; required?: true }
    /** A point on the map: longitude and latitude, both or neither. */
    | { type: "coordinates" }
    /** An image of the media library, by id. */
    | { type: "image"; required?: true }
    /** Any number of the items of another kind (a sport's venues), by id; none chosen: absent. */
    | { type: "choices"; of: ContentKind }
  );

export type FieldType = FieldDef["type"];

// A value per language is the vocabulary's (the schedule's columns hold some); fields describe them.
export type { LocalizedList, LocalizedValue };

export interface Coordinates {
  lon: number;
  lat: number;
}

/** What a field of this declaration holds once saved: the one place a field type becomes a value type. */
export type FieldValue<F extends FieldDef> = F extends { type: "localized" | "markdown" }
  ? LocalizedValue
  : F extends { type: "localizedList" }
    ? LocalizedList
    : F extends { type: "integer" | "image" }
      ? number
      : F extends { type: "select"; options: readonly (infer O)[] }
        ? O
        : F extends { type: "checkbox" }
          ? true
          : F extends { type: "coordinates" }
            ? Coordinates
            : F extends { type: "choices" }
              ? string[]
              : string;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * An item's saved fields, typed from the kind's field declarations: a required field is always there,
 * any other is absent while empty (ADR 027), as the server's checks store them.
 */
export type FieldsData<Fs extends readonly FieldDef[]> = Simplify<
  { [F in Fs[number] as F extends { required: true } ? F["name"] : never]: FieldValue<F> } & {
    [F in Fs[number] as F extends { required: true } ? never : F["name"]]?: FieldValue<F>;
  }
>;

/** What a form shows and posts, field by field: always text. */
export type ContentFormValues = Record<string, string>;

/** The names a field's controls post: one per language for a translatable field, two for a point. */
export function controlNames(field: FieldDef): string[] {
  switch (field.type) {
    case "localized":
    case "localizedList":
    case "markdown":
      return LOCALES.map((locale) => `${field.name}.${locale}`);
    case "coordinates":
      return [`${field.name}.lat`, `${field.name}.lon`];
    default:
      return [field.name];
  }
}

/** An item's stored fields as the form shows them. */
export function toFormValues(fields: readonly FieldDef[], data: Record<string, unknown>): ContentFormValues {
  const values: ContentFormValues = {};
  for (const field of fields) {
    const value = data[field.name];
    if (value === undefined || value === null) continue;
    switch (field.type) {
      case "localized":
      case "markdown":
        for (const locale of LOCALES) values[`${field.name}.${locale}`] = (value as Record<string, string>)[locale] ?? "";
        break;
      case "localizedList":
        for (const locale of LOCALES) values[`${field.name}.${locale}`] = ((value as Record<string, string[]>)[locale] ?? []).join("\n");
        break;
      case "choices":
        values[field.name] = (value as string[]).join("\n");
        break;
      case "coordinates":
        values[`${field.name}.lat`] = String((value as Coordinates).lat);
        values[`${field.name}.lon`] = String((value as Coordinates).lon);
        break;
      default:
        values[field.name] = String(value);
    }
  }
  return values;
}

/** What a post sent for these fields, as typed ("" for a missing control), to check it or show it again. */
export function readFormValues(fields: readonly FieldDef[], form: FormData): ContentFormValues {
  const values: ContentFormValues = {};
  for (const field of fields) {
    for (const name of controlNames(field)) {
      // A ticked box per chosen item, all under the field's name: one id a line, as stored.
      const posted = field.type === "choices" ? form.getAll(name) : [form.get(name)];
      values[name] = posted.filter((value) => typeof value === "string").join("\n");
    }
  }
  return values;
}
