// Anything a browser could read as another host, or that cannot go into a Location header as it is:
// control characters and whitespace (browsers drop tabs and line breaks, so "/\t/evil" is "//evil"),
// backslashes (read as "/"), and anything outside printable ASCII.
const UNSAFE = /[^\u0021-\u007E]|\\/;

/**
 * The one place a redirect target is decided (the gate's return, the language switch, the page
 * after signing in): a path on this site, or the fallback. Absolute and protocol-relative URLs,
 * "/\host", schemes, control characters, whitespace and non-ASCII are refused, encoded or not.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || UNSAFE.test(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  // Once decoded, the same rules: a later step (a proxy, a router) may decode it before a browser reads it.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (decoded.startsWith("//") || /^\/[\\\s]/.test(decoded) || /[\u0000-\u001F\u007F]/.test(decoded)) return fallback;
  return target;
}
