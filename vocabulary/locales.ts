// The site's six languages, French first: its source and the one every text must have. The schema's
// columns and the seed name them as the pages do (app/platform/i18n/locales.ts reads them).
export const LOCALES = ["fr", "en", "es", "pt", "zh", "ja"] as const;
export type Locale = (typeof LOCALES)[number];

/** Six languages of a field; only French is sure to be there. */
export type LocalizedValue = { fr: string } & Partial<Record<Exclude<Locale, "fr">, string>>;
export type LocalizedList = { fr: string[] } & Partial<Record<Exclude<Locale, "fr">, string[]>>;
