import { randomUUID } from "node:crypto";
import type { Database } from "../../../db/client.ts";
import { CHANGE_TOPICS, type ChangeTopic } from "../../../vocabulary/change-topics.ts";

/** Where the database announces changes to news, results (migration 0002), media (0004), content (0012) and the schedule (0013). */
export const CHANGES_CHANNEL = "t27_changes";

/** "resync" tells listeners that changes may have been missed (the database connection came back). */
export type Change = { topic: ChangeTopic } | { topic: "resync" };

export interface ChangeFeed {
  /**
   * Resolves once this instance has heard every change committed before the call. PostgreSQL hands a
   * listener its notifications in commit order, so a marker sent now arrives after them; until then,
   * a page read on this instance right after a save could come from the cache.
   */
  settled(): Promise<void>;
  subscribe(listener: (change: Change) => void): () => void;
  close(): Promise<void>;
}

const MARKER = "settled:";
const SETTLE_TIMEOUT_MS = 2000;

/**
 * Hears the database announce changes, so one path serves a single server on the embedded database
 * and several instances on PostgreSQL alike, and a change made outside the site (a script, psql)
 * reaches the pages too.
 */
export async function createChangeFeed(database: Database, log: { warn(obj: object, msg?: string): void }): Promise<ChangeFeed> {
  const listeners = new Set<(change: Change) => void>();
  const markers = new Map<string, () => void>();
  const dispatch = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  const listening = await database.listen(CHANGES_CHANNEL, {
    onMessage(payload) {
      if ((CHANGE_TOPICS as readonly string[]).includes(payload)) dispatch({ topic: payload as ChangeTopic });
      else if (payload.startsWith(MARKER)) markers.get(payload)?.();
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
    async settled() {
      const marker = `${MARKER}${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        markers.set(marker, resolve);
        // The listening connection may be down (it reconnects and resyncs): never hold a response for it.
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      });
      try {
        await database.notify(CHANGES_CHANNEL, marker);
        await heard;
      } catch (error) {
        log.warn({ err: error }, "could not wait for the change feed");
      } finally {
        clearTimeout(timer);
        markers.delete(marker);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listening.close(),
  };
}
