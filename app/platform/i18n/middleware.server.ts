import { redirect, type MiddlewareFunction } from "react-router";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { requestContext } from "~/platform/http/request-context.ts";
import { translatorContext, localeContext } from "./context.ts";
import { translatorFor } from "./i18n.server.ts";
import { LANG_COOKIE } from "./locales.ts";

const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Answers in the request's language, decided by the server before it came here, or goes where that decision says first. */
export const i18nMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const { language, secure: https } = context.get(requestContext);
  const { locale, redirect: location, remember } = language;
  if (location !== undefined) {
    const secure = https ? "; Secure" : "";
    const cookie = remember && `${LANG_COOKIE}=${remember}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
    throw redirect(safeRedirect(location, "/"), cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
  }
  context.set(localeContext, locale);
  context.set(translatorContext, translatorFor(locale));
  return next();
};
