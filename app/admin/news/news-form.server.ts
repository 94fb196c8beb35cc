import { z } from "zod";
import { NEWS_CATEGORIES } from "../../../db/schema/index.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import type { Messages } from "~/locales/fr.ts";
import { sanitizeArticleHtml } from "~/domain/news/sanitize.server.ts";
import { CONTENT_MAX, EXCERPT_MAX, TITLE_MAX } from "./limits.ts";


export type NewsFieldError = keyof Messages["adminNews"]["errors"];
export const NEWS_FIELDS = ["title", "excerpt", "imageUrl", "content", "category", "language"] as const;
export type NewsField = (typeof NEWS_FIELDS)[number];

/** What the editor typed, as text, so a refused form comes back exactly as it was sent. */
export interface NewsFormValues {
  title: string;
  excerpt: string;
  imageUrl: string;
  content: string;
  category: string;
  language: string;
  published: boolean;
  /** The updated_at the form was loaded with (ISO), empty for a new article. */
  version: string;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

// Messages are keys of the adminNews.errors block: the page shows them in the editor's language.
export const newsFormSchema = z.object({
  title: z.string().trim().min(1, "titleRequired").max(TITLE_MAX, "titleTooLong"),
  excerpt: z.string().trim().min(1, "excerptRequired").max(EXCERPT_MAX, "excerptTooLong"),
  imageUrl: z
    .string()
    .trim()
    .refine((value) => value === "" || isHttpUrl(value), "imageUrlInvalid")
    .transform((value) => value || null),
  content: z.string().trim().min(1, "contentRequired").max(CONTENT_MAX, "contentTooLong"),
  category: z.enum(NEWS_CATEGORIES, { message: "categoryInvalid" }),
  language: z.enum(LOCALES, { message: "languageInvalid" }),
  published: z.boolean(),
});

export type NewsInput = z.infer<typeof newsFormSchema>;

export function readNewsForm(form: FormData): NewsFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    excerpt: text("excerpt"),
    imageUrl: text("imageUrl"),
    content: text("content"),
    category: text("category"),
    language: text("language"),
    published: form.get("published") === "on",
    version: text("version"),
  };
}

export type NewsFormCheck =
  | { ok: true; input: NewsInput }
  | { ok: false; errors: Partial<Record<NewsField, NewsFieldError>> };

/** The form's values checked against docs/SPEC.md's rules, with the article HTML sanitised on the way. */
export function checkNewsForm(values: NewsFormValues): NewsFormCheck {
  const parsed = newsFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<NewsField, NewsFieldError>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as NewsField;
      errors[field] ??= issue.message as NewsFieldError;
    }
    return { ok: false, errors };
  }
  const content = sanitizeArticleHtml(parsed.data.content).trim();
  // Content made only of forbidden markup is as empty as no content at all.
  if (content === "") return { ok: false, errors: { content: "contentRequired" } };
  return { ok: true, input: { ...parsed.data, content } };
}
