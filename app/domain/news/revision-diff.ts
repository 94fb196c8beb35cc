import { wordDiff, type DiffPart } from "~/platform/diff/word-diff.ts";

export interface RevisionWords {
  title: string;
  excerpt: string;
  content: string;
  imageAlt: string | null;
  published: boolean;
}

export type RevisionField = "title" | "excerpt" | "content" | "imageAlt";

/** Article HTML as the words a reader sees, a block per line: what a diff of the content should compare. */
export function readableText(html: string): string {
  return html
    .replace(/<(br)\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|ul|ol)>/gi, "\n")
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, "[$1]")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/**
 * What changed from one revision to another, field by field, word by word (only the fields that
 * did): the words removed, the words added, the rest as context.
 */
export function revisionDiff(from: RevisionWords, to: RevisionWords): { field: RevisionField; parts: DiffPart[] }[] {
  const fields: [RevisionField, string, string][] = [
    ["title", from.title, to.title],
    ["excerpt", from.excerpt, to.excerpt],
    ["content", readableText(from.content), readableText(to.content)],
    ["imageAlt", from.imageAlt ?? "", to.imageAlt ?? ""],
  ];
  return fields
    .filter(([, before, after]) => before !== after)
    .map(([field, before, after]) => ({ field, parts: wordDiff(before, after) }));
}
