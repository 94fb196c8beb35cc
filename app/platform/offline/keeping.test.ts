import { describe, expect, it } from "vitest";
import { isKeepMessage, keepable, mayKeep } from "./keeping.ts";

const answer = (status: number, headers: Record<string, string> = {}, more: Partial<Pick<Response, "type" | "redirected">> = {}) => ({
  status,
  type: "basic" as ResponseType,
  redirected: false,
  headers: new Headers(headers),
  ...more,
});

describe("what the service worker keeps", () => {
  it("keeps a page or a file that answered 200 itself and may be stored, nothing else", () => {
    expect(mayKeep(answer(200, { "Cache-Control": "private, no-cache" }))).toBe(true);
    expect(mayKeep(answer(200, { "Cache-Control": "public, max-age=31536000, immutable" }))).toBe(true);
    expect(mayKeep(answer(200))).toBe(true);
    // The gate's page answers 200 at the page's address: no-store keeps it out.
    expect(mayKeep(answer(200, { "Cache-Control": "no-store" }))).toBe(false);
    expect(mayKeep(answer(200, { "Cache-Control": "private, No-Store" }))).toBe(false);
    expect(mayKeep(answer(503))).toBe(false);
    expect(mayKeep(answer(404))).toBe(false);
    expect(mayKeep(answer(0, {}, { type: "opaqueredirect" }))).toBe(false);
    expect(mayKeep(answer(200, {}, { redirected: true }))).toBe(false);
    expect(mayKeep(answer(200, {}, { type: "cors" }))).toBe(false);
  });

  it("is asked to keep only the site's own pages and files, never its API or back office", () => {
    const origin = "https://tahiti2027.example";
    expect(keepable(new URL("/schedule?day=2027-08-02", origin), origin)).toBe(true);
    expect(keepable(new URL("/assets/app-x.css", origin), origin)).toBe(true);
    expect(keepable(new URL("/api/live/events", origin), origin)).toBe(false);
    expect(keepable(new URL("/api/account", origin), origin)).toBe(false);
    expect(keepable(new URL("/admin/results", origin), origin)).toBe(false);
    expect(keepable(new URL("https://elsewhere.example/schedule"), origin)).toBe(false);
  });

  it("reads a page's message only in its own shape", () => {
    expect(isKeepMessage({ type: "keep", urls: ["/schedule"] })).toBe(true);
    for (const other of [null, "keep", { type: "keep" }, { type: "keep", urls: [1] }, { type: "drop", urls: [] }]) expect(isKeepMessage(other)).toBe(false);
  });
});
