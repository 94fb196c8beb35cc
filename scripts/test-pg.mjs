// `npm run test:pg`: the unit and integration files that touch a database, on the PostgreSQL server
// named by TEST_DATABASE_URL (CI runs it under Node 24 as well as the machine's Node).
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { databaseTestFiles } from "./lib/database-tests.mjs";

if (!process.env.TEST_DATABASE_URL) {
  console.error("Set TEST_DATABASE_URL to a PostgreSQL server where the tests may create databases, e.g. postgres://postgres@127.0.0.1:5432/test");
  process.exit(1);
}
buildIfStale();
const files = databaseTestFiles();
console.log(`${files.length} test files touch a database: running them on PostgreSQL with Node ${process.version}.`);
const result = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", "unit", "--project", "integration", ...files, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
