import type { FormResult } from "~/platform/forms/form-result.ts";

// The news form's fields and what its action answers, shared by the server modules and the form.

/** Every field the form posts: the switches as "on" or nothing, the version the form was loaded with (ISO, empty for a new article). */
export const NEWS_FIELDS = ["title", "excerpt", "coverMediaId", "imageUrl", "imageAlt", "content", "category", "language", "authorId", "featured", "published", "publishAt", "unpublishAt", "version"] as const;
export type NewsField = (typeof NEWS_FIELDS)[number];

export type NewsFormValues = Record<NewsField, string>;

export interface NewsPreview {
  title: string;
  excerpt: string;
  /** The cover as it would show: a library image's preview or the outside URL. */
  imageUrl: string | null;
  /** Already sanitised by the server. */
  content: string;
}

/** What a news form post answers; every answer carries the values back so nothing typed is lost. A preview comes with the article as it would read. */
export type NewsFormResult = FormResult<NewsField> & { preview?: NewsPreview };

export interface AuthorChoice {
  id: string;
  /** The display name: what the byline shows. */
  name: string;
}
