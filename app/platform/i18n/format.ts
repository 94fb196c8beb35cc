import { INTL_TAGS, type Locale } from "./locales.ts";

// Intl formatters are costly to build and immutable: keep one per locale and options.
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.DisplayNames;
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatDate(value: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const key = `d|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(INTL_TAGS[locale], options)).format(date);
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(INTL_TAGS[locale], options)).format(value);
}

/** A file's size in the reader's language: kilobytes under a megabyte (a tenth at least, never "0" of a file that has bytes), megabytes above. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes > 0 ? Math.max(bytes / 1024, 0.1) : 0, "kilobyte"] : [bytes / 1024 / 1024, "megabyte"];
  return formatNumber(value, locale, { style: "unit", unit, maximumFractionDigits: value < 10 ? 1 : 0 });
}

/** Items in the reader's language: "Île et Capacité", "島、収容人数". */
export function formatList(items: readonly string[], locale: Locale): string {
  return cached(`l|${locale}|and`, () => new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" })).format(items);
}

/** Alternatives in the reader's language: "PDF or ZIP", "PDF または ZIP". */
export function formatAlternatives(items: readonly string[], locale: Locale): string {
  return cached(`l|${locale}|or`, () => new Intl.ListFormat(INTL_TAGS[locale], { type: "disjunction" })).format(items);
}

/** A language's name in the reader's language, as a sentence uses it: "anglais", "フランス語". */
export function languageName(language: Locale, locale: Locale): string {
  const names = cached(`dn|${locale}`, () => new Intl.DisplayNames(INTL_TAGS[locale], { type: "language" }));
  return names.of(language) ?? language;
}
