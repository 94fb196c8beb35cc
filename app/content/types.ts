import type { Locale } from "~/platform/i18n/locales.ts";

/** Every page's content exists in the six languages; a missing one fails typecheck. */
export type Localized<T> = Record<Locale, T>;

export interface PageMeta {
  /** <title>, unique per page and language. */
  title: string;
  description: string;
}
