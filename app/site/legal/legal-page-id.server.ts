import { LEGAL_PAGE_IDS, type LegalPageId } from "~/content/legal/types.ts";
import { stripLocale } from "~/platform/i18n/locales.ts";
import { pagePath } from "~/platform/page-policy/page-path.ts";

/**
 * The four legal pages share one route module: the page is the URL's path without its language.
 * Loaders see the ".data" URL of client-side navigations, hence pagePath.
 */
export function legalPageId(url: string): LegalPageId | undefined {
  const path = stripLocale(pagePath(new URL(url).pathname)).slice(1);
  return LEGAL_PAGE_IDS.find((id) => id === path);
}
