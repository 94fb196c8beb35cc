import { redirect, type MiddlewareFunction } from "react-router";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { translatorContext, localeContext } from "./context.ts";
import { translatorFor } from "./i18n.server.ts";
import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, requestLocale } from "./locales.ts";

const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function storedLocale(request: Request): string | undefined {
  return request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([a-z]{2})(?:;|$)`))?.[1];
}

/** The page path a request is about, for documents and for React Router's data requests alike. */
export function pagePath(url: URL): string {
  const path = url.pathname;
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  if (path === "/_root.data") return "/";
  return path.replace(/\.data$/, "");
}

function isDataRequest(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/**
 * Sets the request's language from its URL. The language menu's links carry ?lang=xx: the choice is
 * stored in a cookie and the visitor is sent on to the clean URL; "/" follows that stored choice.
 */
export const i18nMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const path = pagePath(url);
  const stored = storedLocale(request);
  const locale = requestLocale(path, stored);

  if (request.method === "GET" && !isDataRequest(url)) {
    const chosen = url.searchParams.get(LANG_COOKIE);
    if (isLocale(chosen)) {
      url.searchParams.delete(LANG_COOKIE);
      const secure = context.get(servicesContext).env.PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
      const cookie = `${LANG_COOKIE}=${chosen}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
      throw redirect(safeRedirect(url.pathname + url.search, "/"), { headers: { "Set-Cookie": cookie } });
    }
    if (url.pathname === "/") {
      if (isLocale(stored) && stored !== DEFAULT_LOCALE) throw redirect(`/${stored}${url.search}`);
    }
  }

  context.set(localeContext, locale);
  context.set(translatorContext, translatorFor(locale));
  return next();
};
