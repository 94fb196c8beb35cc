import { DELEGATIONS, type Delegation } from "~/content/delegations.ts";
import type { CountriesContent } from "~/content/countries/types.ts";
import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";

/** Replaces each "{key}" of a content string. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

export function delegationView(delegation: Delegation, content: CountriesContent) {
  return {
    code: delegation.code,
    name: content.names[delegation.code],
    status: delegation.status,
    host: delegation.host,
  };
}

export type DelegationView = ReturnType<typeof delegationView>;

/** Every delegation for the cards: the host first, then by name in the visitor's language. */
export function delegationCards(locale: Locale, content: CountriesContent): DelegationView[] {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  return DELEGATIONS.map((delegation) => delegationView(delegation, content)).sort(
    (a, b) => Number(b.host) - Number(a.host) || collator.compare(a.name, b.name),
  );
}

/** What a delegation is at these Games, most specific first: the host is also a council member. */
export function statusLabels(view: DelegationView, content: CountriesContent): string[] {
  return view.host ? [content.status.host, content.status[view.status]] : [content.status[view.status]];
}
