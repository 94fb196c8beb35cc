// What a word processor puts on the clipboard, reduced to the article's markup before the editor's
// schema reads it. The schema alone would keep Word's list bullets as text ("·", "1.") inside plain
// paragraphs, read Google Docs' whole-document <b> wrapper as bold, and keep empty paragraphs;
// styles, classes, spans, comments and Office's namespaced tags (<o:p>) go too. Runs in the browser
// (DOMParser); the server sanitises whatever arrives anyway.

const DROPPED = "script, style, meta, link, title, xml, template, iframe, object, embed, svg, math, head";
const BLOCKS = "p, h1, h2, h3, h4, h5, h6, ul, ol, div, table";
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = { A: ["href", "title", "target"], IMG: ["src", "alt", "title"] };

/** Word's list paragraphs carry their list and level in `mso-list: l0 level2 lfo1`. */
function wordListOf(element: Element): { list: string; level: number } | null {
  const style = element.getAttribute("style") ?? "";
  const match = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(style);
  if (match) return { list: match[1]!, level: Number(match[2]) };
  return /^MsoListParagraph/i.test(element.getAttribute("class") ?? "") ? { list: "", level: 1 } : null;
}

/** Word writes a list item's bullet or number as text in a span marked `mso-list: Ignore`. */
function takeWordMarker(paragraph: Element): string {
  let marker = "";
  for (const ignored of paragraph.querySelectorAll('[style*="mso-list"]')) {
    if (!/mso-list:\s*ignore/i.test(ignored.getAttribute("style") ?? "")) continue;
    marker += ignored.textContent ?? "";
    ignored.remove();
  }
  return marker.replace(/\s|\u00a0/g, "");
}

/** Turns each run of Word's list paragraphs into <ul>/<ol> with <li>, nested by their level. */
function rebuildWordLists(doc: Document) {
  const paragraphs = [...doc.body.querySelectorAll("p")].filter((p) => wordListOf(p) !== null);
  let stack: { list: HTMLElement; level: number }[] = [];
  let previous: { paragraph: Element; list: string } | null = null;
  for (const paragraph of paragraphs) {
    const { list: listId, level } = wordListOf(paragraph)!;
    const ordered = /^(\(?[0-9]+|[a-z]|[ivxlc]+)[.)]$/i.test(takeWordMarker(paragraph));
    // A new list starts unless this paragraph follows one of the same Word list directly.
    if (previous === null || paragraph.previousElementSibling !== previous.paragraph || previous.list !== listId) stack = [];
    while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
    if (stack.length === 0 || stack.at(-1)!.level < level) {
      const list = doc.createElement(ordered ? "ol" : "ul");
      const parentItem = stack.at(-1)?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      stack.push({ list, level });
    }
    const item = doc.createElement("li");
    item.append(...paragraph.childNodes);
    stack.at(-1)!.list.append(item);
    // Kept in place (empty) until the next paragraph has checked it was adjacent.
    previous = { paragraph, list: listId };
    paragraph.replaceChildren();
    paragraph.setAttribute("data-word-list", "");
  }
  for (const emptied of doc.body.querySelectorAll("[data-word-list]")) emptied.remove();
}

function wrapChildren(doc: Document, element: Element, tag: string) {
  const wrapper = doc.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

/** Google Docs says bold, italic and underline with styles on spans: said with tags instead. */
function stylesToTags(doc: Document) {
  for (const span of doc.body.querySelectorAll("span[style]")) {
    const style = (span as HTMLElement).style;
    const weight = style.fontWeight;
    if (weight === "bold" || Number(weight) >= 600) wrapChildren(doc, span, "strong");
    if (style.fontStyle === "italic") wrapChildren(doc, span, "em");
    if (/underline/.test(style.textDecorationLine || style.textDecoration)) wrapChildren(doc, span, "u");
  }
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function removeComments(doc: Document) {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

const isShowableImage = (src: string) => src.startsWith("https://") || /^\/media\/[0-9a-f]{64}\//.test(src);

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  removeComments(doc);
  for (const element of body.querySelectorAll(DROPPED)) element.remove();
  // Office's own tags (<o:p>, <v:shape>, <w:sdt>): their tag names have a colon.
  for (const element of [...body.querySelectorAll("*")].filter((e) => e.tagName.includes(":"))) {
    if (element.tagName === "O:P") element.remove();
    else unwrap(element);
  }
  rebuildWordLists(doc);
  stylesToTags(doc);
  // Google Docs wraps the whole selection in <b style="font-weight:normal" id="docs-internal-guid-...">.
  for (const b of body.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(b);
  for (const element of body.querySelectorAll("span, font")) unwrap(element);
  for (const br of body.querySelectorAll("br.Apple-interchange-newline")) br.remove();
  // Google Docs separates some blocks with a bare <br>, which would become an empty paragraph.
  for (const br of body.querySelectorAll(":scope > br")) {
    if ([br.previousElementSibling, br.nextElementSibling].some((sibling) => sibling?.matches(BLOCKS))) br.remove();
  }
  // The article's title is the page's only h1.
  for (const h1 of body.querySelectorAll("h1")) {
    const h2 = doc.createElement("h2");
    h2.append(...h1.childNodes);
    h1.replaceWith(h2);
  }
  for (const img of body.querySelectorAll("img")) if (!isShowableImage(img.getAttribute("src") ?? "")) img.remove();
  for (const element of body.querySelectorAll("*")) {
    const kept = KEPT_ATTRIBUTES[element.tagName] ?? [];
    for (const name of element.getAttributeNames()) if (!kept.includes(name)) element.removeAttribute(name);
  }
  // Word's and Docs' spacing paragraphs (&nbsp; or nothing): space is the page's style, not the text's.
  for (const block of body.querySelectorAll("p, h2, h3, h4, h5, h6, li")) {
    if ((block.textContent ?? "").replace(/[\s\u00a0]/g, "") === "" && !block.querySelector("img, br")) block.remove();
  }
  return body.innerHTML;
}
