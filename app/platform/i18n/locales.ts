import { LOCALES, type Locale } from "../../../vocabulary/locales.ts";

// The languages themselves are the vocabulary's, which db names too; the app reads them here, with
// what the site does with them.
export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "fr";
export const LANG_COOKIE = "lang";

/** Names in their own language, so a visitor always recognises theirs. */
export const LOCALE_NAMES: Record<Locale, string> = {
  fr: "Français",
  en: "English",
  es: "Español",
  pt: "Português",
  zh: "中文",
  ja: "日本語",
};

/** BCP 47 tags for Intl and hreflang. */
export const INTL_TAGS: Record<Locale, string> = {
  fr: "fr-FR",
  en: "en-GB",
  es: "es-ES",
  pt: "pt-PT",
  zh: "zh-CN",
  ja: "ja-JP",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path belongs to: its first segment when that is a non-default locale, else French. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * The language a request is answered in: its path's prefix, except in the back office and the API
 * (its refusals' messages), whose paths have none and which follow the language the visitor chose in
 * the menu (the lang cookie).
 */
export function requestLocale(pathname: string, chosen: string | undefined): Locale {
  if (pathname === "/admin" || pathname.startsWith("/admin/") || pathname.startsWith("/api/")) return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  return localeFromPath(pathname);
}

/** The path without its locale prefix ("/en/news" -> "/news", "/en" -> "/"). */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || "/";
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in another language. */
export function localizePath(pathname: string, locale: Locale): string {
  const base = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return base;
  return base === "/" ? `/${locale}` : `/${locale}${base}`;
}
