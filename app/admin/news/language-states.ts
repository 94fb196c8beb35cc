import { LOCALES, type Locale } from "~/platform/i18n/locales.ts";

export interface VersionFacts {
  language: string;
  published: boolean;
  /** When the server will publish it, if it is scheduled. */
  publishAt: Date | null;
  wordsChangedAt: Date;
  /** For a translation: the source's words it was last saved against. */
  sourceWordsAt: Date | null;
}

export interface LanguageState {
  locale: Locale;
  /** The language the story was written in. */
  source: boolean;
  status: "missing" | "draft" | "scheduled" | "published";
  /** A translation saved before the source's words last changed. */
  outdated: boolean;
}

/** Where a story stands in each of the six languages, in the site's order. */
export function languageStates(sourceLanguage: string, versions: VersionFacts[]): LanguageState[] {
  const source = versions.find((version) => version.language === sourceLanguage);
  return LOCALES.map((locale) => {
    const version = versions.find((candidate) => candidate.language === locale);
    const isSource = locale === sourceLanguage;
    if (!version) return { locale, source: isSource, status: "missing", outdated: false };
    const outdated = !isSource && source !== undefined && (version.sourceWordsAt === null || version.sourceWordsAt < source.wordsChangedAt);
    return { locale, source: isSource, status: version.published ? "published" : version.publishAt ? "scheduled" : "draft", outdated };
  });
}
