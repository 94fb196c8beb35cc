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

// Calendar days and months, not instants: a day such as "2027-08-01" parses as UTC midnight, so it is
// formatted in UTC, and the server and every visitor's browser show the announced day.
export const MONTH_FORMAT: Intl.DateTimeFormatOptions = { month: "long", year: "numeric", timeZone: "UTC" };

/** How Chinese and Japanese join two dates: ICU's range formats for them fall back to digits ("2027/08/01～2027/08/15"). */
const DAY_RANGE_JOINER: Partial<Record<Locale, string>> = { zh: "至", ja: "～" };

/** A span of calendar days in the reader's language: "1–15 août 2027", "5 juillet – 10 août 2027", "2027年8月1日～2027年8月15日". */
export function formatDayRange(start: string, end: string, locale: Locale): string {
  const format = cached(`r|${locale}`, () => new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }));
  const joiner = DAY_RANGE_JOINER[locale];
  return joiner ? `${format.format(new Date(start))}${joiner}${format.format(new Date(end))}` : format.formatRange(new Date(start), new Date(end));
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
