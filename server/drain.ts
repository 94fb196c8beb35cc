import type { Server } from "node:http";
import net from "node:net";
import type { NextFunction, Request, Response } from "express";

/**
 * Counts requests in flight so a shutdown can wait for them. While draining, responses ask clients
 * to close their connection, so keep-alive sockets do not carry new requests.
 */
export function createDrain() {
  let inFlight = 0;
  let draining = false;
  let onIdle: (() => void) | null = null;

  function middleware(_req: Request, res: Response, next: NextFunction) {
    inFlight++;
    if (draining) res.setHeader("Connection", "close");
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      if (inFlight === 0) onIdle?.();
    };
    res.on("finish", finish);
    res.on("close", finish);
    next();
  }

  /** Stops accepting connections and resolves when in-flight requests are done or the timeout passes. */
  function drain(server: Server, timeoutMs: number): Promise<void> {
    draining = true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.closeAllConnections();
        resolve();
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        server.closeIdleConnections();
        resolve();
      };
      // Stop accepting without http.Server.close(), which also resets idle connections: a request
      // the client has sent but the busy server has not read yet leaves its connection looking
      // idle. Open connections close after their next answer (Connection: close) or at the end.
      net.Server.prototype.close.call(server);
      if (inFlight === 0) finish();
      else onIdle = finish;
    });
  }

  return { middleware, drain, get inFlight() { return inFlight; }, get draining() { return draining; } };
}
