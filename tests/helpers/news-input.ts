import type { NewsInput } from "~/admin/news/news-form.server.ts";

/** A checked news form, as the save functions take it: a French draft with no cover, no author and no schedule. */
export function newsInput(changes: Partial<NewsInput> = {}): NewsInput {
  return {
    title: "Titre",
    excerpt: "Résumé",
    coverMediaId: null,
    imageUrl: null,
    imageAlt: null,
    content: "<p>Texte</p>",
    category: "preparation",
    language: "fr",
    authorId: null,
    featured: false,
    published: false,
    publishAt: null,
    unpublishAt: null,
    ...changes,
  };
}
