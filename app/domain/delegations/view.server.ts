import type { CountriesContent } from "~/content/countries/types.ts";
import type { DelegationView } from "./public-delegations.server.ts";

/** Replaces each "{key}" of a content string. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** What a delegation is at these Games, most specific first: the host is also a council member. */
export function statusLabels(view: DelegationView, content: CountriesContent): string[] {
  return view.host ? [content.status.host, content.status[view.status]] : [content.status[view.status]];
}
