import { createInstance, type i18n } from "i18next";
import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { LOCALES, type Locale } from "./locales.ts";
import { i18nOptions } from "./options.ts";

const MESSAGES = { fr, en, es, pt, zh, ja };

// One fully initialised instance per language, built once at boot: building a new instance
// per request cost a quarter of the server-rendering time.
const instances = Object.fromEntries(
  LOCALES.map((lng) => {
    const instance = createInstance();
    void instance.init({ ...i18nOptions(lng), resources: { [lng]: { translation: MESSAGES[lng] } } });
    return [lng, instance];
  }),
) as Record<Locale, i18n>;

/** The language's instance, shared by every request: nothing changes it after boot (no language switch, no loading). */
export function i18nFor(locale: Locale): i18n {
  return instances[locale];
}

export function messagesFor(locale: Locale) {
  return MESSAGES[locale];
}
