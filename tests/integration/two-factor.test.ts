import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { sessions, twoFactors, users, type Role } from "../../db/schema/index.ts";
import { visibleText } from "../helpers/html.ts";
import { MINIMAL_PDF } from "../helpers/media-fixtures.ts";
import { postFiles } from "../helpers/media-posts.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";
import { totp, wrongTotp } from "../helpers/totp.ts";

const PASSWORD = "Motu2027x"; // the password sessionFor gives every account
let address = 0;

/** A browser without JavaScript: forms posted as urlencoded, cookies kept, redirects not followed. */
class Visitor {
  private readonly jar = new Map<string, string>();
  constructor(
    readonly site: TestSite,
    cookie = site.gateCookie,
    readonly ip = `198.51.${Math.floor(++address / 250)}.${address % 250}`,
  ) {
    this.absorb(cookie.split(/;\s*/));
  }

  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  has(fragment: string) {
    return [...this.jar.keys()].some((name) => name.includes(fragment));
  }

  private absorb(pairs: string[]) {
    for (const pair of pairs) {
      const [name, ...rest] = pair.split("=");
      if (name) this.jar.set(name.trim(), rest.join("="));
    }
  }

  private keep(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (!value || /max-age=0\b/i.test(header) || /expires=Thu, 01 Jan 1970/i.test(header)) this.jar.delete(name!.trim());
      else this.jar.set(name!.trim(), value);
    }
    return response;
  }

  async get(pathname: string) {
    return this.keep(await fetch(this.site.url + pathname, { headers: { cookie: this.cookie, "X-Forwarded-For": this.ip }, redirect: "manual" }));
  }

  async post(pathname: string, fields: Record<string, string>) {
    return this.keep(
      await fetch(this.site.url + pathname, {
        method: "POST",
        headers: { cookie: this.cookie, "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": this.ip },
        body: new URLSearchParams(fields),
        redirect: "manual",
      }),
    );
  }
}

