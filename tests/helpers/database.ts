import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../db/client.ts";
import { openTestDatabase } from "./test-database.ts";

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
