import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR, openDatabase } from "../../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database each test file's database starts from (see openTestDatabase). */
    databaseTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; name: string };
  }
}

/**
 * Vitest's global setup: migrates one database per run, the template every test file's database is
 * copied from. Creating and migrating a database takes seconds, many times over a run; a copy of a
 * migrated one takes half a second on PGlite (a dumped data directory) and less on PostgreSQL
 * (`CREATE DATABASE ... TEMPLATE`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir("none");
    await client.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-template-"));
    const file = path.join(dir, "migrated.tar");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("databaseTemplate", { kind: "pglite", file });
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `t27_template_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), max: 1 });
  await database.migrate();
  // A template must have no connection open while it is copied.
  await database.close();
  project.provide("databaseTemplate", { kind: "postgres", name });
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
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
