import { describe, expect, it } from "vitest";
import { accountHintCookie } from "./account-hint.ts";

describe("accountHintCookie", () => {
  it("follows a new session cookie, readable by the page's script and holding no secret", () => {
    const hint = accountHintCookie("better-auth.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax");
    expect(hint).toBe("t27_account=1; Max-Age=604800; Path=/; SameSite=Lax");
  });

  it("keeps Secure and the expiry of a cookie served over HTTPS", () => {
    const hint = accountHintCookie("__Secure-better-auth.session_token=abc; Expires=Tue, 01 Dec 2026 00:00:00 GMT; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(hint).toBe("t27_account=1; Expires=Tue, 01 Dec 2026 00:00:00 GMT; Path=/; Secure; SameSite=Lax");
  });

  it("clears the hint with the session cookie", () => {
    expect(accountHintCookie("better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax")).toBe("t27_account=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("leaves Better Auth's other cookies alone", () => {
    expect(accountHintCookie("better-auth.session_data=xyz; Max-Age=300; Path=/; HttpOnly")).toBeNull();
    expect(accountHintCookie("better-auth.two_factor=xyz; Max-Age=600; Path=/; HttpOnly")).toBeNull();
    expect(accountHintCookie("evil.better-auth.session_token=x")).toBeNull();
  });
});
