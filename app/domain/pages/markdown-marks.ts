// What an organiser writes in a prose page's Markdown for a value the site fills in when it renders
// the page. Shared with the back office, which explains them.

/** The committee's contact address (the event's `contactEmail`), as a mail link. */
export const EMAIL_MARK = "{{email}}";

/** The site's host (name, address, phone), or "to be confirmed" while the publisher has not given it. */
export const HOST_MARK = "{{host}}";

/** A page's HTML cut where a paragraph is only `{{name}}` of one of `marks`: the page puts its data part there. */
export type HtmlPart<M extends string> = { html: string } | { mark: M };

/**
 * The HTML and the data parts in the order the Markdown places them. A mark the text lacks is put at
 * the end, so that an edit cannot hide the page's facts.
 */
export function splitAtMarks<M extends string>(html: string, marks: readonly M[]): HtmlPart<M>[] {
  const parts: HtmlPart<M>[] = [];
  const placed = new Set<M>();
  const pattern = /<p>\{\{([a-z-]+)\}\}<\/p>\n?/g;
  let start = 0;
  for (const match of html.matchAll(pattern)) {
    const mark = match[1] as M;
    if (!marks.includes(mark) || placed.has(mark)) continue;
    if (match.index > start) parts.push({ html: html.slice(start, match.index) });
    parts.push({ mark });
    placed.add(mark);
    start = match.index + match[0].length;
  }
  if (start < html.length) parts.push({ html: html.slice(start) });
  for (const mark of marks) if (!placed.has(mark)) parts.push({ mark });
  return parts;
}
