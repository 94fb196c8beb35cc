import { data, defineBehaviour } from "~/platform/behaviours/behaviour.ts";

/**
 * The account menu of the header (AccountStatus): rendered hidden in every public page, shown by
 * account-status.client.ts with the signed-in email written into its `accountEmail` part.
 */
export const accountStatus = defineBehaviour({
  name: "accountStatus",
  parts: data<{ accountEmail: true }>(),
  attach: "load",
});
