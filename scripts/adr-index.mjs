// Writes docs/decisions/README.md, the index of the decision records, from each record's title and
// status line, after checking them. `node scripts/adr-index.mjs` (npm run docs:adr-index) writes it;
// tests/lint/adr-index.test.ts fails while the committed index differs from what this makes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DECISIONS_DIR = fileURLToPath(new URL("../docs/decisions/", import.meta.url));

/** The statuses a record may have, each with what it means; the index states them. */
export const STATUSES = {
  accepted: "the decision stands as written.",
  amended: 'a later record changes part of it ("Amended by"); the rest stands.',
  superseded: 'a later record replaces it ("Superseded by"); it is kept for the reasons it gives.',
};

// A later record names the earlier one it changes, and the earlier one names it back, so a reader
// of either finds the other.
const RELATIONS = {
  "Amended by": { later: true, inverse: "Amends" },
  "Superseded by": { later: true, inverse: "Supersedes" },
  Amends: { later: false, inverse: "Amended by" },
  Supersedes: { later: false, inverse: "Superseded by" },
};

// Date.parse takes 2026-02-30 as March 2nd: the day must come back as written.
function isCalendarDate(date) {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
}

const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d{3}) — (\S.*)$/;
const LINK = /^\[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\)$/;

/** Reads one record: its number, title and status line, with what is wrong in them. */
export function parseDecision(file, text) {
  const [titleLine = "", blank, statusLine = ""] = text.split("\n");
  const decision = { file, number: FILE_NAME.exec(file)?.[1] ?? "", title: "", status: "", date: "", relations: [], problems: [] };
  const problem = (message) => decision.problems.push(`${file}: ${message}`);
  if (!decision.number) problem("the file name is not NNN-words.md");

  const title = TITLE.exec(titleLine);
  if (!title) problem(`the first line is not "# NNN — Title": ${titleLine}`);
  else if (title[1] !== decision.number) problem(`the title's number ${title[1]} is not the file's`);
  else decision.title = title[2];

  if (blank !== "") problem("the title is not followed by an empty line");
  const [status = "", date = "", ...relations] = statusLine.split(" · ");
  decision.status = /^Status: (.*)$/.exec(status)?.[1] ?? "";
  decision.date = /^Date: (.*)$/.exec(date)?.[1] ?? "";
  if (!(decision.status in STATUSES)) problem(`the third line is not "Status: ${Object.keys(STATUSES).join("|")} · Date: YYYY-MM-DD": ${statusLine}`);
  else if (!isCalendarDate(decision.date)) problem(`no valid "Date: YYYY-MM-DD" after the status: ${statusLine}`);

  for (const part of relations) {
    const name = Object.keys(RELATIONS).find((relation) => part.startsWith(`${relation} `));
    if (!name) {
      problem(`"${part}" is none of ${Object.keys(RELATIONS).join(", ")}`);
      continue;
    }
    if (decision.relations.some((relation) => relation.name === name)) problem(`"${name}" twice: name every record in one list`);
    const links = part.slice(name.length + 1).split(", ");
    const numbers = links.map((link) => LINK.exec(link)).filter((match) => match && match[2].startsWith(`${match[1]}-`)).map((match) => match[1]);
    if (numbers.length !== links.length) problem(`"${part}" is not a list of links such as [009](009-words.md)`);
    else decision.relations.push({ name, numbers });
  }
  const has = (name) => decision.relations.some((relation) => relation.name === name);
  if (decision.status === "accepted" && (has("Amended by") || has("Superseded by"))) problem("an accepted record names what amends or supersedes it");
  if (decision.status === "amended" && !has("Amended by")) problem('an amended record does not say "Amended by"');
  if (decision.status === "amended" && has("Superseded by")) problem("an amended record names what supersedes it");
  if (decision.status === "superseded" && !has("Superseded by")) problem('a superseded record does not say "Superseded by"');
  return decision;
}

/** Every record in the folder, in number order. */
export function readDecisions(dir = DECISIONS_DIR) {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(".md") && file !== "README.md").sort();
  return files.map((file) => parseDecision(file, fs.readFileSync(path.join(dir, file), "utf8")));
}

/** What is wrong in the records, alone (parseDecision) and together: numbers, links, relations both ways. */
export function decisionProblems(decisions) {
  const problems = decisions.flatMap((decision) => decision.problems);
  const byNumber = new Map();
  for (const decision of decisions) {
    if (byNumber.has(decision.number)) problems.push(`${decision.file}: number ${decision.number} is also ${byNumber.get(decision.number).file}`);
    byNumber.set(decision.number, decision);
  }
  for (const decision of decisions) {
    for (const { name, numbers } of decision.relations) {
      for (const number of numbers) {
        const other = byNumber.get(number);
        const { later, inverse } = RELATIONS[name];
        if (!other) problems.push(`${decision.file}: ${name} ${number}, which does not exist`);
        else if (later ? number <= decision.number : number >= decision.number) problems.push(`${decision.file}: ${name} ${number}, which is not ${later ? "later" : "earlier"}`);
        else if (!other.relations.some((relation) => relation.name === inverse && relation.numbers.includes(decision.number))) {
          problems.push(`${decision.file}: ${name} ${number}, whose status line does not say ${inverse} ${decision.number}`);
        }
      }
    }
  }
  return problems;
}

const cell = (text) => text.replaceAll("|", "\\|");
const link = (decisions, number) => {
  const decision = decisions.find((candidate) => candidate.number === number);
  return `[${number}](${decision?.file ?? `${number}.md`})`;
};

/** The index's Markdown. */
export function renderIndex(decisions) {
  const rows = decisions.map((decision) => {
    const by = (name) => decision.relations.find((relation) => relation.name === name)?.numbers.map((number) => link(decisions, number)).join(", ");
    const amendedBy = by("Amended by");
    const status =
      decision.status === "superseded" ? `superseded by ${by("Superseded by")}${amendedBy ? `; amended by ${amendedBy}` : ""}` : decision.status === "amended" ? `amended by ${amendedBy}` : decision.status;
    return `| ${link(decisions, decision.number)} | ${cell(decision.title)} | ${status} | ${decision.date} |`;
  });
  return [
    "# Decisions",
    "",
    "The decisions taken while building the site, one record each, numbered in the order they were taken:",
    "what was decided, why, and what it costs. A record starts with its title, `# 037 — Title`, an empty",
    "line and its status line, `Status: accepted · Date: YYYY-MM-DD`.",
    "",
    "When a later decision changes an earlier one, the later record says what changed; the earlier one",
    "keeps its reasons, with its text corrected where it would mislead or a note under its title. Their",
    "status lines name each other: the earlier one's carries `Amended by` (or `Superseded by`) and a",
    "link to the later record, the later one's with `Amends` (or `Supersedes`) and a link back.",
    "",
    "Statuses:",
    "",
    ...Object.entries(STATUSES).map(([status, meaning]) => `- **${status}**: ${meaning}`),
    "",
    "The date is the day the record was added (`git log --follow --diff-filter=A`). This file is written by",
    "`npm run docs:adr-index` (`scripts/adr-index.mjs`), which checks the status lines first;",
    "`tests/lint/adr-index.test.ts` fails while it differs from the records.",
    "",
    "| ADR | decision | status | date |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const decisions = readDecisions();
  const problems = decisionProblems(decisions);
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  fs.writeFileSync(path.join(DECISIONS_DIR, "README.md"), renderIndex(decisions));
  console.log(`docs/decisions/README.md: ${decisions.length} decisions`);
}
