import { findDelegation, type Delegations } from "~/domain/delegations/public-delegations.server.ts";
import type { Sports } from "~/domain/sports/public-sports.server.ts";
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

/** The slug of a sport on the programme, for its pictogram; none for a slug outside it. */
export function programmeSlug(sports: Sports, slug: string): string | undefined {
  return sports.bySlug.has(slug) ? slug : undefined;
}

export function delegationLabel(code: string, delegations: Delegations): DelegationLabel {
  const delegation = findDelegation(delegations, code);
  if (!delegation) return { code, name: code, linked: false };
  return { code: delegation.code, name: delegation.name.value, ...(delegation.name.lang && { lang: delegation.name.lang }), linked: true, region: delegation.region };
}

export function delegationOptions(delegations: Delegations, locale: Locale): Option[] {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  return delegations.list.map(({ code, name }) => ({ value: code, label: name.value })).sort((a, b) => collator.compare(a.label, b.label));
}
