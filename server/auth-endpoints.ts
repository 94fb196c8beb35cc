import type { NextFunction, Request, Response } from "express";
import { CLIENT_ADDRESS_HEADER } from "~/platform/http/client-address.ts";

/**
 * Better Auth's HTTP endpoints that stay open: what a browser reaches without the site's forms. The
 * confirmation link and the reset link of the mails (the latter only hands its token to /auth/reset)
 * and signing out. Everything else (sign-in, sign-up, reset requests and resets, confirmation
 * resends, password and email changes, account deletion, the admin plugin's API...) is done by the
 * site's forms, which call Better Auth on the server after their own limits and password rules; over
 * HTTP it would skip them, so it answers 404. The session read is closed too: its answer carries the
 * session's token, which the cookie keeps from page scripts (HttpOnly); the site's own scripts ask
 * /api/account, which tells the email alone. A list of what is open, rather than of what is closed,
 * keeps closed whatever a later Better Auth version or plugin adds.
 */
const OPEN: { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/api\/auth\/sign-out$/ },
  { method: "GET", path: /^\/api\/auth\/verify-email$/ },
  { method: "GET", path: /^\/api\/auth\/reset-password\/[A-Za-z0-9_-]+$/ },
];

/**
 * The path as Better Auth will route it: it builds a URL from the request line the same way, which
 * resolves `..` and `%2e%2e` segments, so a path is judged after that, never before.
 */
export function routedPath(url: string): string | null {
  try {
    return new URL(`http://localhost${url}`).pathname;
  } catch {
    return null;
  }
}

/** Whether Better Auth may answer this request itself: "open", "method" (405) or "closed" (404). */
export function authEndpointAccess(method: string, url: string): "open" | "method" | "closed" {
  const path = routedPath(url);
  if (path === null) return "closed";
  const matches = OPEN.filter((endpoint) => endpoint.path.test(path));
  if (matches.length === 0) return "closed";
  return matches.some((endpoint) => endpoint.method === method) ? "open" : "method";
}

/** Sits before Better Auth's handler on /api/auth/*. */
export function authEndpoints(req: Request, res: Response, next: NextFunction) {
  const access = authEndpointAccess(req.method, req.url);
  if (access === "open") return next();
  res.set("Cache-Control", "no-store");
  if (access === "method") {
    const path = routedPath(req.url) ?? "";
    res.set("Allow", OPEN.filter((endpoint) => endpoint.path.test(path)).map((endpoint) => endpoint.method).join(", "));
    res.status(405).json({ error: "method_not_allowed" });
    return;
  }
  res.status(404).json({ error: "not_found" });
}

/**
 * Tells the rest of the request (Better Auth included, through the site's auth.api calls and its own
 * endpoints) the client's address as Express worked it out: the socket's, or the one the proxies
 * that TRUST_PROXY names forwarded.
 */
export function clientAddress(req: Request, _res: Response, next: NextFunction) {
  if (req.ip) req.headers[CLIENT_ADDRESS_HEADER] = req.ip;
  else delete req.headers[CLIENT_ADDRESS_HEADER];
  next();
}
