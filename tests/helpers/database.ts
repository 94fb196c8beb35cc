import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type Database } from "../../db/client.ts";
import { onServer } from "./database-template.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the same tests run
 * on both engines. Each is a copy of the run's migrated template (tests/helpers/database-template.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject("databaseTemplate");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template.kind === "pglite") {
    return openDatabase({ kind: "pglite", template: new Blob([fs.readFileSync(template.file)]) });
  }
  if (!serverUrl) throw new Error("the PostgreSQL template exists but TEST_DATABASE_URL is unset");
  const name = `t27_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name} template ${template.name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), max: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The test file's own database: opened (fresh and migrated) before its tests, closed after them.
 * Use it in tests and hooks, not while the file is being read.
 */
export function testDatabase(): Database {
  let opened: Database | undefined;
  // Starting a database takes a second, more on a busy machine.
  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });
  const current = (): Database => {
    if (!opened) throw new Error("the test database opens before the tests: use it in tests and hooks");
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    get pool() {
      return current().pool;
    },
    migrate: () => current().migrate(),
    ping: () => current().ping(),
    listen: (channel, handlers) => current().listen(channel, handlers),
    notify: (channel, payload) => current().notify(channel, payload),
    close: () => current().close(),
  };
}
