import { delegationName } from "~/content/countries/index.server.ts";
import { DELEGATION_CODES, findDelegation } from "~/content/delegations.ts";
import { SPORT_SLUGS, sportName, type SportSlug } from "~/content/sports.ts";
import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";

export interface Option {
  value: string;
  label: string;
}

export interface DelegationLabel {
  code: string;
  name: string;
  /** False for a code outside the delegation list, which has neither a page nor a flag. */
  linked: boolean;
}

export function isSportSlug(slug: string): slug is SportSlug {
  return (SPORT_SLUGS as readonly string[]).includes(slug);
}

/** A stored sport slug in a language; a slug outside the programme is shown as stored. */
export function resultSportName(slug: string, locale: Locale): string {
  return isSportSlug(slug) ? sportName(slug, locale) : slug;
}

export function delegationLabel(code: string, locale: Locale): DelegationLabel {
  const delegation = findDelegation(code);
  if (!delegation) return { code, name: code, linked: false };
  return { code: delegation.code, name: delegationName(code, locale) ?? code, linked: true };
}

function byLabel(locale: Locale, options: Option[]): Option[] {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

export function sportOptions(locale: Locale): Option[] {
  return byLabel(locale, SPORT_SLUGS.map((slug) => ({ value: slug, label: sportName(slug, locale) })));
}

export function delegationOptions(locale: Locale): Option[] {
  return byLabel(locale, DELEGATION_CODES.map((code) => ({ value: code, label: delegationName(code, locale) ?? code })));
}
