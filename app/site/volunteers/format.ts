import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";

// Calendar days and months, not instants: formatting in UTC keeps the announced day whatever time
// zone the server or the browser runs in.
export const MONTH_FORMAT: Intl.DateTimeFormatOptions = { month: "long", year: "numeric", timeZone: "UTC" };

/** A span of days in the visitor's language, e.g. "5 juillet – 10 août 2027". */
export function formatDayRange(start: string, end: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).formatRange(new Date(start), new Date(end));
}

/** Replaces {name} placeholders of a content string. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
