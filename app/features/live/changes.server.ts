import type { Database } from "../../../db/client.ts";

/** Where the database announces changes to news and results (triggers of migration 0002). */
export const CHANGES_CHANNEL = "t27_changes";

/** What changed: results feed /live and the medal table; news feeds the home page and /news. */
export type ChangeTopic = "results" | "news";

/** "resync" tells listeners that changes may have been missed (the database connection came back). */
export type Change = { topic: ChangeTopic } | { topic: "resync" };

export interface ChangeFeed {
  subscribe(listener: (change: Change) => void): () => void;
  close(): Promise<void>;
}

const TOPICS: readonly string[] = ["results", "news"] satisfies ChangeTopic[];

/**
 * Hears the database announce changes, so one path serves a single server on the embedded database
 * and several instances on PostgreSQL alike, and a change made outside the site (a script, psql)
 * reaches the pages too.
 */
export async function createChangeFeed(database: Database, log: { warn(obj: object, msg?: string): void }): Promise<ChangeFeed> {
  const listeners = new Set<(change: Change) => void>();
  const dispatch = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  const listening = await database.listen(CHANGES_CHANNEL, {
    onMessage(payload) {
      if (TOPICS.includes(payload)) dispatch({ topic: payload as ChangeTopic });
    },
    onReconnect() {
      log.warn({}, "change feed reconnected to the database");
      dispatch({ topic: "resync" });
    },
    onError(error) {
      log.warn({ err: error }, "change feed lost the database");
    },
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listening.close(),
  };
}
