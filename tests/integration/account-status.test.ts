import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

const status = (cookie: string) => fetch(`${site.url}/api/account`, { headers: { cookie } });

describe("/api/account", () => {
  it("tells the signed-in visitor's email and nothing else, never to be stored", async () => {
    const { cookie, email } = await sessionFor(site, "user");
    const response = await status(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ email });
  });

  it("answers null to a visitor without a session, or with a made-up one", async () => {
    expect(await (await status(site.gateCookie)).json()).toEqual({ email: null });
    expect(await (await status(`${site.gateCookie}; better-auth.session_token=forged.value; t27_account=1`)).json()).toEqual({ email: null });
  });

  it("stays behind the gate", async () => {
    expect((await status("")).status).not.toBe(200);
  });
});

describe("the account hint", () => {
  const post = (cookie: string, fields: Record<string, string>) =>
    fetch(`${site.url}/auth`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("comes with the session cookie, readable by the page's script, and goes with it", async () => {
    const { cookie } = await sessionFor(site, "user");
    const signedOut = await post(cookie, { intent: "signout", redirectTo: "/ja/results?sport=judo" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/ja/results?sport=judo");
    const cleared = signedOut.headers.getSetCookie().find((c) => c.startsWith("t27_account="));
    expect(cleared).toMatch(/^t27_account=; Max-Age=0; Path=\//);
    expect(cleared).not.toContain("HttpOnly");
  });

  it("is set on signing in, without HttpOnly, for as long as the session", async () => {
    const email = `hint-${Date.now()}@tahiti2027.test`;
    await post(site.gateCookie, { intent: "signup", email, password: "Motu2027x", confirmPassword: "Motu2027x" });
    await site.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const login = await post(site.gateCookie, { intent: "login", email, password: "Motu2027x" });
    const cookies = login.headers.getSetCookie();
    const session = cookies.find((c) => c.includes("session_token="))!;
    const hint = cookies.find((c) => c.startsWith("t27_account="))!;
    expect(hint).toMatch(/^t27_account=1; /);
    expect(hint).not.toContain("HttpOnly");
    expect(session).toContain("HttpOnly");
    expect(hint.match(/Max-Age=\d+/)?.[0]).toBe(session.match(/Max-Age=\d+/)?.[0]);
  });

  it("signs out to the site's home when the page to go back to is not on the site", async () => {
    const { cookie } = await sessionFor(site, "user");
    const response = await post(cookie, { intent: "signout", redirectTo: "//evil.example/" });
    expect(response.headers.get("location")).toBe("/");
  });
});
