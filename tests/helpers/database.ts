import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../db/client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the same tests run
 * on both engines.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite" });
    await database.migrate();
    return database;
  }
  const name = `t27_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), max: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The test file's own database: opened (fresh and migrated) before its tests, closed after them.
 * Use it in tests and hooks, not while the file is being read.
 */
export function testDatabase(): Database {
  let opened: Database | undefined;
  // Starting and migrating a database takes seconds on a busy machine.
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
