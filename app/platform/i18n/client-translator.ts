import { DEFAULT_LOCALE, isLocale } from "./locales.ts";
import { loadMessages } from "./resources.ts";
import { createTranslator, type Translator } from "./translator.ts";

/** In the browser: the translator of the page's language (`<html lang>`), its strings loaded on demand. */
export async function loadPageTranslator(): Promise<Translator> {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  return createTranslator(locale, await loadMessages[locale]());
}
