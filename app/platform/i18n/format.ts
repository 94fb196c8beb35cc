import { INTL_TAGS, type Locale } from "./locales.ts";

// Intl formatters are costly to build and immutable: keep one per locale and options.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
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
