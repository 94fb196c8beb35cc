import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { listenPostgres, type Listening } from "./listen.ts";

const url = process.env.TEST_DATABASE_URL;
const CHANNEL = "t27_listen_test";

describe.skipIf(!url)("listenPostgres (on the PostgreSQL server of TEST_DATABASE_URL)", () => {
  let listening: Listening | undefined;
  afterEach(async () => {
    await listening?.close();
  });

  async function sql(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  it("hears notifications from other connections, comes back after its connection is killed, and says so", async () => {
    const messages: string[] = [];
    let reconnected = 0;
    listening = await listenPostgres(url!, CHANNEL, { onMessage: (payload) => messages.push(payload), onReconnect: () => reconnected++ });

    await sql("select pg_notify($1, 'first')", [CHANNEL]);
    await expect.poll(() => messages).toEqual(["first"]);

    // The server drops the listening connection (a restart or a failover looks the same to the client).
    const killed = await sql("select pg_terminate_backend(pid) from pg_stat_activity where query = $1", [`LISTEN "${CHANNEL}"`]);
    expect(killed.rowCount).toBe(1);
    await expect.poll(() => reconnected, { timeout: 5000 }).toBe(1);

    await sql("select pg_notify($1, 'second')", [CHANNEL]);
    await expect.poll(() => messages).toEqual(["first", "second"]);
  });
});
