import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR, openDatabase, type Database, type Db } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";
import { seedInitialContent } from "~/domain/content/initial-content.server.ts";

/**
 * The databases each test's database starts from, named in the environment of the run: migrated, and
 * migrated with the organisers' initial content (what a site's start would import).
 */
type Templates<T> = { migrated: T; withContent: T };
type DatabaseTemplate = { kind: "pglite"; files: Templates<string> } | { kind: "postgres"; names: Templates<string> };
const TEMPLATE_VARIABLE = "TEST_DATABASE_TEMPLATE";
/** A folder `npm test` gives both runners, so that the second finds the first one's embedded templates. */
const SHARED_DIR_VARIABLE = "TEST_DATABASE_TEMPLATE_DIR";

/**
 * The global setup of both test runners (Vitest and Playwright): migrates one database per run and
 * imports the organisers' initial content into it, the template every test's database is copied
 * from, and names it in the environment the workers inherit. Creating, migrating and filling a
 * database takes seconds, many times over a run; a copy takes half a second on PGlite (a dumped data
 * directory) and less on PostgreSQL (`CREATE DATABASE ... TEMPLATE`). A site's start then finds its
 * content there; the demo content stays each site's choice (SEED_DEMO). Under `npm test` the two
 * runners share the folder of the embedded templates: the second copies what the first made. Returns
 * the teardown.
 */
export default async function setupDatabaseTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const shared = process.env[SHARED_DIR_VARIABLE];
    const dir = shared ?? fs.mkdtempSync(path.join(os.tmpdir(), "t27-template-"));
    const files = { migrated: path.join(dir, "migrated.tar"), withContent: path.join(dir, "with-content.tar") };
    // The last file written says both are whole.
    if (!fs.existsSync(files.withContent)) {
      const client = new PGlite();
      const db = drizzlePglite(client, { schema }) as unknown as Db;
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      const dump = async (file: string) => fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
      await dump(files.migrated);
      await seedInitialContent(db);
      await dump(files.withContent);
      await client.close();
    }
    announce({ kind: "pglite", files });
    return async () => {
      if (!shared) fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const prefix = `t27_template_${randomBytes(6).toString("hex")}`;
  const names = { migrated: `${prefix}_migrated`, withContent: `${prefix}_content` };
  await onServer(serverUrl, `create database ${names.migrated}`);
  const migrated = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, names.migrated), max: 1 });
  await migrated.migrate();
  // A template must have no connection open while it is copied.
  await migrated.close();
  await onServer(serverUrl, `create database ${names.withContent} template ${names.migrated}`);
  const withContent = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, names.withContent), max: 1 });
  await seedInitialContent(withContent.db);
  await withContent.close();
  announce({ kind: "postgres", names });
  return async () => {
    for (const name of Object.values(names)) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}

function announce(template: DatabaseTemplate): void {
  process.env[TEMPLATE_VARIABLE] = JSON.stringify(template);
}

/**
 * A fresh, migrated database for one test file or worker, with the organisers' initial content if
 * asked: in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (dropped again on close), so the same tests run on both engines. Each is a copy
 * of one of the run's templates.
 */
export async function openTestDatabase({ withContent = false }: { withContent?: boolean } = {}): Promise<Database> {
  const announced = process.env[TEMPLATE_VARIABLE];
  if (!announced) throw new Error(`${TEMPLATE_VARIABLE} is unset: run the tests through Vitest or Playwright, whose global setup migrates the template`);
  const template = JSON.parse(announced) as DatabaseTemplate;
  const which = withContent ? "withContent" : "migrated";
  if (template.kind === "pglite") {
    return openDatabase({ kind: "pglite", template: new Blob([fs.readFileSync(template.files[which])]) });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("the PostgreSQL template exists but TEST_DATABASE_URL is unset");
  const name = `t27_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name} template ${template.names[which]}`);
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
