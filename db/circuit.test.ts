import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.ts";
import { DatabaseUnavailable } from "./circuit.ts";

// A server that takes connections and never says a word: what a frozen PostgreSQL host looks like.
const silent = net.createServer(() => {});
const sockets = new Set<net.Socket>();
silent.on("connection", (socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
});
let database: Database;

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  database = await openDatabase({ kind: "postgres", url: `postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/test` });
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await database.close().catch(() => undefined);
  await new Promise((resolve) => silent.close(resolve));
});

/** drizzle wraps a failed statement's error: the circuit's is its cause. */
const unavailable = (error: unknown) => error instanceof DatabaseUnavailable || (error instanceof Error && error.cause instanceof DatabaseUnavailable);

const timed = async (run: () => Promise<unknown>) => {
  const startedAt = Date.now();
  const error = await run().then(() => null, (failure: unknown) => failure);
  return { error, ms: Date.now() - startedAt };
};

describe("the PostgreSQL pool's circuit", () => {
  it("fails a statement to a server that never answers within seconds, not after its 5 s timeout, and the next ones at once", async () => {
    const first = await timed(() => database.ping());
    expect(unavailable(first.error), String(first.error)).toBe(true);
    expect(first.ms).toBeLessThan(4000);
    for (let attempt = 0; attempt < 3; attempt++) {
      const next = await timed(() => database.ping());
      expect(unavailable(next.error), String(next.error)).toBe(true);
      expect(next.ms).toBeLessThan(100);
    }
    const viaPool = await timed(() => database.pool!.query("select 1"));
    expect(viaPool.error).toBeInstanceOf(DatabaseUnavailable);
  });
});
