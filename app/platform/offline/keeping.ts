/**
 * What the service worker keeps for a visitor with no signal (ADR 035), shared by the worker and the
 * pages so both agree: the cache's name, the message a page sends, and which answers may be kept.
 */

/** A new version's worker drops the caches of older ones, whose copies it can no longer vouch for. */
export const OFFLINE_CACHE = "t27-offline-v1";

/** What a page kept offline asks the worker: keep these addresses (the page itself, its files, its days). */
export interface KeepMessage {
  type: "keep";
  urls: string[];
}

export function isKeepMessage(value: unknown): value is KeepMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === "keep" && Array.isArray(message.urls) && message.urls.every((url) => typeof url === "string");
}

/**
 * An answer the worker may keep and give back offline: a page or a file of this site that answered
 * 200 without being redirected, and that the server allows to be stored (the gate's page and anything
 * personal say `no-store`).
 */
export function mayKeep(response: Pick<Response, "status" | "type" | "redirected" | "headers">): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected && !/\bno-store\b/i.test(response.headers.get("Cache-Control") ?? "");
}

/** Addresses a page may ask to keep: this site's own, never its API (the live stream, the account) nor its back office. */
export function keepable(url: URL, origin: string): boolean {
  return url.origin === origin && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/admin");
}
