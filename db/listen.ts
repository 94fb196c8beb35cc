import pg from "pg";

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile are gone, so read again. */
  onReconnect(): void;
  onError?(error: unknown): void;
}

export interface Listening {
  close(): Promise<void>;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled one would be handed to other
 * queries), reconnecting with a growing delay whenever the server goes away.
 */
export async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    next.on("error", (error) => handlers.onError?.(error));
    next.on("end", () => {
      if (client === next) {
        client = null;
        schedule();
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(async () => {
      try {
        await connect();
        handlers.onReconnect();
      } catch (error) {
        handlers.onError?.(error);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        schedule();
      }
    }, retryMs);
    timer.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
