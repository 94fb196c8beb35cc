// Which unit and integration test files touch a database: those the PostgreSQL pass runs again.
// The others (pure functions, parsers, rules) run the same on any engine, so once is enough.
import fs from "node:fs";
import path from "node:path";

/** Where the unit and integration projects of vitest.config.ts find their files. */
const ROOTS = ["app", "db", "vocabulary", "server", "tests/helpers", "tests/lint", "tests/integration"];

/**
 * A file touches a database when it opens one (the test helpers that start a site or a database,
 * the database client, PGlite itself) or reads the server's address.
 */
const OPENS_A_DATABASE = /helpers\/(database|test-database|site)\.ts|\bopenDatabase\b|\bnew PGlite\b|TEST_DATABASE_URL/;

export function touchesDatabase(source) {
  return OPENS_A_DATABASE.test(source);
}

/** The test files of the unit and integration projects that touch a database, relative to `root`. */
export function databaseTestFiles(root = process.cwd()) {
  return ROOTS.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true })
      .map((file) => path.join(dir, String(file)))
      .filter((file) => /\.test\.tsx?$/.test(file) && touchesDatabase(fs.readFileSync(path.join(root, file), "utf8"))),
  ).sort();
}
