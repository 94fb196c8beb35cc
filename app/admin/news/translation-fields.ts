import type { FormResult } from "~/platform/forms/form-result.ts";

// The translation form's fields, shared by its server modules and the form.

/** The version the form was loaded with (ISO, empty for a new translation) and the source's words it shows (ISO). */
export const TRANSLATION_FIELDS = ["title", "excerpt", "imageAlt", "content", "published", "publishAt", "unpublishAt", "version", "basedOn"] as const;
export type TranslationField = (typeof TRANSLATION_FIELDS)[number];
export type TranslationFormValues = Record<TranslationField, string>;
export type TranslationFormResult = FormResult<TranslationField>;
