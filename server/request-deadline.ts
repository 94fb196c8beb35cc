import type { IncomingMessage, ServerResponse } from "node:http";

const deadlines = new WeakMap<IncomingMessage, (ms: number) => void>();

/**
 * Ends a request whose body is still arriving `ms` after it began: 408 if nothing was answered yet,
 * then the connection is closed. Node's own request timeout does this for every request alike, which
 * would cut off an upload of a 250 MB media kit after seconds: see allowMoreTime.
 */
export function limitRequestTime(req: IncomingMessage, res: ServerResponse, ms: number): void {
  if (req.complete) return;
  const giveUp = () => {
    if (req.complete) return;
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.writeHead(408, { Connection: "close", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Request Timeout\n", () => req.socket.destroy());
  };
  let timer = setTimeout(giveUp, ms);
  deadlines.set(req, (more) => {
    clearTimeout(timer);
    timer = setTimeout(giveUp, more);
  });
  const done = () => clearTimeout(timer);
  req.once("end", done);
  res.once("close", done);
}

/** Gives a request `ms` from now to finish arriving: for an upload, once its sender is known. */
export function allowMoreTime(req: IncomingMessage, ms: number): void {
  deadlines.get(req)?.(ms);
}
