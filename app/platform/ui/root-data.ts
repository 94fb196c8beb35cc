import type { Locale } from "~/platform/i18n/locales.ts";

/**
 * What the root route's loader gives every page and parts of any page read (useRouteLoaderData("root")):
 * declared here because the parts sit below the root module (ADR 015), which checks it returns this.
 */
export interface RootData {
  locale: Locale;
  /** The site's address (PUBLIC_URL), for links that leave the page: calendar subscriptions. */
  publicUrl: string;
}
