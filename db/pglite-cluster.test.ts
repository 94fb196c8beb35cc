import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { createPgliteCluster } from "./pglite-cluster.ts";

const dirs: string[] = [];
function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-cluster-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test creates a PostgreSQL cluster (initdb), a few seconds on this machine.
describe("the embedded database's cluster", { timeout: 30_000 }, () => {
  it("is created in a new data directory, and the database opened on it keeps what it is given", async () => {
    const dataDir = newDataDir();
    expect(await createPgliteCluster(dataDir)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);

    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.db.execute(sql`create table kept (word text)`);
    await first.db.execute(sql`insert into kept values ('maeva')`);
    await first.close();
    const again = await openDatabase({ kind: "pglite", dataDir });
    const { rows } = (await again.db.execute(sql`select word from kept`)) as unknown as { rows: { word: string }[] };
    await again.close();
    expect(rows).toEqual([{ word: "maeva" }]);
  });

  it("is left as it is when the directory has one", async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ kind: "pglite", dataDir });
    await database.db.execute(sql`create table kept (word text)`);
    await database.close();
    expect(await createPgliteCluster(dataDir)).toBe(false);
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    const { rows } = (await reopened.db.execute(sql`select count(*)::int as n from kept`)) as unknown as { rows: { n: number }[] };
    await reopened.close();
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("says which directory it could not create the database in", async () => {
    const blocker = path.join(path.dirname(newDataDir()), "a-file");
    fs.mkdirSync(path.dirname(blocker), { recursive: true });
    fs.writeFileSync(blocker, "");
    await expect(createPgliteCluster(path.join(blocker, "pglite"))).rejects.toThrow(/a-file/);
  });
});
