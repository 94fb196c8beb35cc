import { describe, expect, it } from "vitest";
import type { NewsFormValues } from "./news-fields.ts";
import { checkNewsForm, readNewsForm } from "./news-form.server.ts";

const valid: NewsFormValues = {
  title: "Les Jeux arrivent",
  excerpt: "Un résumé.",
  coverMediaId: "",
  imageUrl: "",
  imageAlt: "",
  content: "<p>Texte.</p>",
  category: "preparation",
  language: "fr",
  authorId: "",
  featured: "",
  published: "",
  publishAt: "",
  unpublishAt: "",
  version: "",
};

const errorsOf = (changes: Partial<NewsFormValues>) => {
  const check = checkNewsForm({ ...valid, ...changes });
  return check.ok ? {} : check.fieldErrors;
};

describe("the news form rules", () => {
  it("accepts a complete article and stores an empty image URL as none", () => {
    const check = checkNewsForm(valid);
    expect(check).toEqual({ ok: true, input: { title: "Les Jeux arrivent", excerpt: "Un résumé.", coverMediaId: null, imageUrl: null, imageAlt: null, content: "<p>Texte.</p>", category: "preparation", language: "fr", authorId: null, featured: false, published: false, publishAt: null, unpublishAt: null } });
  });

  it("wants a title of 1 to 200 characters", () => {
    expect(errorsOf({ title: "   " })).toEqual({ title: "adminNews.errors.titleRequired" });
    expect(errorsOf({ title: "a".repeat(201) })).toEqual({ title: "adminNews.errors.titleTooLong" });
    expect(errorsOf({ title: "a".repeat(200) })).toEqual({});
  });

  it("wants a summary of at most 500 characters and content", () => {
    expect(errorsOf({ excerpt: "" })).toEqual({ excerpt: "adminNews.errors.excerptRequired" });
    expect(errorsOf({ excerpt: "a".repeat(501) })).toEqual({ excerpt: "adminNews.errors.excerptTooLong" });
    expect(errorsOf({ content: `<p>${"a".repeat(100_000)}</p>` })).toEqual({ content: "adminNews.errors.contentTooLong" });
    expect(errorsOf({ content: " " })).toEqual({ content: "adminNews.errors.contentRequired" });
  });

  it("takes an http(s) image URL or none", () => {
    expect(errorsOf({ imageUrl: "https://example.org/a.jpg" })).toEqual({});
    expect(errorsOf({ imageUrl: "pas une url" })).toEqual({ imageUrl: "adminNews.errors.imageUrlInvalid" });
    expect(errorsOf({ imageUrl: "javascript:alert(1)" })).toEqual({ imageUrl: "adminNews.errors.imageUrlInvalid" });
    // The CSP would block it: said as such, not as a malformed address.
    expect(errorsOf({ imageUrl: "http://example.org/a.jpg" })).toEqual({ imageUrl: "adminNews.errors.imageUrlNotHttps" });
    expect(errorsOf({ imageUrl: `/media/${"ab".repeat(32)}/w640.webp` })).toEqual({});
    expect(errorsOf({ imageUrl: `/media/${"ab".repeat(32)}/../../secrets.json` })).toEqual({ imageUrl: "adminNews.errors.imageUrlInvalid" });
  });

  it("takes the outside image's alt text trimmed, of at most 300 characters, or none", () => {
    expect(checkNewsForm({ ...valid, imageAlt: "  Une pirogue  " })).toMatchObject({ ok: true, input: { imageAlt: "Une pirogue" } });
    expect(checkNewsForm({ ...valid, imageAlt: "   " })).toMatchObject({ ok: true, input: { imageAlt: null } });
    expect(errorsOf({ imageAlt: "a".repeat(301) })).toEqual({ imageAlt: "adminNews.errors.imageAltTooLong" });
    expect(errorsOf({ imageAlt: "a".repeat(300) })).toEqual({});
  });

  it("takes a library item's id for the cover, or none", () => {
    expect(checkNewsForm({ ...valid, coverMediaId: " 42 " })).toMatchObject({ ok: true, input: { coverMediaId: 42 } });
    expect(errorsOf({ coverMediaId: "4x" })).toEqual({ coverMediaId: "adminNews.errors.coverMissing" });
    expect(errorsOf({ coverMediaId: "9".repeat(12) })).toEqual({ coverMediaId: "adminNews.errors.coverMissing" });
  });

  it("knows the four categories and six languages only", () => {
    expect(errorsOf({ category: "sport", language: "de" })).toEqual({ category: "adminNews.errors.categoryInvalid", language: "adminNews.errors.languageInvalid" });
  });

  it("reports every failing field at once", () => {
    expect(Object.keys(errorsOf({ title: "", excerpt: "", content: "" }))).toEqual(["title", "excerpt", "content"]);
  });

  it("sanitises the content, and content that was only forbidden markup counts as empty", () => {
    const check = checkNewsForm({ ...valid, content: '<p style="color:red" onclick="x()">Bonjour<script>alert(1)</script> <a href="javascript:alert(1)">lien</a></p>' });
    expect(check.ok && check.input.content).toBe("<p>Bonjour <a>lien</a></p>");
    expect(errorsOf({ content: "<script>alert(1)</script>" })).toEqual({ content: "adminNews.errors.contentRequired" });
  });

  it("reads the switch and the version from the posted form", () => {
    const form = new FormData();
    form.set("title", "T");
    form.set("published", "on");
    form.set("version", "2026-01-01T00:00:00.000Z");
    expect(readNewsForm(form)).toMatchObject({ title: "T", excerpt: "", published: "on", version: "2026-01-01T00:00:00.000Z" });
    expect(readNewsForm(new FormData()).published).toBe("");
  });
});
