import pg from "pg";

/** A statement still unanswered after this long makes the circuit ask whether the server answers at all. */
const SLOW_MS = 1000;
/** How long a server that is up takes at most to open a connection and answer `select 1`. */
const PROBE_MS = 2000;
/** While open, how often the circuit asks again. */
const RETRY_MS = 1000;

/** What every statement fails with while the circuit is open: the server does not answer. */
export class DatabaseUnavailable extends Error {
  constructor() {
    super("the database does not answer (circuit open)");
    this.name = "DatabaseUnavailable";
  }
}

/**
 * A server that stops answering without closing anything (a frozen host, a half-open network path)
 * would make each statement wait for its own timeout, one after another: a sign-in reads a session,
 * counts an attempt, then reads the account, 5 s each. Once a statement is slow, the circuit opens a
 * connection of its own and asks `select 1`; no answer within PROBE_MS means the server is gone:
 * the circuit opens, the statements waiting fail at once, and every later one fails without being
 * sent, until a probe is answered again. A server that answers with an error (too many connections)
 * is up.
 */
export function createCircuit(url: string) {
  let open = false;
  let probing: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const waiting = new Set<(error: Error) => void>();

  async function answers(): Promise<boolean> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_MS, query_timeout: PROBE_MS });
    client.on("error", () => {});
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), PROBE_MS);
    });
    const asked = (async () => {
      await client.connect();
      await client.query("select 1");
      return "answered" as const;
    })().catch((error: unknown) => (error instanceof pg.DatabaseError ? ("answered" as const) : ("failed" as const)));
    try {
      return (await Promise.race([asked, timeout])) === "answered";
    } finally {
      clearTimeout(timer);
      // A frozen server never acknowledges the goodbye: the socket is dropped, not waited for.
      void client.end().catch(() => {});
    }
  }

  function probe(): Promise<void> {
    probing ??= answers().then((up) => {
      probing = null;
      if (closed) return;
      if (up) {
        open = false;
        return;
      }
      open = true;
      for (const fail of waiting) fail(new DatabaseUnavailable());
      waiting.clear();
      clearTimeout(retry);
      retry = setTimeout(() => void probe(), RETRY_MS);
      retry.unref();
    });
    return probing;
  }

  return {
    /** Runs a statement (or a connection attempt) unless the circuit is open; fails it as soon as the circuit opens. */
    run<T>(statement: () => Promise<T>): Promise<T> {
      if (open) return Promise.reject(new DatabaseUnavailable());
      return new Promise<T>((resolve, reject) => {
        const fail = (error: Error) => reject(error);
        waiting.add(fail);
        const slow = setTimeout(() => void probe(), SLOW_MS);
        statement().then(resolve, reject).finally(() => {
          clearTimeout(slow);
          waiting.delete(fail);
        });
      });
    },
    close() {
      closed = true;
      clearTimeout(retry);
    },
  };
}

export type Circuit = ReturnType<typeof createCircuit>;

/**
 * The pool's client class, every statement and connection attempt through the circuit. pg's pool
 * calls both with callbacks, drizzle and the rate limits with promises: both forms are kept.
 */
export function circuitClient(circuit: Circuit): typeof pg.Client {
  class CircuitClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
    override connect(callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): Promise<pg.Client> | void {
      const connected = circuit.run(() => super.connect());
      // Given up while still connecting: the pool forgets this client, so it must not connect later.
      connected.catch((error: unknown) => {
        if (error instanceof DatabaseUnavailable) void this.end().catch(() => {});
      });
      if (!callback) return connected;
      const done = callback as (error: Error | null, client?: pg.Client) => void;
      connected.then((client) => done(null, client), done);
    }

    override query(...args: unknown[]): never {
      const [config] = args;
      // A cursor or a stream reads on its own schedule: it goes straight to the driver.
      if (typeof (config as { submit?: unknown } | null)?.submit === "function") return (super.query as (...a: unknown[]) => never)(...args);
      const callback = typeof args.at(-1) === "function" ? (args.pop() as (error: Error | null, result?: unknown) => void) : undefined;
      const result = circuit.run(() => (super.query as (...a: unknown[]) => Promise<unknown>)(...args));
      if (!callback) return result as never;
      result.then((value) => callback(null, value), (error: Error) => callback(error));
      return undefined as never;
    }
  }
  return CircuitClient;
}
