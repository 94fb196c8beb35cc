import type { Request, Response } from "express";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";

const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops (EventSource's retry). */
const RETRY_MS = 2_000;

/**
 * Server-sent events for /live: one `results` event each time a result is saved or deleted anywhere,
 * and a comment line every 25 s so proxies keep the connection open. The page reloads its data on
 * each event; the stream itself carries no data, so it is the same for every language.
 */
export function createLiveEvents(feed: ChangeFeed) {
  const clients = new Set<Response>();

  const broadcast = (chunk: string) => {
    for (const res of clients) res.write(chunk);
  };
  const unsubscribe = feed.subscribe((change) => {
    if (change.topic === "results" || change.topic === "resync") broadcast(`event: results\ndata: ${JSON.stringify({ topic: change.topic })}\n\n`);
  });
  const heartbeat = setInterval(() => broadcast(": heartbeat\n\n"), HEARTBEAT_MS);
  heartbeat.unref();

  function handler(req: Request, res: Response) {
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from buffering the stream.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    clients.add(res);
    req.on("close", () => clients.delete(res));
  }

  /** Ends every stream (on shutdown), so the browsers reconnect to an instance that is still up. */
  function closeAll() {
    clearInterval(heartbeat);
    unsubscribe();
    for (const res of clients) res.end();
    clients.clear();
  }

  return { handler, closeAll };
}
