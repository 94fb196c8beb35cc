import http from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "./logger.ts";

type Log = Pick<Logger, "error">;

/** A 500 in plain text, or the connection closed if an answer had begun. */
export function answer500(res: http.ServerResponse) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Erreur interne du serveur.");
}

/**
 * Express's last handler: an error thrown by a middleware or a route. One that carries a client
 * status (a missing file under /assets) answers with that status; anything else is a bug, logged
 * with its request's id, and the visitor gets a 500 while the process goes on serving.
 */
export function lastResort(logger: Log) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500 && !res.headersSent) {
      return void res.status(status).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(http.STATUS_CODES[status]);
    }
    logger.error({ err: error, id: req.id, method: req.method, path: req.path }, "request failed");
    answer500(res);
  };
}

/** The server's request listener, with a throw before Express could catch it logged and answered. */
export function guardListener(listener: http.RequestListener, logger: Log): http.RequestListener {
  return (req, res) => {
    try {
      listener(req, res);
    } catch (error) {
      logger.error({ err: error, method: req.method, url: req.url }, "request failed before the site could answer it");
      answer500(res);
    }
  };
}
