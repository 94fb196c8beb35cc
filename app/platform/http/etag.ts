import { createHash } from "node:crypto";

/**
 * A strong ETag for a response's bytes: the page cache's stored pages and the open data's answers
 * tag a body alike, so a client holding either one's tag gets a 304 from the other.
 */
export function strongEtag(body: Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names this tag (the weak comparison HTTP asks of If-None-Match). */
export function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
