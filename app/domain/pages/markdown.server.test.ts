import { describe, expect, it } from "vitest";
import { renderPageMarkdown } from "./markdown.server.ts";

const render = (markdown: string, locale: "fr" | "en" = "fr") => renderPageMarkdown(markdown, { locale, externalNote: "(nouvel onglet)", email: "contact@tahiti2027.pf" });

describe("a prose page's Markdown", () => {
  it("starts its headings at h2, the page title being the h1", () => {
    expect(render("# Un\n\n## Deux\n\n### Trois")).toBe("<h2>Un</h2>\n<h2>Deux</h2>\n<h3>Trois</h3>\n");
    expect(render("<h1>Brut</h1>")).toBe("<h2>Brut</h2>");
  });

  it("leads links to the site's pages to the reader's language, and says a link to another site opens a tab", () => {
    expect(render("[contact](/contact)", "en")).toBe('<p><a href="/en/contact">contact</a></p>\n');
    expect(render("[CNIL](https://www.cnil.fr)")).toBe('<p><a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer">CNIL<span class="sr-only"> (nouvel onglet)</span></a></p>\n');
  });

  it("writes the site's contact address where {{email}} is", () => {
    expect(render("Écrivez à {{email}}.")).toBe('<p>Écrivez à <a href="mailto:contact@tahiti2027.pf">contact@tahiti2027.pf</a>.</p>\n');
  });

  it("renders GFM tables with column headers, the first column as row headers, and inline code", () => {
    const html = render("| Nom | Durée |\n| --- | --- |\n| `lang` | 1 an |");
    expect(html).toContain('<th scope="col">Nom</th><th scope="col">Durée</th>');
    expect(html).toContain('<tr><th scope="row"><code>lang</code></th><td>1 an</td></tr>');
    expect(render("`<b>a&b</b>`")).toBe("<p><code>&lt;b&gt;a&amp;b&lt;/b&gt;</code></p>\n");
    expect(render("`better-auth.session_token`")).toBe("<p><code>better-auth.<wbr />session_<wbr />token</code></p>\n");
  });

  it("drops scripts, event handlers, styles and javascript: links", () => {
    const html = render('<script>alert(1)</script>\n\n[x](javascript:alert(1)) <a href="javascript:alert(2)" onclick="alert(3)">y</a> <p style="color:red" onmouseover="alert(4)">z</p> <iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/script|javascript|onclick|onmouseover|style|iframe|alert/i);
    expect(html).toContain("<a>x</a>");
  });

  it("keeps only the allowed raw HTML: a span marking a language, not one with a class of its own", () => {
    expect(render('<span lang="fr">loi « Informatique et Libertés »</span>', "en")).toBe('<p><span lang="fr">loi « Informatique et Libertés »</span></p>\n');
    expect(render('<span class="fixed inset-0" lang="xx">a</span> <em>b</em>')).toBe("<p><span>a</span> <em>b</em></p>\n");
  });

  it("refuses images the articles refuse: data: and protocol-relative addresses", () => {
    expect(render("![a](data:image/png;base64,AAAA) ![b](//evil.example/x.png)")).not.toContain("<img");
    expect(render("![Logo](https://example.org/logo.png)")).toBe('<p><img src="https://example.org/logo.png" alt="Logo" /></p>\n');
  });

  it("lets no raw element or comment left open swallow the text after it: it shows as typed", () => {
    for (const opener of ["<style>", "<script>", "<textarea>", "<title>", "<xmp>", "<iframe>", "<noscript>", "<!--", "<plaintext>", "<option>", "<pre>", "<?php", "<![CDATA["]) {
      for (const markdown of [`Avant ${opener} milieu\n\nSuite.\n\n## Après`, `Avant\n\n${opener} milieu\n\nSuite.\n\n## Après`]) {
        const html = render(markdown);
        expect(html, markdown).toContain("<p>Suite.</p>");
        expect(html, markdown).toContain("<h2>Après</h2>");
      }
    }
    expect(render("Avant <style> milieu")).toBe("<p>Avant &lt;style&gt; milieu</p>\n");
    expect(render("Avant <!-- note --> après\n\n<!--\nbloc\n-->\n\nFin")).toBe("<p>Avant  après</p>\n<p>Fin</p>\n");
  });
});
