import sanitizeHtml from "sanitize-html";

// docs/SPEC.md's allowlist for article HTML: these tags and attributes only; no style, no event handlers.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "a", "img"],
  allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // An image whose address was refused (javascript:, data:, //host) would show as a broken picture.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    // A link that opens a new tab must not hand the article's window to the other site.
    a: (tagName, attribs) =>
      attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
