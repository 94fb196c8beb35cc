import type { Request } from "express";

// A Host header is the client's to write: only a host name or address and a port make a URL.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The scheme and host a request was sent to, as the site's pages and React Router read them: those a
 * trusted proxy forwarded (X-Forwarded-Proto, X-Forwarded-Host; TRUST_PROXY), else the connection's
 * and the Host header's; the public host when that header is not a host.
 */
export function requestOrigin(req: Request, fallbackHost: string): string {
  const host = req.host && HOST.test(req.host) ? req.host : fallbackHost;
  return `${req.protocol}://${host}`;
}
