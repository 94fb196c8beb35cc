import type { Database } from "../../../db/client.ts";

export const CHANGES_CHANNEL = "t27_changes";

/** What changed: results feed /live and the medal table; news feeds the home page and /news. */
export type ChangeTopic = "results" | "news";

/** "resync" tells listeners that changes may have been missed (the database connection came back). */
export type Change = { topic: ChangeTopic } | { topic: "resync" };

export interface ChangeFeed {
  /** Tells every instance sharing the database, this one included. Never throws: the change is saved. */
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(listener: (change: Change) => void): () => void;
  close(): Promise<void>;
}

const TOPICS: readonly string[] = ["results", "news"] satisfies ChangeTopic[];

/**
 * Changes travel through the database's NOTIFY, even inside one process, so one path serves a single
 * server on the embedded database and several instances on PostgreSQL alike.
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
    async publish(topic) {
      try {
        await database.notify(CHANGES_CHANNEL, topic);
      } catch (error) {
        log.warn({ err: error, topic }, "a change could not be announced");
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listening.close(),
  };
}
