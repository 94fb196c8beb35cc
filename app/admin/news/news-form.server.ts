import { z } from "zod";
import { NEWS_CATEGORIES } from "../../../vocabulary/news-keys.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { keyOfMediaPath } from "~/domain/media/media-files.ts";
import { sanitizeArticleHtml } from "~/domain/news/sanitize.server.ts";
import type { FormFailure, FormValues } from "~/platform/forms/form-result.ts";
import { fromZodError, readValues } from "~/platform/forms/form-result.server.ts";
import { message } from "~/platform/forms/form-validation.ts";
import { scheduleErrors, scheduleFields, type Schedule } from "./schedule.server.ts";
import type { MessageKey } from "~/platform/i18n/translator.ts";
import { CONTENT_MAX, EXCERPT_MAX, IMAGE_ALT_MAX, TITLE_MAX } from "./limits.ts";
import { NEWS_FIELDS, type NewsField, type NewsFormValues } from "./news-fields.ts";

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

// The site's CSP lets pages load images over https only (and its own): an http:// image would show
// broken. A file of the media library is named by its path.
const isShowableImage = (value: string) => value.startsWith("https://") || keyOfMediaPath(value) !== null;

/** The outside image's alt text in the version's language; none leaves the picture to its caption and title. */
export const imageAltSchema = z
  .string()
  .trim()
  .max(IMAGE_ALT_MAX, message("adminNews.errors.imageAltTooLong"))
  .transform((value) => value || null);

// Messages are keys of the adminNews.errors block: the page shows them in the editor's language.
export const newsFormSchema = z.object({
  title: z.string().trim().min(1, message("adminNews.errors.titleRequired")).max(TITLE_MAX, message("adminNews.errors.titleTooLong")),
  excerpt: z.string().trim().min(1, message("adminNews.errors.excerptRequired")).max(EXCERPT_MAX, message("adminNews.errors.excerptTooLong")),
  // A library item's id, checked against the library by checkCover.
  coverMediaId: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, message("adminNews.errors.coverMissing"))
    .transform((value) => (value === "" ? null : Number(value))),
  imageUrl: z
    .string()
    .trim()
    .refine((value) => value === "" || keyOfMediaPath(value) !== null || isHttpUrl(value), message("adminNews.errors.imageUrlInvalid"))
    .refine((value) => value === "" || isShowableImage(value), message("adminNews.errors.imageUrlNotHttps"))
    .transform((value) => value || null),
  imageAlt: imageAltSchema,
  content: z.string().trim().min(1, message("adminNews.errors.contentRequired")).max(CONTENT_MAX, message("adminNews.errors.contentTooLong")),
  category: z.enum(NEWS_CATEGORIES, message("adminNews.errors.categoryInvalid")),
  language: z.enum(LOCALES, message("adminNews.errors.languageInvalid")),
  // A staff member's id (checked against the accounts by checkAuthor); empty for the newsroom.
  authorId: z
    .string()
    .trim()
    .max(100, message("adminNews.errors.authorInvalid"))
    .transform((value) => value || null),
  // The switches post "on" when they are on, nothing when they are off.
  featured: z.string().transform((value) => value === "on"),
  published: z.string().transform((value) => value === "on"),
  ...scheduleFields,
});

export type NewsInput = z.infer<typeof newsFormSchema>;

/** What the editor sent, as text, so a refused form comes back exactly as it was sent. */
export function readNewsForm(form: FormData): NewsFormValues {
  return readValues(form, NEWS_FIELDS);
}

export type NewsFormCheck = { ok: true; input: NewsInput } | FormFailure<NewsField>;

/** Article HTML as it will be saved: sanitised with the allowlist; null when nothing allowed is left. */
export function savedContent(content: string): string | null {
  // Content made only of forbidden markup is as empty as no content at all.
  return sanitizeArticleHtml(content).trim() || null;
}

type VersionField = "content" | "publishAt" | "unpublishAt";

/**
 * What the schema cannot check alone, for any version's form (the story's source, a translation):
 * its content sanitised and not left empty, its schedule possible. Every error at once.
 */
export function checkVersion<Field extends string, Input extends Schedule & { content: string }>(
  input: Input,
  values: FormValues<Field>,
  now: Date,
): { ok: true; input: Input } | FormFailure<Field> {
  const fieldErrors: Partial<Record<VersionField, MessageKey>> = scheduleErrors(input, now);
  const content = savedContent(input.content);
  if (content === null) fieldErrors.content = "adminNews.errors.contentRequired";
  if (content === null || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors: fieldErrors as FormFailure<Field>["fieldErrors"], values };
  return { ok: true, input: { ...input, content } };
}

/** The form's values checked against docs/SPEC.md's rules, with the article HTML sanitised on the way. */
export function checkNewsForm(values: NewsFormValues, now = new Date()): NewsFormCheck {
  const parsed = newsFormSchema.safeParse(values);
  if (!parsed.success) return fromZodError(parsed.error, values, "forms.errors.required");
  return checkVersion(parsed.data, values, now);
}
