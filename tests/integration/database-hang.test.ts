import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay to PostgreSQL that can stop relaying without closing anything: to the site, the
 * database hangs (a frozen host, a half-open network path), which no error reports.
 */
function hangableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on("data", (chunk) => {
        if (!frozen) to.write(chunk);
      });
      from.on("error", () => to.destroy());
      from.on("close", () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port))),
    freeze: () => (frozen = true),
    thaw: () => (frozen = false),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!serverUrl)("a database that hangs (PostgreSQL)", () => {
  const name = `t27_hang_${randomBytes(6).toString("hex")}`;
  const relay = hangableRelay(new URL(serverUrl ?? "postgres://127.0.0.1:5432/"));
  let database: Database;
  let site: TestSite;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.hostname = "127.0.0.1";
    url.port = String(await relay.listen());
    url.pathname = `/${name}`;
    // One connection, open before the hang: no new connection attempt (which times out on its own) can hide a query waiting forever.
    database = await openDatabase({ kind: "postgres", url: url.toString(), max: 1 });
    await database.migrate();
    site = await startTestSite({}, { database });
  });
  afterAll(async () => {
    relay.thaw();
    await site?.close();
    await database?.close().catch(() => undefined);
    await relay.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const get = async (path: string) => {
    const startedAt = Date.now();
    const response = await fetch(site.url + path, { headers: { cookie: site.gateCookie } });
    await response.arrayBuffer();
    return { status: response.status, ms: Date.now() - startedAt };
  };

  it("answers 503 within seconds instead of waiting for it, and recovers when it answers again", { timeout: 60_000 }, async () => {
    expect((await get("/news?q=before")).status).toBe(200);
    relay.freeze();
    const health = await get("/healthz");
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(3000);
    // A page needs a query: it fails after the query timeout (6 s), then the ping tells an outage.
    const page = await get("/news?q=during");
    expect(page.status).toBe(503);
    expect(page.ms).toBeLessThan(10_000);
    relay.thaw();
    await expect.poll(async () => (await get(`/news?q=after-${Date.now()}`)).status, { timeout: 20_000, interval: 500 }).toBe(200);
  });
});
