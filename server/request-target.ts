import type { IncomingMessage } from "node:http";
import type { Problem } from "./problem.tsx";

// Control characters have no place in a path or a query, once decoded (%00, %0A...).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * Reads the request's target before anything else does: an absolute-form target
 * (`GET http://host/path`, which HTTP/1.1 servers must accept) becomes its path, and a path or query
 * whose percent-encoding does not decode (`/%E0%A4%A`), or decodes to control characters, is a
 * problem to answer at once. Everything after this can decode the URL without a guard.
 */
export function checkTarget(req: IncomingMessage): Problem | null {
  let url = req.url ?? "/";
  if (!url.startsWith("/")) {
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return "malformed-url";
    const parsed = new URL(url);
    url = req.url = parsed.pathname + parsed.search;
  }
  if (!url.includes("%")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return "malformed-url";
  }
  return CONTROL.test(decoded) ? "forbidden-characters" : null;
}
