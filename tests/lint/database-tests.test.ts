import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTestFiles, touchesDatabase } from "../../scripts/lib/database-tests.mjs";

// The PostgreSQL pass (npm run test:pg) runs again only the test files that touch a database: a file
// left out by mistake would be tested on PGlite alone.
const PROJECT_ROOTS = ["app", "db", "vocabulary", "server", "tests/helpers", "tests/lint", "tests/integration"];
const OPENS = /\b(startTestSite|testDatabase|openTestDatabase|openDatabase)\(|\bPGlite\b|\bpg\.(Client|Pool)\b/;

function testFiles(): string[] {
  return PROJECT_ROOTS.flatMap((dir) => fs.readdirSync(dir, { recursive: true }).map((file) => path.join(dir, String(file)))).filter((file) => /\.test\.tsx?$/.test(file));
}

describe("the test files the PostgreSQL pass runs", () => {
  it("include every file that starts a site or opens a database, and leave out the rest", () => {
    const selected = new Set(databaseTestFiles());
    const opening = testFiles().filter((file) => file !== "tests/lint/database-tests.test.ts" && OPENS.test(fs.readFileSync(file, "utf8")));
    expect(opening.length).toBeGreaterThan(50);
    expect(opening.filter((file) => !selected.has(file))).toEqual([]);
    expect(selected.size).toBeLessThan(testFiles().length);
  });

  it("recognise the helpers and clients that open one", () => {
    expect(touchesDatabase('import { startTestSite } from "../helpers/site.ts";')).toBe(true);
    expect(touchesDatabase('import { testDatabase } from "../../../tests/helpers/database.ts";')).toBe(true);
    expect(touchesDatabase("const database = await openDatabase({ kind: \"pglite\" });")).toBe(true);
    expect(touchesDatabase('import { toTahitiDay } from "../../vocabulary/tahiti-time.ts";')).toBe(false);
  });
});
