import http from "node:http";
import { count, eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users, verifications } from "../../db/schema/index.ts";
import { CLIENT_ADDRESS_HEADER } from "~/platform/http/client-address.ts";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { startTestSite, TEST_GATE_PASSWORD, type TestSite } from "../helpers/site.ts";

const ADMIN = { email: "chief@tahiti2027.test", password: "Vaa-Race-2027" };
const USER_PASSWORD = "Motu2027x"; // what sessionFor gives its accounts

/** No TRUST_PROXY: the socket's address counts, whatever the headers say. */
let plain: TestSite;
/** TRUST_PROXY=loopback: the tests stand in for a proxy and say which address each request comes from. */
let proxied: TestSite;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [plain, proxied] = await Promise.all([
    startTestSite({ ...adminEnv(), SMTP_URL: smtp.url, MAIL_FROM: "Tahiti 2027 <no-reply@tahiti2027.test>" }),
    startTestSite({ ...adminEnv(), TRUST_PROXY: "loopback" }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), proxied?.close()]);
  await smtp?.close();
});

function adminEnv() {
  return { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
}

function post(site: TestSite, pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(site.url + pathname, {
    method: "POST",
    headers: { cookie: site.gateCookie, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const signIn = (site: TestSite, email: string, password: string, from?: string, pathname = "/auth") =>
  post(site, pathname, { intent: "login", email, password }, from ? { "X-Forwarded-For": from } : {});

/** The message the page shows in its alert. */
async function alertOf(response: Response): Promise<string> {
  return parse(await response.text()).querySelector('[role="alert"]')?.text.trim() ?? "";
}

/** A request sent exactly as written: fetch would resolve `..` segments before sending. */
function rawRequest(site: TestSite, method: string, path: string, body?: string): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(site.url);
    const request = http.request(
      { hostname, port, method, path, headers: { cookie: site.gateCookie, origin: site.url, "content-type": "application/json" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, setCookie: response.headers["set-cookie"] ?? [] }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function rowCounts(site: TestSite) {
  const { db } = site.database;
  const [[u], [s], [v]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(sessions),
    db.select({ n: count() }).from(verifications),
  ]);
  return { users: u!.n, sessions: s!.n, verifications: v!.n };
}

describe("Better Auth's HTTP endpoints", () => {
  const closed: [string, object][] = [
    ["/api/auth/sign-in/email", ADMIN],
    ["/api/auth/sign-up/email", { email: "new@tahiti2027.test", password: "x", name: "x" }],
    ["/api/auth/request-password-reset", { email: ADMIN.email, redirectTo: "/auth/reset" }],
    ["/api/auth/forget-password", { email: ADMIN.email, redirectTo: "/auth/reset" }],
    ["/api/auth/reset-password", { token: "whatever", newPassword: "x" }],
    ["/api/auth/send-verification-email", { email: ADMIN.email }],
    ["/api/auth/change-password", { currentPassword: ADMIN.password, newPassword: "Lagon2099" }],
    ["/api/auth/update-user", { name: "x" }],
    ["/api/auth/delete-user", {}],
    ["/api/auth/admin/create-user", { email: "x@tahiti2027.test", password: "x", name: "x", role: "admin" }],
    // Paths Better Auth would route to sign-in once it has resolved their `..` segments.
    ["/api/auth/get-session/../sign-in/email", ADMIN],
    ["/api/auth/get-session/%2e%2e/sign-in/email", ADMIN],
    ["/api/auth/reset-password/abc/../../sign-in/email", ADMIN],
    ["/API/AUTH/SIGN-IN/EMAIL", ADMIN],
    ["/api/auth/sign-in/email/", ADMIN],
  ];

  it.each(closed)("answers 404 to POST %s and changes nothing", async (path, body) => {
    const before = await rowCounts(plain);
    const response = await rawRequest(plain, "POST", path, JSON.stringify(body));
    expect(response.status).toBe(404);
    expect(response.setCookie.join()).not.toContain("session_token");
    expect(await rowCounts(plain)).toEqual(before);
  });

  it("closes the session read to a signed-in browser: no page script gets the session's token", async () => {
    const { cookie, email } = await sessionFor(plain, "user");
    const token = decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!).split(".")[0]!;
    for (const path of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      const response = await fetch(`${plain.url}${path}`, { headers: { cookie } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(token);
    }
    // The site's own scripts ask /api/account, which tells the email alone.
    const account = await fetch(`${plain.url}/api/account`, { headers: { cookie } });
    expect(await account.json()).toEqual({ email });
  });

  it("keeps the mail links open (auth.test.ts follows them)", async () => {
    const link = await fetch(`${plain.url}/api/auth/reset-password/NoSuchToken123?callbackURL=%2Fauth%2Freset`, { headers: { cookie: plain.gateCookie }, redirect: "manual" });
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toContain("error=INVALID_TOKEN");
  });
});

describe("the client's address", () => {
  it("is the socket's when TRUST_PROXY is unset: a spoofed X-Forwarded-For does not change the sign-in limit key", async () => {
    const { email } = await sessionFor(plain, "user");
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await signIn(plain, email, `Wrong${i}2027`, `203.0.113.${i}`)).status);
    // Eleven attempts from one address on one account: the last is refused however the header varies.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  });

  it("is the forwarded one when TRUST_PROXY names the proxy (the same sequence, by then from eleven addresses, is not refused)", async () => {
    const { email } = await sessionFor(proxied, "user");
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await signIn(proxied, email, `Wrong${i}2027`, `203.0.113.${i}`)).status);
    expect(statuses).toEqual(Array(11).fill(401));
  });

  it("is the socket's for the gate when TRUST_PROXY is unset", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const response = await fetch(`${plain.url}/`, {
        method: "POST",
        headers: { "X-Forwarded-For": `198.51.100.${i}` },
        body: new URLSearchParams({ intent: "unlock-gate", password: `not-${TEST_GATE_PASSWORD}` }),
        redirect: "manual",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("is what Better Auth records on the session, never a header the client sent", async () => {
    const spoofed = { "X-Forwarded-For": "203.0.113.77", [CLIENT_ADDRESS_HEADER]: "203.0.113.78" };
    const { email: plainEmail } = await sessionFor(plain, "user");
    expect((await post(plain, "/auth", { intent: "login", email: plainEmail, password: USER_PASSWORD }, spoofed)).status).toBe(302);
    const { email: proxiedEmail } = await sessionFor(proxied, "user");
    expect((await post(proxied, "/auth", { intent: "login", email: proxiedEmail, password: USER_PASSWORD }, spoofed)).status).toBe(302);

    const addresses = async (site: TestSite, email: string) =>
      (await site.database.db.select({ ip: sessions.ipAddress }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email))).map((row) => row.ip);
    const plainAddresses = await addresses(plain, plainEmail);
    expect(plainAddresses.length).toBeGreaterThan(0);
    for (const ip of plainAddresses) expect(ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(await addresses(proxied, proxiedEmail)).toContain("203.0.113.77");
  });
});

describe("an account under attack", () => {
  /** Wrong passwords on `email` from `addresses` addresses, `each` times from each. */
  async function attack(site: TestSite, email: string, addresses: number, each: number, pathname = "/auth") {
    const statuses: number[] = [];
    for (let round = 0; round < each; round++) {
      for (let a = 1; a <= addresses; a++) statuses.push((await signIn(site, email, `Guess${round}x${a}`, `198.51.100.${a}`, pathname)).status);
    }
    return statuses;
  }

  it("slows the attackers but lets its owner in from a fresh address", async () => {
    const { email } = await sessionFor(proxied, "user");
    const statuses = await attack(proxied, email, 15, 3);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Addresses that had failed were made to wait: not every guess was even checked.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const owner = await signIn(proxied, email, USER_PASSWORD, "192.0.2.10");
    expect(owner.status).toBe(302);
    expect(owner.headers.getSetCookie().join()).toContain("session_token");
  });

  it("keeps staff able to sign in at /admin/login", async () => {
    const statuses = await attack(proxied, ADMIN.email, 15, 3, "/admin/login");
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const staff = await signIn(proxied, ADMIN.email, ADMIN.password, "192.0.2.20", "/admin/login");
    expect(staff.status).toBe(302);
    expect(staff.headers.get("location")).toBe("/admin/dashboard");
  });
});

describe("accounts", () => {
  it("gives a disabled account the same answer for the right and a wrong password", async () => {
    const { email } = await sessionFor(plain, "moderator");
    await plain.database.db.update(users).set({ banned: true }).where(eq(users.email, email));
    for (const pathname of ["/auth", "/admin/login"]) {
      const right = await signIn(plain, email, USER_PASSWORD, undefined, pathname);
      const wrong = await signIn(plain, email, "Wrong2027x", undefined, pathname);
      expect(right.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(right.headers.getSetCookie().join()).not.toContain("session_token");
      const [rightAlert, wrongAlert] = [await alertOf(right), await alertOf(wrong)];
      expect(rightAlert).toBe(fr.auth.errors.invalidCredentials);
      expect(rightAlert).toBe(wrongAlert);
    }
  });

  it("invalidates every other reset link of the account once one has been used", async () => {
    const { email } = await sessionFor(plain, "user");
    for (let i = 0; i < 2; i++) expect((await post(plain, "/auth/forgot", { email })).status).toBe(200);
    // The account's mails: its sign-up confirmation, then the two reset links.
    const links: string[] = [];
    while (links.length < 2) {
      const link = (await smtp.waitFor(email)).match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
      if (link) links.push(link.replace(/^https?:\/\/[^/]+/, plain.url));
    }
    const tokenOf = async (link: string) => {
      const callback = await fetch(link, { headers: { cookie: plain.gateCookie }, redirect: "manual" });
      return new URL(callback.headers.get("location")!, plain.url).searchParams;
    };
    const first = (await tokenOf(links[0]!)).get("token")!;
    const second = (await tokenOf(links[1]!)).get("token")!;
    expect(first).not.toBe(second);

    const done = await post(plain, `/auth/reset?token=${second}`, { token: second, password: "Lagon2028", confirmPassword: "Lagon2028" });
    expect(done.status).toBe(302);

    // The first link, never used, now leads to "invalid link", and its token sets nothing.
    expect((await tokenOf(links[0]!)).get("error")).toBe("INVALID_TOKEN");
    const late = await post(plain, `/auth/reset?token=${first}`, { token: first, password: "Lagon2029", confirmPassword: "Lagon2029" });
    expect(late.status).toBe(400);
    expect(await alertOf(late)).toBe(fr.auth.resetInvalid);
    expect((await signIn(plain, email, "Lagon2028")).status).toBe(302);
  });
});
