import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";
import type { LocalizedList, LocalizedValue } from "./fields.ts";

/**
 * A translatable field as a visitor of one language reads it: their language, else the French, which
 * then carries `lang` so the page marks it (and screen readers read it) as French.
 */
export interface Shown<T = string> {
  value: T;
  /** Set when the value is the French standing in for a missing translation. */
  lang?: "fr";
}

export function shown(field: LocalizedValue, locale: Locale): Shown;
export function shown(field: LocalizedValue | undefined, locale: Locale): Shown | undefined;
export function shown(field: LocalizedValue | undefined, locale: Locale): Shown | undefined {
  if (!field) return undefined;
  const own = field[locale]?.trim();
  return own ? { value: own } : locale === "fr" ? { value: field.fr } : { value: field.fr, lang: "fr" };
}

export function shownList(field: LocalizedList | undefined, locale: Locale): Shown<string[]> | undefined {
  if (!field) return undefined;
  const own = field[locale];
  return own && own.length > 0 ? { value: own } : locale === "fr" ? { value: field.fr } : { value: field.fr, lang: "fr" };
}

/** True when any of these is French standing in for the visitor's language: the page then says so once. */
export function anyUntranslated(values: readonly (Shown<unknown> | undefined)[]): boolean {
  return values.some((value) => value?.lang !== undefined);
}

/** Orders items by their name as the visitor's language sorts words. */
export function byName(locale: Locale): (a: { name: Shown }, b: { name: Shown }) => number {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  return (a, b) => collator.compare(a.name.value, b.name.value);
}
