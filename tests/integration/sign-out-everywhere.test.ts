import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

const PASSWORD = "Motu2027x"; // what sessionFor gives its accounts

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

/** Another browser signing in to the same account: its Cookie header. */
async function signInAgain(email: string): Promise<string> {
  const login = await postForm(`${site.url}/auth`, site.gateCookie, { intent: "login", email, password: PASSWORD });
  const session = login.headers.getSetCookie().find((cookie) => cookie.includes("session_token"));
  if (!session) throw new Error(`could not sign in again: ${login.status}`);
  return `${site.gateCookie}; ${session.split(";")[0]}`;
}

const get = (pathname: string, cookie: string) => fetch(site.url + pathname, { headers: { cookie }, redirect: "manual" });
const signedInEmail = async (cookie: string) => ((await (await get("/api/account", cookie)).json()) as { email: string | null }).email;
const sessionCount = async (email: string) => {
  const [user] = await site.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await site.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).length;
};

describe("sign out everywhere, from the visitor's account page", () => {
  it("shows the account page to a signed-in visitor, with both ways out, and still sends one who was sent to sign in on", async () => {
    const { cookie, email } = await sessionFor(site, "user");
    const response = await get("/auth", cookie);
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    expect(page.querySelector("main")!.text).toContain(email);
    const everywhere = page.querySelector('form input[name="intent"][value="signout-everywhere"]')!.parentNode!;
    expect(everywhere.getAttribute("method")).toBe("post");
    expect(everywhere.querySelector("button")!.text).toBe(fr.auth.signOutEverywhere);
    expect(page.querySelector("#sessions-title")!.text).toBe(fr.auth.sessionsTitle);
    expect(page.querySelector('input[name="intent"][value="signout"]')).not.toBeNull();
    const onward = await get("/auth?redirectTo=%2Fnews", cookie);
    expect(onward.status).toBe(302);
    expect(onward.headers.get("location")).toBe("/news");
  });

  it("ends every session of the account, this one too, and shows the sign-in page with the notice", async () => {
    const { cookie, email } = await sessionFor(site, "user");
    const other = await signInAgain(email);
    const bystander = await sessionFor(site, "user");
    expect(await sessionCount(email)).toBe(2);

    const response = await postForm(`${site.url}/auth`, cookie, { intent: "signout-everywhere" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?everywhere=1");
    const cleared = response.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith("better-auth.session_token="))).toMatch(/Max-Age=0/i);
    expect(cleared.find((c) => c.startsWith("t27_account="))).toMatch(/^t27_account=;/);

    expect(await sessionCount(email)).toBe(0);
    expect(await signedInEmail(cookie)).toBeNull();
    expect(await signedInEmail(other)).toBeNull();
    // Another account keeps its session.
    expect(await signedInEmail(bystander.cookie)).toBe(bystander.email);

    const signIn = parse(await (await get("/auth?everywhere=1", site.gateCookie)).text());
    expect(signIn.querySelector('[role="status"]')!.text).toBe(fr.auth.signedOutEverywhere);
    expect(signIn.querySelector('input[name="intent"][value="login"]')).not.toBeNull();
  });

  it("speaks the visitor's language", async () => {
    const { cookie } = await sessionFor(site, "user");
    const english = parse(await (await get("/en/auth", cookie)).text());
    expect(english.querySelector('input[value="signout-everywhere"]')!.parentNode!.querySelector("button")!.text).toBe(en.auth.signOutEverywhere);
    const response = await postForm(`${site.url}/en/auth`, cookie, { intent: "signout-everywhere" });
    expect(response.headers.get("location")).toBe("/en/auth?everywhere=1");
    const signIn = parse(await (await get("/en/auth?everywhere=1", site.gateCookie)).text());
    expect(signIn.querySelector('[role="status"]')!.text).toBe(en.auth.signedOutEverywhere);
  });

  it("sends a visitor without a session to the sign-in page, ending nothing", async () => {
    const { cookie, email } = await sessionFor(site, "user");
    for (const stranger of [site.gateCookie, `${site.gateCookie}; better-auth.session_token=forged.value`]) {
      const response = await postForm(`${site.url}/auth`, stranger, { intent: "signout-everywhere" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/auth");
    }
    expect(await signedInEmail(cookie)).toBe(email);
  });

  it("is limited like the other account requests: the eleventh in a quarter of an hour is refused, nothing ended", async () => {
    const { cookie, email } = await sessionFor(site, "user");
    let current = cookie;
    for (let i = 0; i < 10; i++) {
      expect((await postForm(`${site.url}/auth`, current, { intent: "signout-everywhere" })).status).toBe(302);
      current = await signInAgain(email);
    }
    const refused = await postForm(`${site.url}/auth`, current, { intent: "signout-everywhere" });
    expect(refused.status).toBe(429);
    expect(parse(await refused.text()).querySelector('[role="alert"]')!.text).toBe(fr.auth.errors.tooManyAttempts);
    expect(await signedInEmail(current)).toBe(email);
  });
});

describe("sign out everywhere, from /admin/account", () => {
  it("ends every session of the staff account and shows the back office's sign-in page with the notice", async () => {
    const { cookie, email } = await sessionFor(site, "moderator");
    const other = await signInAgain(email);
    const page = parse(await (await get("/admin/account", cookie)).text());
    expect(page.querySelector('input[value="signout-everywhere"]')!.parentNode!.querySelector("button")!.text).toBe(fr.auth.signOutEverywhere);

    const response = await postForm(`${site.url}/admin/account`, cookie, { intent: "signout-everywhere" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login?everywhere=1");
    expect(await sessionCount(email)).toBe(0);
    for (const browser of [cookie, other]) {
      const dashboard = await get("/admin/dashboard", browser);
      expect(dashboard.status).toBe(302);
      expect(dashboard.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fdashboard");
    }
    const login = parse(await (await get("/admin/login?everywhere=1", site.gateCookie)).text());
    expect(login.querySelector('[role="status"]')!.text).toBe(fr.auth.signedOutEverywhere);
  });
});
