import { PROSE_PAGES, type ProsePageId } from "~/domain/content/kinds/pages.ts";
import { stripLocale } from "~/platform/i18n/locales.ts";
import { pagePath } from "~/platform/page-policy/page-path.ts";

/**
 * The prose pages share one route module: the page is the URL's path without its language.
 * Loaders see the ".data" URL of client-side navigations, hence pagePath.
 */
export function prosePageId(url: string): ProsePageId | undefined {
  const path = stripLocale(pagePath(new URL(url).pathname));
  return (Object.keys(PROSE_PAGES) as ProsePageId[]).find((id) => PROSE_PAGES[id] === path);
}
