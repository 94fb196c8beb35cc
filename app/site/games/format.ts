import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";

/**
 * "1–15 August 2027" from two calendar days. A day such as "2027-08-01" parses as UTC midnight, so
 * it is formatted in UTC: the server and every visitor's browser then show the same day.
 */
export function formatDayRange(start: string, end: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).formatRange(new Date(start), new Date(end));
}

/** "Tahiti, Moorea and Raiatea", joined the way the language joins a list. */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" }).format(items);
}
