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
});
