import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, requestLocale, type Locale } from "./locales.ts";

export interface LanguageRequest {
  method: string;
  /** The page's path (see pagePath) and the URL's query, as sent. */
  pagePath: string;
  search: string;
  /** Whether React Router asks for data (a `.data` URL) rather than a document. */
  data: boolean;
  /** The lang cookie: the language the visitor chose in the menu. */
  chosen: string | undefined;
}

/** The language a request is answered in, or where it goes first (remembering a choice from the menu). */
export interface LanguageDecision {
  locale: Locale;
  redirect?: string;
  remember?: Locale;
}

/**
 * Decided once per request (server/request-facts.ts), read by the page cache, the render and the
 * refusal pages. The language menu's links carry ?lang=xx: the choice is remembered (the lang cookie)
 * and the visitor goes on to the clean URL; "/" follows that choice.
 */
export function decideLanguage({ method, pagePath, search, data, chosen }: LanguageRequest): LanguageDecision {
  const locale = requestLocale(pagePath, chosen);
  // An API's answer is data, not a page: a ?lang= there is the API's own parameter, not the menu's.
  if ((method !== "GET" && method !== "HEAD") || data || pagePath.startsWith("/api/")) return { locale };
  const query = new URLSearchParams(search);
  const picked = query.get(LANG_COOKIE);
  if (isLocale(picked)) {
    query.delete(LANG_COOKIE);
    const rest = query.toString();
    return { locale, redirect: pagePath + (rest ? `?${rest}` : ""), remember: picked };
  }
  if (pagePath === "/" && isLocale(chosen) && chosen !== DEFAULT_LOCALE) return { locale, redirect: `/${chosen}${search}` };
  return { locale };
}
