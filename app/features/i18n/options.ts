import type { InitOptions } from "i18next";
import type { Locale } from "./locales.ts";

export function i18nOptions(lng: Locale): InitOptions {
  return {
    lng,
    fallbackLng: false,
    supportedLngs: [lng],
    ns: ["translation"],
    defaultNS: "translation",
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
