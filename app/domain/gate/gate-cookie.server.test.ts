import { describe, expect, it } from "vitest";
import { GATE_COOKIE_MAX_AGE, GateCookie, passwordMatches } from "./gate-cookie.server.ts";

const secret = "s".repeat(32);

describe("GateCookie", () => {
  it("accepts the cookie it issued", () => {
    const cookie = new GateCookie(secret, "Motu-2027");
    expect(cookie.verify(cookie.issue())).toBe(true);
  });

  it("refuses a tampered, foreign, malformed or missing cookie", () => {
    const cookie = new GateCookie(secret, "Motu-2027");
    const value = cookie.issue();
    expect(cookie.verify(value.slice(0, -2) + "xx")).toBe(false);
    expect(cookie.verify(`${Number(value.split(".")[0]) + 1}.${value.split(".")[1]}`)).toBe(false);
    expect(new GateCookie("t".repeat(32), "Motu-2027").verify(value)).toBe(false);
    expect(cookie.verify("garbage")).toBe(false);
    expect(cookie.verify(undefined)).toBe(false);
  });

  it("locks everyone out again when the password changes", () => {
    const value = new GateCookie(secret, "Motu-2027").issue();
    expect(new GateCookie(secret, "Motu-2028").verify(value)).toBe(false);
  });

  it("expires after 30 days", () => {
    const cookie = new GateCookie(secret, "Motu-2027");
    const issuedAt = Date.UTC(2027, 0, 1);
    const value = cookie.issue(issuedAt);
    expect(cookie.verify(value, issuedAt + (GATE_COOKIE_MAX_AGE - 60) * 1000)).toBe(true);
    expect(cookie.verify(value, issuedAt + (GATE_COOKIE_MAX_AGE + 60) * 1000)).toBe(false);
  });
});

describe("passwordMatches", () => {
  it("is exact and case-sensitive", () => {
    expect(passwordMatches("Motu-2027", "Motu-2027")).toBe(true);
    expect(passwordMatches("motu-2027", "Motu-2027")).toBe(false);
    expect(passwordMatches("Motu-2027 ", "Motu-2027")).toBe(false);
    expect(passwordMatches("", "Motu-2027")).toBe(false);
  });
});
