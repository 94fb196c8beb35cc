import type { IncomingMessage } from "node:http";
import type { Problem } from "./problems.ts";

// Control characters have no place in a path or a query, once decoded (%00, %0A...).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * An absolute-form target (`GET http://host/path`, which HTTP/1.1 servers must accept) becomes its
 * path and query, before anything reads the URL: the page cache's key, Express's originalUrl.
 */
export function toOriginForm(req: IncomingMessage): void {
  const url = req.url ?? "/";
  if (url.startsWith("/") || !/^https?:\/\//i.test(url) || !URL.canParse(url)) return;
  const parsed = new URL(url);
  req.url = parsed.pathname + parsed.search;
}

/**
 * Reads the request's target before anything else uses it: one that is not a path (`*`, `news`),
 * or whose percent-encoding does not decode (`/%E0%A4%A`), or decodes to control characters, is a
 * problem to answer at once. Everything after this can decode the URL without a guard.
 */
export function checkTarget(req: IncomingMessage): Problem | null {
  const url = req.url ?? "/";
  if (!url.startsWith("/")) return "malformed-url";
  if (!url.includes("%")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return "malformed-url";
  }
  return CONTROL.test(decoded) ? "forbidden-characters" : null;
}
