import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { circuitClient, createCircuit } from "./circuit.ts";
import { listenPostgres, type ListenHandlers, type Listening } from "./listen.ts";
import { createPgliteCluster } from "./pglite-cluster.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the app sees, whichever driver sits below it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the connection pool, for what needs the driver itself (the shared rate limits). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Hears NOTIFY on a channel, from this process and (on PostgreSQL) from every other instance. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve("db/migrations");

export type DatabaseTarget =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir?: string /* undefined = in memory */; template?: Blob /* a dumped data directory to start from */ };

// PostgreSQL's default 128 MB of shared buffers fill up under load and WebAssembly memory never
// shrinks; the site's whole database fits many times over in 16 MB (bench: RSS after load).
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * A database that stops answering without closing its connections (a frozen host, a half-open
 * network path) must fail a query as quickly as a stopped one: the server gives up on a statement
 * after STATEMENT_TIMEOUT_MS, the client on an answer that never comes a second later, and TCP
 * keepalive finds dead idle connections. The site's queries take milliseconds. A server that does not
 * answer at all is found sooner, and its statements failed at once, by the pool's circuit (circuit.ts).
 */
export const STATEMENT_TIMEOUT_MS = 5000;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const circuit = createCircuit(target.url);
    const pool = new pg.Pool({
      Client: circuitClient(circuit),
      connectionString: target.url,
      max: target.max ?? 10,
      connectionTimeoutMillis: 5000,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: STATEMENT_TIMEOUT_MS + 1000,
      idle_in_transaction_session_timeout: 2 * STATEMENT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: (channel, handlers) => listenPostgres(target.url, channel, handlers),
      notify: async (channel, payload) => void (await db.execute(sql`select pg_notify(${channel}, ${payload})`)),
      close: () => {
        circuit.close();
        return pool.end();
      },
    };
  }
  if (target.dataDir) await createPgliteCluster(target.dataDir);
  const client = new PGlite({ dataDir: target.dataDir, startParams: PGLITE_START_PARAMS, loadDataDir: target.template });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await db.execute(sql`select 1`)),
    notify: async (channel, payload) => void (await db.execute(sql`select pg_notify(${channel}, ${payload})`)),
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onMessage);
      return { close: () => unlisten().catch(() => undefined) };
    },
    close: () => client.close(),
  };
}
