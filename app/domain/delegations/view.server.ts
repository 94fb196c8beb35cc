import type { CountriesContent } from "~/content/countries/types.ts";
import type { DelegationView } from "./public-delegations.server.ts";


/** What a delegation is at these Games, most specific first: the host is also a council member. */
export function statusLabels(view: DelegationView, content: CountriesContent): string[] {
  return view.host ? [content.status.host, content.status[view.status]] : [content.status[view.status]];
}
