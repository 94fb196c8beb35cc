import { LOCALES, type Locale } from "~/platform/i18n/locales.ts";

// The fields of an item's page, shared by its form and its action.
export const TITLE_MAX = 200;
export const ALT_MAX = 500;
export const CREDIT_MAX = 200;

export const altField = (locale: Locale) => `alt_${locale}` as const;
export const ALT_FIELDS = LOCALES.map(altField);
export const DETAIL_FIELDS = ["title", ...ALT_FIELDS, "credit", "licence", "focusX", "focusY"] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
