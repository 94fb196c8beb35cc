import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DECISIONS_DIR, decisionProblems, parseDecision, readDecisions, renderIndex } from "../../scripts/adr-index.mjs";

// docs/decisions/README.md is written by scripts/adr-index.mjs: a record added, retitled or given
// another status without running it leaves the index saying something the records do not.
describe("the decision records", () => {
  const decisions = readDecisions();

  it("each start with a title and a well-formed status line, and name each other both ways", () => {
    expect(decisions.length).toBeGreaterThan(0);
    expect(decisionProblems(decisions)).toEqual([]);
  });

  it("are listed by the committed index as the script writes it (npm run docs:adr-index)", () => {
    expect(fs.readFileSync(path.join(DECISIONS_DIR, "README.md"), "utf8")).toBe(renderIndex(decisions));
  });
});

describe("parseDecision and decisionProblems", () => {
  const record = (number: string, statusLine: string) => parseDecision(`${number}-words.md`, `# ${number} — Words\n\n${statusLine}\n\n## Context\n`);

  it("read the title, status, date and relations", () => {
    const amended = record("009", "Status: amended · Date: 2026-11-21 · Amended by [036](036-words.md)");
    expect(amended).toMatchObject({ number: "009", title: "Words", status: "amended", date: "2026-11-21", relations: [{ name: "Amended by", numbers: ["036"] }], problems: [] });
    const later = record("036", "Status: accepted · Date: 2026-11-28 · Amends [009](009-words.md)");
    expect(decisionProblems([amended, later])).toEqual([]);
    expect(renderIndex([amended, later])).toContain("| [009](009-words.md) | Words | amended by [036](036-words.md) | 2026-11-21 |");
  });

  it("flag a record without its status line, or with a status or date out of the vocabulary", () => {
    expect(parseDecision("037-words.md", "# 037 — Words\n\n## Context\n").problems).toEqual([
      '037-words.md: the third line is not "Status: accepted|amended|superseded · Date: YYYY-MM-DD": ## Context',
    ]);
    expect(record("037", "Status: proposed · Date: 2026-12-03").problems).toHaveLength(1);
    expect(record("037", "Status: accepted · Date: 2026-02-30").problems).toEqual(['037-words.md: no valid "Date: YYYY-MM-DD" after the status: Status: accepted · Date: 2026-02-30']);
    expect(parseDecision("036-words.md", "# ADR 036: Words\n\nStatus: accepted · Date: 2026-12-03\n").problems).toEqual(['036-words.md: the first line is not "# NNN — Title": # ADR 036: Words']);
    expect(parseDecision("037-words.md", "# 038 — Words\n\nStatus: accepted · Date: 2026-12-03\n").problems).toEqual(["037-words.md: the title's number 038 is not the file's"]);
  });

  it("flag a status that its relations contradict, and a relation that is not a list of links", () => {
    expect(record("009", "Status: amended · Date: 2026-11-21").problems).toEqual(['009-words.md: an amended record does not say "Amended by"']);
    expect(record("009", "Status: accepted · Date: 2026-11-21 · Superseded by [036](036-words.md)").problems).toEqual(["009-words.md: an accepted record names what amends or supersedes it"]);
    expect(record("009", "Status: superseded · Date: 2026-11-21 · Amended by [036](036-words.md)").problems).toEqual(['009-words.md: a superseded record does not say "Superseded by"']);
    expect(record("009", "Status: amended · Date: 2026-11-21 · Amended by ADR 036").problems).toEqual([
      '009-words.md: "Amended by ADR 036" is not a list of links such as [009](009-words.md)',
      '009-words.md: an amended record does not say "Amended by"',
    ]);
    expect(record("009", "Status: accepted · Date: 2026-11-21 · Replaces [001](001-words.md)").problems).toEqual([
      '009-words.md: "Replaces [001](001-words.md)" is none of Amended by, Superseded by, Amends, Supersedes',
    ]);
  });

  it("flag a relation the other record does not name back, one to a record that is not there, and one in the wrong direction", () => {
    const amended = record("009", "Status: amended · Date: 2026-11-21 · Amended by [036](036-words.md)");
    const silent = record("036", "Status: accepted · Date: 2026-11-28");
    expect(decisionProblems([amended, silent])).toEqual(["009-words.md: Amended by 036, whose status line does not say Amends 009"]);
    expect(decisionProblems([amended])).toEqual(["009-words.md: Amended by 036, which does not exist"]);
    const backwards = record("036", "Status: accepted · Date: 2026-11-28 · Supersedes [040](040-words.md)");
    expect(decisionProblems([backwards, record("040", "Status: accepted · Date: 2026-12-03")])).toEqual(["036-words.md: Supersedes 040, which is not earlier"]);
  });
});
