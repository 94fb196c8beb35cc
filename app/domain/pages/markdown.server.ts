import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { EMAIL_MARK } from "./markdown-marks.ts";

// The prose pages' Markdown (legal notice, privacy, accessibility...): rendered on the server only, then
// sanitised with the articles' allowlist (ADR 024) widened to what prose pages need: tables (the cookie
// policy), inline code (cookie names) and a span marking a phrase's language. Raw HTML is allowed
// through marked only to be filtered by that allowlist, like an article's.


const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "a", "img", "code", "span", "wbr", "table", "thead", "tbody", "tr", "th", "td", "blockquote"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title"],
    span: ["lang", "class"],
    th: [{ name: "scope", multiple: false, values: ["col", "row"] }],
  },
  allowedClasses: { span: ["sr-only"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "wbr"],
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    // The page title is the h1: a heading typed as raw HTML is held to the same floor as Markdown's.
    h1: "h2",
    // A language the site does not have would mislead screen readers: such a span keeps no lang.
    span: (tagName, { lang, ...attribs }) => ({ tagName, attribs: lang && (LOCALES as readonly string[]).includes(lang) ? { ...attribs, lang } : attribs }),
    a: (tagName, attribs) => (attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs }),
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Elements whose content a parser reads as text up to their end tag (the sanitiser drops it with the
// tag), and comments: left open, one would swallow the rest of the page's text. marked writes none of
// them itself (it escapes text), so any in its HTML came from raw HTML in the Markdown.
const RAW_TEXT = "script|style|textarea|title|xmp|option|iframe|noembed|noframes|noscript|plaintext";
const CLOSED_RAW_TEXT = new RegExp(`<(${RAW_TEXT})\\b[^>]*>[\\s\\S]*?</\\1\\s*>|<!--[\\s\\S]*?-->`, "gi");
const OPEN_RAW_TEXT = new RegExp(`<(?=(?:${RAW_TEXT})\\b|!--)`, "gi");

/**
 * Raw HTML as typed, minus what would swallow the text after it: a closed script, style or comment
 * goes whole (as the sanitiser would take it), one left open shows as the text it is.
 */
function containRawHtml(html: string): string {
  return html.replace(CLOSED_RAW_TEXT, "").replace(OPEN_RAW_TEXT, "&lt;");
}

// CommonMark's HTML blocks that run to their end marker, or to the end of the text when it is missing.
const RUNS_TO_ITS_END: [start: RegExp, end: RegExp][] = [
  [/^ {0,3}<(script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![a-z]/i, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

export interface RenderOptions {
  /** The page's language: links to the site's pages ("/contact") lead to that language's version. */
  locale: Locale;
  /** Said after a link to another site, which opens in a new tab ("opens in a new tab"). */
  externalNote: string;
  /** The committee's contact address, the event's fact that `{{email}}` stands for. */
  email: string;
}

function markedFor({ locale, externalNote }: RenderOptions): Marked {
  return new Marked({
    gfm: true,
    async: false,
    tokenizer: {
      // Without its end marker, such a block is a paragraph whose tag shows as text, not the rest of the page.
      html(src: string) {
        for (const [start, end] of RUNS_TO_ITS_END) {
          const opening = start.exec(src);
          if (opening) return end.test(src.slice(opening[0].length)) ? false : undefined;
        }
        return false;
      },
    },
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { tokens, depth }: Tokens.Heading) {
        const level = Math.min(6, Math.max(2, depth));
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const titled = title ? ` title="${escapeHtml(title)}"` : "";
        if (href.startsWith("/") && !href.startsWith("//")) return `<a href="${escapeHtml(localizePath(href, locale))}"${titled}>${text}</a>`;
        if (/^https?:/i.test(href)) return `<a href="${escapeHtml(href)}"${titled} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> ${escapeHtml(externalNote)}</span></a>`;
        return `<a href="${escapeHtml(href)}"${titled}>${text}</a>`;
      },
      // A long technical name (better-auth.session_token) may break after its dots and underscores
      // only, so a table fits on a phone and the name stays readable.
      codespan({ text }: Tokens.Codespan) {
        return `<code>${escapeHtml(text).replace(/(?<=[._])(?=.)/g, "<wbr>")}</code>`;
      },
      // A table's first column names its rows (the cookie policy's names), as its head names the columns.
      table(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { header, rows }: Tokens.Table) {
        const cell = (tag: "th" | "td", scope: string, { tokens }: Tokens.TableCell) => `<${tag}${scope}>${this.parser.parseInline(tokens)}</${tag}>`;
        const head = header.map((column) => cell("th", ' scope="col"', column)).join("");
        const body = rows.map((row) => `<tr>${row.map((value, index) => (index === 0 ? cell("th", ' scope="row"', value) : cell("td", "", value))).join("")}</tr>`).join("\n");
        return `<table>\n<thead>\n<tr>${head}</tr>\n</thead>\n<tbody>\n${body}\n</tbody>\n</table>\n`;
      },
    },
  });
}

/** A page's Markdown as the safe HTML its public page shows (and its editor's preview). */
export function renderPageMarkdown(markdown: string, options: RenderOptions): string {
  const withEmail = markdown.replaceAll(EMAIL_MARK, `[${options.email}](mailto:${options.email})`);
  return sanitizePageHtml(containRawHtml(markedFor(options).parse(withEmail) as string));
}
