import type { Database } from "../../../db/client.ts";

/** How long a database that answers takes at most to say so; past that it counts as down. */
const PING_TIMEOUT_MS = 1000;

/**
 * Whether the database fails to answer right now. Asked after a query failed, it tells an outage
 * (the server stopped, the network cut) from a failing query: the drivers and Better Auth wrap the
 * connection error differently, when they keep it at all.
 */
export async function databaseDown(database: Pick<Database, "ping">): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return false;
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}
