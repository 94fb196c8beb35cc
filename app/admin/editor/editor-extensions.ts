import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { checkLinkUrl } from "./link-url.ts";

/**
 * The editor's schema is docs/SPEC.md's allowlist for article HTML (p, br, strong, em, u, h1-h6, ul,
 * ol, li, a, img): whatever is typed, pasted or loaded, the editor can hold nothing else. The
 * server's sanitiser (app/domain/news/sanitize.server.ts) stays the authority on what is saved.
 */
export const editorExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    // Levels 1-6 are all allowed, so existing articles load whole; the toolbar offers 2-4 and a
    // pasted h1 becomes an h2 (the article's title is the page's h1).
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    link: {
      // Links are made in the dialog, which checks them (or pasted onto text). Without autolink the
      // link mark is not inclusive: typing at a link's end does not lengthen it.
      autolink: false,
      openOnClick: false,
      defaultProtocol: "https",
      // No target, rel or class unless the link asks for them: the sanitiser adds rel to new-tab links.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => checkLinkUrl(url).ok,
    },
  }),
  // A block of its own between paragraphs; never a data: URL (the library gives the files).
  Image.configure({ inline: false, allowBase64: false }),
];

/** The editor's HTML as the form posts it: nothing for an empty document, and no empty paragraphs at its end. */
export function postedHtml(editor: { isEmpty: boolean; getHTML: () => string }): string {
  if (editor.isEmpty) return "";
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, "");
}
