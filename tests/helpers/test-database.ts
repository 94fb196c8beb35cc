import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR, openDatabase, type Database } from "../../db/client.ts";

/** The migrated database each test's database starts from, named in the environment of the run. */
type DatabaseTemplate = { kind: "pglite"; file: string } | { kind: "postgres"; name: string };
const TEMPLATE_VARIABLE = "TEST_DATABASE_TEMPLATE";

/**
 * The global setup of both test runners (Vitest and Playwright): migrates one database per run, the
 * template every test's database is copied from, and names it in the environment the workers
 * inherit. Creating and migrating a database takes seconds, many times over a run; a copy of a
 * migrated one takes half a second on PGlite (a dumped data directory) and less on PostgreSQL
 * (`CREATE DATABASE ... TEMPLATE`). Returns the teardown.
 */
export default async function setupDatabaseTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir("none");
    await client.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-template-"));
    const file = path.join(dir, "migrated.tar");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    announce({ kind: "pglite", file });
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `t27_template_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name), max: 1 });
  await database.migrate();
  // A template must have no connection open while it is copied.
  await database.close();
  announce({ kind: "postgres", name });
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

function announce(template: DatabaseTemplate): void {
  process.env[TEMPLATE_VARIABLE] = JSON.stringify(template);
}

/**
 * A fresh, migrated database for one test file or worker: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the same
 * tests run on both engines. Each is a copy of the run's template.
 */
export async function openTestDatabase(): Promise<Database> {
  const announced = process.env[TEMPLATE_VARIABLE];
  if (!announced) throw new Error(`${TEMPLATE_VARIABLE} is unset: run the tests through Vitest or Playwright, whose global setup migrates the template`);
  const template = JSON.parse(announced) as DatabaseTemplate;
  if (template.kind === "pglite") {
    return openDatabase({ kind: "pglite", template: new Blob([fs.readFileSync(template.file)]) });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("the PostgreSQL template exists but TEST_DATABASE_URL is unset");
  const name = `t27_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name} template ${template.name}`);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name), max: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE and DROP DATABASE need it). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
