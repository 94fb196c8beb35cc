import { describe, expect, it } from "vitest";
import { readableText, revisionDiff, type RevisionWords } from "./revision-diff.ts";

const revision = (changes: Partial<RevisionWords> = {}): RevisionWords => ({
  title: "Les Jeux reviennent à Tahiti",
  excerpt: "Le Conseil a choisi la Polynésie.",
  content: "<p>Réuni en <strong>novembre 2021</strong>, le Conseil a voté.</p><p>C'est la troisième fois.</p>",
  imageAlt: null,
  published: false,
  ...changes,
});

describe("the difference between two revisions", () => {
  it("compares the words a reader sees, a paragraph per line, markup aside", () => {
    expect(readableText('<h2>Titre</h2><p>Un &amp; deux<br>trois</p><ul><li>a</li><li>b</li></ul><p><img src="/x.webp" alt="La plage"></p>')).toBe("Titre\nUn & deux\ntrois\na\nb\n[La plage]");
  });

  it("lists only the fields that changed, with the words removed and added", () => {
    const diff = revisionDiff(revision(), revision({ title: "Les Jeux reviendront à Tahiti", content: "<p>Réuni en <em>novembre 2021</em>, le Conseil a voté à l'unanimité.</p><p>C'est la troisième fois.</p>" }));
    expect(diff.map((field) => field.field)).toEqual(["title", "content"]);
    const [title, content] = diff;
    expect(title!.parts.filter((part) => part.removed).map((part) => part.value)).toEqual(["reviennent"]);
    expect(title!.parts.filter((part) => part.added).map((part) => part.value)).toEqual(["reviendront"]);
    // Emphasis changed but not the words: only the words added show.
    expect(content!.parts.filter((part) => part.added || part.removed).map((part) => [part.added ? "+" : "-", part.value.trim()])).toEqual([["+", "à l'unanimité"]]);
    expect(revisionDiff(revision(), revision({ published: true }))).toEqual([]);
  });
});
