import { data, defineBehaviour } from "~/platform/behaviours/behaviour.ts";

/**
 * A page kept for visitors with no signal (OfflinePage, offline.client.ts), on the element around it:
 * `offlineNotice`, what it says while the browser is offline (hidden otherwise); `keepOffline`, links
 * whose pages are kept with it (the schedule's other days).
 */
export const offlinePage = defineBehaviour({
  name: "offlinePage",
  parts: data<{ offlineNotice: true; keepOffline: true }>(),
  attach: "load",
});
