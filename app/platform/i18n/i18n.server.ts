import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { LOCALES, type Locale } from "./locales.ts";
import { createTranslator, type Translator } from "./translator.ts";

const MESSAGES = { fr, en, es, pt, zh, ja };

// One translator per language, built once at boot and shared by every request: nothing changes it.
const translators = Object.fromEntries(LOCALES.map((locale) => [locale, createTranslator(locale, MESSAGES[locale])])) as Record<Locale, Translator>;

export function translatorFor(locale: Locale): Translator {
  return translators[locale];
}
