import { createCookie, redirect, type MiddlewareFunction } from "react-router";
import { i18nContext, localeContext } from "./context.ts";
import { i18nFor } from "./i18n.server.ts";
import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, localeFromPath } from "./locales.ts";

export const langCookie = createCookie(LANG_COOKIE, {
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
  sameSite: "lax",
  httpOnly: true,
});

/** The page path a request is about, for documents and for React Router's data requests alike. */
export function pagePath(url: URL): string {
  const path = url.pathname.replace(/\.data$/, "");
  return path === "/_root" ? "/" : path;
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
  const locale = localeFromPath(pagePath(url));

  if (request.method === "GET" && !isDataRequest(url)) {
    const chosen = url.searchParams.get(LANG_COOKIE);
    if (isLocale(chosen)) {
      url.searchParams.delete(LANG_COOKIE);
      throw redirect(url.pathname + url.search, { headers: { "Set-Cookie": await langCookie.serialize(chosen) } });
    }
    if (url.pathname === "/") {
      const stored: unknown = await langCookie.parse(request.headers.get("Cookie"));
      if (isLocale(stored) && stored !== DEFAULT_LOCALE) throw redirect(`/${stored}${url.search}`);
    }
  }

  context.set(localeContext, locale);
  context.set(i18nContext, i18nFor(locale));
  return next();
};
