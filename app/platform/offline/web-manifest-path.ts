import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";

/** `/manifest.webmanifest` in French, `/{lang}/manifest.webmanifest` in the other languages. */
export const WEB_MANIFEST_FILE = "/manifest.webmanifest";

/** The language of a web manifest's path, or nothing for any other path. */
export function webManifestLocale(path: string): Locale | undefined {
  return LOCALES.find((locale) => localizePath(WEB_MANIFEST_FILE, locale) === path);
}
