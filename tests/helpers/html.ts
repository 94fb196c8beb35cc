import type { HTMLElement } from "node-html-parser";
/** Visible text of an HTML document: no scripts, styles or tags. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A raw i18n key shown instead of text, e.g. "home.title" or "nav.news". */
export const RAW_KEY = /\b(site|a11y|nav|language|footer|home|news|notFound|error|gate)\.[a-zA-Z_]+(\.[a-zA-Z_]+)?\b/;

export function attribute(html: string, tagPattern: RegExp, name: string): string | undefined {
  const tag = html.match(tagPattern)?.[0];
  return tag?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
}

/** The message a form shows next to a control, through the control's own aria-describedby. */
export function errorNextTo(doc: HTMLElement, name: string): string | undefined {
  const errorId = doc
    .querySelector(`[name="${name}"]`)
    ?.getAttribute("aria-describedby")
    ?.split(" ")
    .find((id) => id.endsWith("-error"));
  return errorId ? doc.getElementById(errorId)?.text.trim() : undefined;
}
