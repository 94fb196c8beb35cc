import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { DEFAULT_LOCALE, INTL_TAGS, localizePath, type Locale } from "~/platform/i18n/locales.ts";

/**
 * The web app manifest of a language (ADR 035): the site installs on a phone's home screen in the
 * visitor's language and opens on its home page, with the schedule, the favourites and the live
 * results one press away.
 */
export function webManifest(locale: Locale = DEFAULT_LOCALE) {
  const { t } = translatorFor(locale);
  const at = (path: string) => localizePath(path, locale);
  return {
    id: "/",
    name: t("site.fullName"),
    short_name: t("site.name"),
    description: t("home.metaDescription"),
    lang: INTL_TAGS[locale],
    dir: "ltr",
    start_url: at("/"),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b4f6c",
    icons: [
      { src: "/images/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/images/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
    shortcuts: [
      { name: t("nav.schedule"), url: at("/schedule") },
      { name: t("nav.favourites"), url: at("/favourites") },
      { name: t("nav.liveLabel"), url: at("/live") },
    ],
  };
}
