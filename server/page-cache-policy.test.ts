import { describe, expect, it } from "vitest";
import { pagePolicy } from "~/platform/page-policy/page-policy.ts";
import { storageKey, type CacheQuestion } from "./page-cache-policy.ts";

const question = (overrides: Partial<CacheQuestion> = {}): CacheQuestion => ({
  method: "GET",
  url: "/ja/news?page=2",
  query: new URLSearchParams("page=2"),
  policy: pagePolicy([undefined, { shows: ["news"], ownWords: ["q"] }]),
  language: { locale: "ja" },
  signedIn: false,
  flash: false,
  ...overrides,
});

describe("storageKey", () => {
  it("keeps a public page under its path and query, for GET and HEAD", () => {
    expect(storageKey(question())).toBe("/ja/news?page=2");
    expect(storageKey(question({ method: "HEAD" }))).toBe("/ja/news?page=2");
  });

  it("never keeps a form post", () => {
    expect(storageKey(question({ method: "POST" }))).toBeUndefined();
  });

  it("never keeps what the routes call personal or hydrate", () => {
    expect(storageKey(question({ policy: pagePolicy([{ personal: true }]) }))).toBeUndefined();
    expect(storageKey(question({ policy: pagePolicy([{ hydrate: true }]) }))).toBeUndefined();
  });

  it("never keeps a language choice on its way to a redirect", () => {
    expect(storageKey(question({ language: { locale: "fr", redirect: "/ja" } }))).toBeUndefined();
  });

  it("never keeps a visitor's own search words, only where the page says they are", () => {
    expect(storageKey(question({ query: new URLSearchParams("q=tahiti") }))).toBeUndefined();
    expect(storageKey(question({ policy: pagePolicy([{ shows: [] }]), query: new URLSearchParams("q=tahiti"), url: "/venues?q=tahiti" }))).toBe("/venues?q=tahiti");
  });

  it("never keeps the answer to a signed-in visitor or one with a flash message", () => {
    expect(storageKey(question({ signedIn: true }))).toBeUndefined();
    expect(storageKey(question({ flash: true }))).toBeUndefined();
  });
});