const escaped = (text: string) => text.replace(/'/g, "&#x27;");
const textOf = async (response: Response) => visibleText(await response.text());

let accounts = 0;

/** Signs up through /auth from an address of its own, confirms and sets the role (as an admin would), signs in. */
async function staffSession(site: TestSite, role: Role) {
  const email = `${role}-2fa-${++accounts}@tahiti2027.test`;
  const staff = new Visitor(site);
  await staff.post("/auth", { intent: "signup", email, password: PASSWORD, confirmPassword: PASSWORD });
  await site.database.db.update(users).set({ emailVerified: true, role }).where(eq(users.email, email));
  expect((await staff.post("/auth", { intent: "login", email, password: PASSWORD })).status).toBe(302);
  expect(staff.has("session_token")).toBe(true);
  return { staff, email };
}

/** A staff account that turned two-factor on from its account page: its secret and recovery codes. */
async function enrolledStaff(site: TestSite, role: "admin" | "moderator" = "moderator") {
  const { staff, email } = await staffSession(site, role);
  expect((await staff.post("/admin/account", { intent: "start", password: PASSWORD })).status).toBe(302);
  const page = parse(await (await staff.get("/admin/account")).text());
  const secret = page.querySelector("[data-secret]")!.getAttribute("data-secret")!;
  const confirm = await staff.post("/admin/account", { intent: "confirm", code: totp(secret) });
  expect(confirm.headers.get("location")).toBe("/admin/account?done=enabled");
  const shown = parse(await (await staff.get("/admin/account?done=enabled")).text());
  const codes = shown.querySelectorAll("[data-recovery-code]").map((li) => li.getAttribute("data-recovery-code")!);
  expect(codes).toHaveLength(10);
  return { email, secret, codes, staff };
}

/** Signs in with the password through /admin/login: the visitor is at the code step. */
async function toCodeStep(site: TestSite, email: string) {
  const visitor = new Visitor(site);
  const login = await visitor.post("/admin/login", { intent: "login", email, password: PASSWORD });
  expect(login.status).toBe(302);
  expect(login.headers.get("location")).toBe("/admin/login/code?redirectTo=%2Fadmin%2Fdashboard");
  expect(visitor.has("two_factor")).toBe(true);
  expect(visitor.has("session_token")).toBe(false);
  return visitor;
}

describe("two-factor sign-in for staff (STAFF_TWO_FACTOR=optional)", () => {
  let site: TestSite;
  beforeAll(async () => {
    // Each simulated visitor has its own address, told by the test as a proxy on this machine would.
    site = await startTestSite({ TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("enrols from the account page: password, QR code and secret, a first code, recovery codes shown once", async () => {
    const { staff, email } = await staffSession(site, "moderator");
    const dashboard = await (await staff.get("/admin/dashboard")).text();
    expect(dashboard).toContain('href="/admin/account"');
    expect(dashboard).toContain(`>${fr.twoFactor.account}<`);

    const off = await staff.get("/admin/account");
    expect(off.status).toBe(200);
    const offHtml = await off.text();
    expect(offHtml).toContain('data-two-factor-state="off"');
    expect(offHtml).toContain('name="intent" value="start"');

    const wrong = await staff.post("/admin/account", { intent: "start", password: "Pas-le-bon-1" });
    expect(wrong.status).toBe(400);
    const wrongPage = parse(await wrong.text());
    expect(wrongPage.querySelector("#start-password")!.getAttribute("aria-invalid")).toBe("true");
    expect(wrongPage.querySelector("#start-password-error")!.text).toBe(fr.twoFactor.errors.wrongPassword);
    expect(await site.database.db.select().from(twoFactors)).toEqual([]);

    const empty = await staff.post("/admin/account", { intent: "start", password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(escaped(fr.twoFactor.errors.passwordRequired));

    const start = await staff.post("/admin/account", { intent: "start", password: PASSWORD });
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toBe("/admin/account");

    const pending = parse(await (await staff.get("/admin/account")).text());
    expect(pending.querySelector("[data-two-factor-state]")!.getAttribute("data-two-factor-state")).toBe("pending");
    const svg = pending.querySelector('svg[role="img"]')!;
    expect(svg.getAttribute("aria-label")).toBe(fr.twoFactor.qrLabel);
    expect(svg.querySelector("path")!.getAttribute("d")).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    const secret = pending.querySelector("[data-secret]")!.getAttribute("data-secret")!;
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    // The key for manual entry, in groups of four.
    expect(pending.querySelector("[data-secret]")!.text.replace(/ /g, "")).toBe(secret);

    const badFormat = await staff.post("/admin/account", { intent: "confirm", code: "12ab" });
    expect(badFormat.status).toBe(400);
    expect(parse(await badFormat.text()).querySelector("#confirm-code-error")!.text).toBe(fr.twoFactor.errors.codeFormat);

    const badCode = await staff.post("/admin/account", { intent: "confirm", code: wrongTotp(secret) });
    expect(badCode.status).toBe(400);
    const badPage = parse(await badCode.text());
    expect(badPage.querySelector("#confirm-code-error")!.text).toBe(fr.twoFactor.errors.invalidCode);
    // Still waiting, the QR code shown again.
    expect(badPage.querySelector("[data-secret]")!.getAttribute("data-secret")).toBe(secret);
    const [user] = await site.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.twoFactorEnabled).toBe(false);

    // An app shows the code with a space in the middle.
    const code = totp(secret);
    const confirm = await staff.post("/admin/account", { intent: "confirm", code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/admin/account?done=enabled");
    const [after] = await site.database.db.select().from(users).where(eq(users.email, email));
    expect(after!.twoFactorEnabled).toBe(true);

    const on = parse(await (await staff.get("/admin/account?done=enabled")).text());
    expect(on.querySelector('[role="status"]')!.text).toBe(fr.twoFactor.enabledNotice);
    const codes = on.querySelectorAll("[data-recovery-code]").map((li) => li.getAttribute("data-recovery-code"));
    expect(codes).toHaveLength(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(visibleText(on.toString())).toContain(fr.twoFactor.recoveryLeft.replace("{{count}}", "10"));

    const again = await (await staff.get("/admin/account")).text();
    expect(again).toContain('data-two-factor-state="on"');
    expect(again).not.toContain("data-recovery-code");
    // The secret is not shown any more either.
    expect(again).not.toContain(secret);
  });

  it("ends every other session of the account when it is turned on, the one that turned it on kept", async () => {
    const { staff, email } = await staffSession(site, "moderator");
    const elsewhere = new Visitor(site);
    expect((await elsewhere.post("/auth", { intent: "login", email, password: PASSWORD })).status).toBe(302);
    expect((await elsewhere.get("/admin/dashboard")).status).toBe(200);
    const [user] = await site.database.db.select().from(users).where(eq(users.email, email));
    expect(await site.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(2);

    expect((await staff.post("/admin/account", { intent: "start", password: PASSWORD })).status).toBe(302);
    // Starting enrolment changes nothing yet: the other browser is still signed in.
    expect((await elsewhere.get("/admin/dashboard")).status).toBe(200);
    const secret = parse(await (await staff.get("/admin/account")).text()).querySelector("[data-secret]")!.getAttribute("data-secret")!;
    expect((await staff.post("/admin/account", { intent: "confirm", code: totp(secret) })).headers.get("location")).toBe("/admin/account?done=enabled");

    const signedOut = await elsewhere.get("/admin/dashboard");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fdashboard");
    expect((await staff.get("/admin/dashboard")).status).toBe(200);
    expect(await site.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });

  it("asks for the code at sign-in: a wrong code is refused with a message, the right one lets in", async () => {
    const { email, secret } = await enrolledStaff(site);
    const visitor = await toCodeStep(site, email);
    expect((await visitor.get("/admin/dashboard")).headers.get("location")).toMatch(/^\/auth\?redirectTo=/);

    const step = await visitor.get("/admin/login/code?redirectTo=%2Fadmin%2Fdashboard");
    expect(step.status).toBe(200);
    const form = parse(await step.text());
    expect(form.querySelector("h1")!.text).toBe(fr.twoFactor.codeTitle);
    expect(form.querySelector('label[for="code"]')!.text).toBe(fr.twoFactor.code);
    expect(form.querySelector("#code")!.getAttribute("autocomplete")).toBe("one-time-code");
    expect(form.querySelector('input[name="redirectTo"]')!.getAttribute("value")).toBe("/admin/dashboard");

    const wrong = await visitor.post("/admin/login/code", { method: "totp", code: wrongTotp(secret), redirectTo: "/admin/dashboard" });
    expect(wrong.status).toBe(401);
    const wrongPage = parse(await wrong.text());
    expect(wrongPage.querySelector("#code")!.getAttribute("aria-invalid")).toBe("true");
    expect(wrongPage.querySelector("#code-error")!.text).toBe(fr.twoFactor.errors.invalidCode);
    expect(visitor.has("session_token")).toBe(false);

    const malformed = await visitor.post("/admin/login/code", { method: "totp", code: "abc-1", redirectTo: "/admin/dashboard" });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain(escaped(fr.twoFactor.errors.codeFormat));

    const right = await visitor.post("/admin/login/code", { method: "totp", code: totp(secret), redirectTo: "/admin/dashboard" });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/dashboard");
    expect(visitor.has("session_token")).toBe(true);
    expect(visitor.has("two_factor")).toBe(false);
    expect((await visitor.get("/admin/dashboard")).status).toBe(200);
  });

  it("asks for the code after the public sign-in too, in the visitor's language, and goes back where it was asked", async () => {
    const { email, secret } = await enrolledStaff(site);
    const visitor = new Visitor(site);
    const login = await visitor.post("/en/auth", { intent: "login", email, password: PASSWORD, redirectTo: "/admin/news" });
    expect(login.headers.get("location")).toBe("/admin/login/code?redirectTo=%2Fadmin%2Fnews");
    const wrong = await visitor.post("/admin/login/code", { method: "totp", code: wrongTotp(secret), redirectTo: "/admin/news" });
    // Admin pages follow the language chosen in the menu (a cookie); English here.
    expect(wrong.status).toBe(401);
    const english = await fetch(`${site.url}/admin/login/code`, {
      method: "POST",
      headers: { cookie: `${visitor.cookie}; lang=en`, "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitor.ip },
      body: new URLSearchParams({ method: "totp", code: "1" }),
    });
    expect(await english.text()).toContain(escaped(en.twoFactor.errors.codeFormat));
    const right = await visitor.post("/admin/login/code", { method: "totp", code: totp(secret), redirectTo: "/admin/news" });
    expect(right.headers.get("location")).toBe("/admin/news");
    // Never off the site.
    const other = await enrolledStaff(site);
    const second = new Visitor(site);
    await second.post("/auth", { intent: "login", email: other.email, password: PASSWORD });
    const offsite = await second.post("/admin/login/code", { method: "totp", code: totp(other.secret), redirectTo: "//evil.example/" });
    expect(offsite.headers.get("location")).toBe("/admin/dashboard");
  });

  it("takes a recovery code at the code step once; the same code is refused the second time", async () => {
    const { email, codes, staff } = await enrolledStaff(site);
    const recovery = codes[3]!;

    const first = await toCodeStep(site, email);
    const switchLink = parse(await (await first.get("/admin/login/code?redirectTo=%2Fadmin%2Fdashboard")).text()).querySelector('a[href*="method=recovery"]')!;
    expect(switchLink.text).toBe(fr.twoFactor.useRecovery);
    const recoveryForm = parse(await (await first.get(`/admin/login/code${switchLink.getAttribute("href")}`)).text());
    expect(recoveryForm.querySelector('label[for="code"]')!.text).toBe(fr.twoFactor.recoveryCode);
    expect(recoveryForm.querySelector('input[name="method"]')!.getAttribute("value")).toBe("recovery");

    const wrongShape = await first.post("/admin/login/code", { method: "recovery", code: "not a code" });
    expect(wrongShape.status).toBe(400);
    expect(await wrongShape.text()).toContain(fr.twoFactor.errors.recoveryFormat.replace(/«\s*|\s*»/g, "").slice(0, 10));

    // Typed without the dash: still the code.
    const used = await first.post("/admin/login/code", { method: "recovery", code: recovery.replace("-", ""), redirectTo: "/admin/dashboard" });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/admin/dashboard");
    expect(first.has("session_token")).toBe(true);

    const second = await toCodeStep(site, email);
    const reused = await second.post("/admin/login/code", { method: "recovery", code: recovery, redirectTo: "/admin/dashboard" });
    expect(reused.status).toBe(401);
    expect(parse(await reused.text()).querySelector("#code-error")!.text).toBe(fr.twoFactor.errors.invalidRecoveryCode);
    expect(second.has("session_token")).toBe(false);

    const another = await second.post("/admin/login/code", { method: "recovery", code: codes[4]!, redirectTo: "/admin/dashboard" });
    expect(another.status).toBe(302);
    expect(await textOf(await staff.get("/admin/account"))).toContain(fr.twoFactor.recoveryLeft.replace("{{count}}", "8"));
  });

  it("makes new recovery codes and turns two-factor off only with the password", async () => {
    const { email, secret, codes, staff } = await enrolledStaff(site, "admin");

    const regenerate = await staff.post("/admin/account", { intent: "regenerate", password: PASSWORD });
    expect(regenerate.headers.get("location")).toBe("/admin/account?done=regenerated");
    const fresh = parse(await (await staff.get("/admin/account?done=regenerated")).text())
      .querySelectorAll("[data-recovery-code]")
      .map((li) => li.getAttribute("data-recovery-code")!);
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);

    const noPassword = await staff.post("/admin/account", { intent: "disable", password: "Pas-le-bon-1" });
    expect(noPassword.status).toBe(400);
    expect(parse(await noPassword.text()).querySelector("#disable-password-error")!.text).toBe(fr.twoFactor.errors.wrongPassword);
    expect((await site.database.db.select().from(users).where(eq(users.email, email)))[0]!.twoFactorEnabled).toBe(true);

    const off = await staff.post("/admin/account", { intent: "disable", password: PASSWORD });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/admin/account?done=disabled");
    const page = await (await staff.get("/admin/account?done=disabled")).text();
    expect(page).toContain('data-two-factor-state="off"');
    expect(page).toContain(escaped(fr.twoFactor.disabledNotice));
    expect(await site.database.db.select().from(twoFactors).innerJoin(users, eq(users.id, twoFactors.userId)).where(eq(users.email, email))).toEqual([]);

    // The password alone signs in again.
    const visitor = new Visitor(site);
    const login = await visitor.post("/admin/login", { intent: "login", email, password: PASSWORD });
    expect(login.headers.get("location")).toBe("/admin/dashboard");
    expect(visitor.has("session_token")).toBe(true);
    expect(secret).toBeTruthy();
  });

  it("ends a sign-in after five wrong codes: the visitor starts again from the password", async () => {
    const { email, secret } = await enrolledStaff(site);
    const visitor = await toCodeStep(site, email);
    for (let guess = 0; guess < 5; guess++) {
      expect((await visitor.post("/admin/login/code", { method: "totp", code: wrongTotp(secret) })).status).toBe(401);
    }
    const spent = await visitor.post("/admin/login/code", { method: "totp", code: totp(secret) });
    expect(spent.status).toBe(401);
    const page = parse(await spent.text());
    expect(page.querySelector('[role="alert"]')!.text).toBe(fr.twoFactor.errors.challengeSpent);
    expect(page.querySelector("form")).toBeNull();
    expect(page.querySelector('a[href="/admin/login"]')).not.toBeNull();
    expect(visitor.has("two_factor")).toBe(false);
    expect(visitor.has("session_token")).toBe(false);

    const again = await toCodeStep(site, email);
    expect((await again.post("/admin/login/code", { method: "totp", code: totp(secret) })).headers.get("location")).toBe("/admin/dashboard");
  });

  it("limits code checks per account, whatever the address: ten in 15 minutes, enrolment's included", async () => {
    const { email, secret } = await enrolledStaff(site);
    let refused = 0;
    let lastStatus = 0;
    // Each sign-in allows five tries; every sign-in comes from a new address.
    for (let round = 0; round < 3 && lastStatus !== 429; round++) {
      const visitor = await toCodeStep(site, email);
      for (let guess = 0; guess < 5; guess++) {
        const response = await visitor.post("/admin/login/code", { method: "totp", code: wrongTotp(secret) });
        lastStatus = response.status;
        if (response.status === 429) {
          expect(parse(await response.text()).querySelector('[role="alert"]')!.text).toBe(fr.auth.errors.tooManyAttempts);
          break;
        }
        expect(response.status).toBe(401);
        refused++;
      }
    }
    expect(lastStatus).toBe(429);
    expect(refused).toBe(9); // the tenth check was the first code at enrolment
    // The right code is refused too while the account is held back, and no session is opened.
    const late = await toCodeStep(site, email);
    const right = await late.post("/admin/login/code", { method: "totp", code: totp(secret) });
    expect(right.status).toBe(429);
    expect(late.has("session_token")).toBe(false);
  });

  it("limits code checks per address, across accounts: twenty in 15 minutes", async () => {
    const address = "203.0.113.77";
    const staff = await Promise.all([0, 1, 2, 3, 4].map(() => enrolledStaff(site)));
    const statuses: number[] = [];
    for (const { email, secret } of staff) {
      const visitor = new Visitor(site, site.gateCookie, address);
      await visitor.post("/admin/login", { intent: "login", email, password: PASSWORD });
      for (let guess = 0; guess < 5; guess++) statuses.push((await visitor.post("/admin/login/code", { method: "totp", code: wrongTotp(secret) })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it("keeps Better Auth's own two-factor endpoints closed: the forms above are the only way in", async () => {
    for (const path of ["enable", "disable", "get-totp-uri", "verify-totp", "verify-backup-code", "generate-backup-codes", "send-otp", "verify-otp"]) {
      const response = await fetch(`${site.url}/api/auth/two-factor/${path}`, {
        method: "POST",
        headers: { cookie: site.gateCookie, "content-type": "application/json", origin: site.url },
        body: JSON.stringify({ code: "123456", password: PASSWORD }),
      });
      expect(response.status, path).toBe(404);
    }
    // What stays open of Better Auth's API still answers (so the 404s above are not the gate or a wrong path).
    const signOut = await fetch(`${site.url}/api/auth/sign-out`, { method: "POST", headers: { cookie: site.gateCookie, "content-type": "application/json", origin: site.url }, body: "{}" });
    expect(signOut.status).toBe(200);
  });

  it("answers a code step without a pending sign-in with the way back to the login page", async () => {
    const visitor = new Visitor(site);
    const page = parse(await (await visitor.get("/admin/login/code")).text());
    expect(page.querySelector('[role="alert"]')!.text).toBe(fr.twoFactor.errors.expired);
    expect(page.querySelector("form")).toBeNull();
    const post = await visitor.post("/admin/login/code", { method: "totp", code: "123456" });
    expect(post.status).toBe(401);
    const html = parse(await post.text());
    expect(html.querySelector('[role="alert"]')!.text).toBe(fr.twoFactor.errors.expired);
    expect(html.querySelector('a[href="/admin/login"]')!.text).toBe(fr.twoFactor.backToLogin);
  });
});

describe("STAFF_TWO_FACTOR=required", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ STAFF_TWO_FACTOR: "required", TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("sends a staff account without two-factor to enrol before anything else, then lets it in", async () => {
    const { staff } = await staffSession(site, "moderator");
    for (const path of ["/admin/dashboard", "/admin/news", "/admin/news/new", "/admin/results", "/admin"]) {
      const response = await staff.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/admin/account");
    }
    const post = await staff.post("/admin/news/new", { title: "Titre", content: "<p>Texte</p>" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe("/admin/account");
    // The media library's file posts, which React Router never sees, turn it away the same.
    for (const path of ["/admin/media/upload", "/admin/media/1/replace"]) {
      const files = (accept: string) => postFiles(site, path, staff.cookie, [{ name: "dossier.pdf", bytes: MINIMAL_PDF }], accept);
      const withoutJs = await files("text/html");
      expect([withoutJs.status, withoutJs.headers.get("location")], path).toEqual([303, "/admin/account"]);
      expect((await files("application/json")).status, path).toBe(403);
    }

    const account = parse(await (await staff.get("/admin/account")).text());
    expect(visibleText(account.toString())).toContain(fr.twoFactor.required);

    await staff.post("/admin/account", { intent: "start", password: PASSWORD });
    const secret = parse(await (await staff.get("/admin/account")).text()).querySelector("[data-secret]")!.getAttribute("data-secret")!;
    expect((await staff.get("/admin/dashboard")).headers.get("location")).toBe("/admin/account");
    await staff.post("/admin/account", { intent: "confirm", code: totp(secret) });
    expect((await staff.get("/admin/dashboard")).status).toBe(200);

    // Required means it cannot be turned off.
    const off = await staff.post("/admin/account", { intent: "disable", password: PASSWORD });
    expect(off.status).toBe(403);
    expect(await off.text()).toContain(escaped(fr.twoFactor.errors.disableRequired));
  });

  it("leaves public accounts alone", async () => {
    const { staff: visitor } = await staffSession(site, "user");
    expect((await visitor.get("/admin/dashboard")).status).toBe(403);
    expect((await visitor.get("/admin/account")).status).toBe(403);
  });
});
