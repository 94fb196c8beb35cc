import type { Locale } from "~/platform/i18n/locales.ts";
import type { Localized } from "../types.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { ja } from "./ja.ts";
import { pt } from "./pt.ts";
import type { CountriesContent } from "./types.ts";
import { zh } from "./zh.ts";

export const countriesContent: Localized<CountriesContent> = { fr, en, es, pt, zh, ja };

/** A sport slug of the results table in a language; an unknown slug is shown as is. */
export function sportLabel(slug: string, locale: Locale): string {
  const { sports } = countriesContent[locale];
  return Object.hasOwn(sports, slug) ? (sports[slug] ?? slug) : slug;
}
