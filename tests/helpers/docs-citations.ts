import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** One citation that leads nowhere: where it is, what it says, and why it is wrong. */
export interface BrokenCitation {
  file: string;
  line: number;
  citation: string;
  problem: string;
}

// The specification, the facts and the design live in docs/ and are cited by their repository path:
// a bare name leaves the reader to guess which copy is meant.
const BARE_DOCUMENT = /(?<!docs\/)\b(?:SPEC|FACTS|DESIGN)\.md\b/g;
// The shared folder beside the repository is not part of it: a clone has none. A relative path
// counts only when it leaves the repository or finds nothing, so a folder of the repository named
// "shared" stays citable.
const SHARED_FOLDER = /(?:\/work\/|((?:\.\.\/)+))shared\b/g;
// A path into docs/ from the repository's root; not a segment of a longer path or of a URL.
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*/g;
// "ADR 013", "ADRs 009 and 011", "ADR 004, 009, 013".
const ADR_NUMBERS = /\bADRs? (\d{3}(?:(?:, | and )\d{3})*)\b/g;
// A Markdown link's target; relative ones resolve from the file that holds them.
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

function existingAdrs(root: string): Set<string> {
  const names = fs.readdirSync(path.join(root, "docs/decisions"));
  return new Set(names.map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1]).filter((number) => number !== undefined));
}

/** Every citation in one file's text that points outside the repository or at a document that does not exist. */
export function brokenCitations(root: string, file: string, text: string, adrs = existingAdrs(root)): BrokenCitation[] {
  const found: BrokenCitation[] = [];
  const exists = (target: string) => fs.existsSync(path.join(root, target));
  text.split("\n").forEach((content, index) => {
    const report = (citation: string, problem: string) => found.push({ file, line: index + 1, citation, problem });
    for (const [citation, climb] of content.matchAll(SHARED_FOLDER)) {
      const resolved = climb === undefined ? ".." : path.posix.join(path.posix.dirname(file), climb, "shared");
      if (resolved.startsWith("..") || !exists(resolved)) report(citation, "points outside the repository");
    }
    for (const [citation] of content.matchAll(BARE_DOCUMENT)) report(citation, "names the document without its path in docs/");
    for (const [match] of content.matchAll(DOCS_PATH)) {
      const citation = match.replace(/\.+$/, "");
      if (!exists(citation)) report(citation, "no such file in the repository");
    }
    for (const [citation, numbers = ""] of content.matchAll(ADR_NUMBERS)) {
      for (const number of numbers.split(/, | and /)) {
        if (!adrs.has(number)) report(citation, `no ADR ${number} in docs/decisions`);
      }
    }
    if (!file.endsWith(".md")) return;
    for (const [, target = ""] of content.matchAll(MARKDOWN_LINK)) {
      if (/^[a-z][a-z\d+.-]*:|^#/i.test(target)) continue;
      const resolved = path.posix.join(path.posix.dirname(file), target.replace(/#.*$/, ""));
      if (!exists(resolved)) report(target, "the link leads to no file in the repository");
    }
  });
  return found;
}

/** The repository's files as git sees them: tracked, plus new ones not ignored, so a citation is caught before its commit. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  return [...new Set(listed.split("\0").filter(Boolean))].filter((file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile());
}

/** Broken citations across the repository's text files. */
export function brokenCitationsInRepository(root: string): BrokenCitation[] {
  const adrs = existingAdrs(root);
  return repositoryFiles(root).flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    return text.includes("\0") ? [] : brokenCitations(root, file, text, adrs);
  });
}
