import type { Translate } from "~/platform/i18n/translator.ts";
import type { DelegationView } from "./public-delegations.server.ts";


/** What a delegation is at these Games, most specific first: the host is also a council member. */
export function statusLabels(view: DelegationView, t: Translate): string[] {
  const status = t(`countries.status.${view.status}`);
  return view.host ? [t("countries.status.host"), status] : [status];
}
