import type { KindDef } from "./kind.ts";

/** The prose pages, each an item whose id is the page's key: the site's routes name them, so none is added or deleted. */
export const PROSE_PAGES = {
  history: "/games/history",
  vision: "/games/vision",
  legal: "/legal",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
  accessibility: "/accessibility",
} as const;
export type ProsePageId = keyof typeof PROSE_PAGES;

export const pagesKind = {
  kind: "pages",
  titleField: "title",
  fixed: true,
  pages: Object.values(PROSE_PAGES),
  itemPages: PROSE_PAGES,
  fields: [
    { name: "title", type: "localized", required: true, max: 120 },
    /** What search engines and shared links show under the title. */
    { name: "description", type: "localized", required: true, max: 300, multiline: true },
    { name: "intro", type: "localized", required: true, max: 400, multiline: true },
    /** Markdown, headings from h2 down (the title is the page's h1). */
    { name: "body", type: "markdown", required: true, max: 30000 },
    /** The day the text last changed in substance, YYYY-MM-DD: a legal page states it. */
    { name: "updated", type: "date" },
  ],
} as const satisfies KindDef;
