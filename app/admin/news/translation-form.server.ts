import type { z } from "zod";
import type { FormFailure } from "~/platform/forms/form-result.ts";
import { fromZodError, readValues } from "~/platform/forms/form-result.server.ts";
import { checkVersion, newsFormSchema } from "./news-form.server.ts";
import { TRANSLATION_FIELDS, type TranslationField, type TranslationFormValues } from "./translation-fields.ts";

// A translation has the story's words and its own status; the rest belongs to the story.
const translationFormSchema = newsFormSchema.pick({ title: true, excerpt: true, imageAlt: true, content: true, published: true, publishAt: true, unpublishAt: true });

export type TranslationInput = z.infer<typeof translationFormSchema>;

export function readTranslationForm(form: FormData): TranslationFormValues {
  return readValues(form, TRANSLATION_FIELDS);
}

export type TranslationFormCheck = { ok: true; input: TranslationInput } | FormFailure<TranslationField>;

/** The same rules as the story's own language, its HTML sanitised the same way. */
export function checkTranslationForm(values: TranslationFormValues, now = new Date()): TranslationFormCheck {
  const parsed = translationFormSchema.safeParse(values);
  if (!parsed.success) return fromZodError(parsed.error, values, "forms.errors.required");
  return checkVersion(parsed.data, values, now);
}
