import { findDelegation, type Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { SPORT_SLUGS, sportName, type SportSlug } from "~/content/sports.ts";
import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";

export interface Option {
  value: string;
  label: string;
}

export interface DelegationLabel {
  code: string;
  name: string;
  /** Set when the name is the French standing in for the visitor's language. */
  lang?: "fr";
  /** False for a code outside the delegation list (a delegation deleted since), which has neither a page nor a flag. */
  linked: boolean;
  region?: string;
}

export function isSportSlug(slug: string): slug is SportSlug {
  return (SPORT_SLUGS as readonly string[]).includes(slug);
}

/** A stored sport slug in a language; a slug outside the programme is shown as stored. */
export function resultSportName(slug: string, locale: Locale): string {
  return isSportSlug(slug) ? sportName(slug, locale) : slug;
}

export function delegationLabel(code: string, delegations: Delegations): DelegationLabel {
  const delegation = findDelegation(delegations, code);
  if (!delegation) return { code, name: code, linked: false };
  return { code: delegation.code, name: delegation.name.value, ...(delegation.name.lang && { lang: delegation.name.lang }), linked: true, region: delegation.region };
}

function byLabel(locale: Locale, options: Option[]): Option[] {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

export function sportOptions(locale: Locale): Option[] {
  return byLabel(locale, SPORT_SLUGS.map((slug) => ({ value: slug, label: sportName(slug, locale) })));
}

export function delegationOptions(delegations: Delegations, locale: Locale): Option[] {
  return byLabel(locale, delegations.list.map(({ code, name }) => ({ value: code, label: name.value })));
}
