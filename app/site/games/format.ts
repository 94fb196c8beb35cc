import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";

/** "Tahiti, Moorea and Raiatea", joined the way the language joins a list. */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" }).format(items);
}
