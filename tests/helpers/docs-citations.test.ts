import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenCitations, brokenCitationsInRepository } from "./docs-citations.ts";

// The wrong citations below are written in pieces, or this file would be one of the files it flags.
const SPEC = ["SPEC", "md"].join(".");
const FACTS = ["FACTS", "md"].join(".");
const SHARED = ["..", "shared"].join("/");
const ADR = "ADR";

describe("brokenCitations", () => {
  let root = "";
  const problems = (file: string, lines: string[]) => brokenCitations(root, file, lines.join("\n")).map(({ line, citation, problem }) => [line, citation, problem]);

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "docs-citations-"));
    for (const folder of ["docs/decisions", "app/shared"]) fs.mkdirSync(path.join(root, folder), { recursive: true });
    for (const file of ["docs/SPEC.md", "docs/decisions/009-page-cache-and-change-notifications.md", "docs/decisions/011-overload-and-database-outages.md", "docs/decisions/015-code-layout.md"]) fs.writeFileSync(path.join(root, file), "");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("flags the shared folder outside the repository and a document named without its docs/ path", () => {
    expect(problems("app/admin/news/limits.ts", [`// See ${SHARED}/${SPEC} for the rules.`, `// Rules from ${SPEC} section 5.`, `See /work/${"shared"}/${FACTS}.`])).toEqual([
      [1, SHARED, "points outside the repository"],
      [1, SPEC, "names the document without its path in docs/"],
      [2, SPEC, "names the document without its path in docs/"],
      [3, `/work/${"shared"}`, "points outside the repository"],
      [3, FACTS, "names the document without its path in docs/"],
    ]);
  });

  it("flags a docs/ path, an ADR number or a relative Markdown link that leads to no file", () => {
    expect(problems("docs/DESIGN.md", [`// docs/${FACTS}.`, `// ${ADR} 009, 011 and 012`, `[gone](decisions/012-gone.md#context)`])).toEqual([
      [1, `docs/${FACTS}`, "no such file in the repository"],
      [2, `${ADR} 009, 011 and 012`, `no ${ADR} 012 in docs/decisions`],
      [3, "decisions/012-gone.md#context", "the link leads to no file in the repository"],
    ]);
  });

  it("accepts documents cited by their path, existing ADRs and links, a folder of the repository named shared, and URLs", () => {
    const lines = [
      `// docs/SPEC.md section 5, docs/decisions/015-code-layout.md; ${ADR} 015, ${ADR}s 009 and 011.`,
      "See [the decisions](decisions/), [caching](decisions/009-page-cache-and-change-notifications.md#context), [a site](https://example.org/docs/x.md).",
      `import { x } from "${SHARED}/x.ts";`,
    ];
    expect(problems("docs/DESIGN.md", lines.slice(0, 2))).toEqual([]);
    expect(problems("app/admin/limits.ts", lines.slice(2))).toEqual([]);
    expect(problems("app/admin/news/limits.ts", lines.slice(2))).toEqual([[1, SHARED, "points outside the repository"]]);
  });
});

describe("citations across the repository", () => {
  it("point at files of the repository, and at the specification, facts and design by their docs/ path", () => {
    expect(brokenCitationsInRepository(path.resolve("."))).toEqual([]);
  });
});
