import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { en } from "~/locales/en.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  site = await startTestSite({ SMTP_URL: smtp.url, MAIL_FROM: "Tahiti 2027 <no-reply@tahiti2027.test>" });
});
afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

function post(pathname: string, fields: Record<string, string>, cookie = site.gateCookie) {
  return fetch(site.url + pathname, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const escaped = (text: string) => text.replace(/'/g, "&#x27;");

describe("/auth", () => {
  it("shows the two tabs, the back link and the login form", async () => {
    const html = await (await fetch(site.url + "/auth", { headers: { cookie: site.gateCookie } })).text();
    expect(html).toContain(">Connexion</a>");
    expect(html).toContain(">Inscription</a>");
    expect(html).toContain(escaped("Retour à l'accueil"));
    expect(html).toContain(">Se connecter</button>");
    const signup = await (await fetch(site.url + "/auth?mode=signup", { headers: { cookie: site.gateCookie } })).text();
    expect(signup).toContain(">Créer un compte</button>");
    expect(signup).toContain('name="confirmPassword"');
  });

  it.each([
    ["/auth", { intent: "login", email: "nope", password: "whatever" }, fr.auth.errors.invalidEmail, "email"],
    ["/en/auth", { intent: "login", email: "nope", password: "whatever" }, en.auth.errors.invalidEmail, "email"],
    ["/auth", { intent: "login", email: "a@b.pf", password: "12345" }, fr.auth.errors.passwordMin6, "password"],
    ["/en/auth", { intent: "signup", email: "a@b.pf", password: "Mo2027", confirmPassword: "Mo2027" }, en.auth.errors.passwordMin8, "password"],
    ["/auth", { intent: "signup", email: "a@b.pf", password: "motu2027", confirmPassword: "motu2027" }, fr.auth.errors.passwordComplexity, "password"],
    ["/en/auth", { intent: "signup", email: "a@b.pf", password: "Motu2027", confirmPassword: "Motu2028" }, en.auth.errors.passwordsDontMatch, "confirmPassword"],
  ])("%s %o answers 400 with the message and marks the field", async (pathname, fields, message, field) => {
    const response = await post(pathname, fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`role="alert"`);
    expect(html).toContain(escaped(message));
    const input = html.match(new RegExp(`<input[^>]*name="${field}"[^>]*>`))?.[0];
    expect(input).toContain('aria-invalid="true"');
    expect(html).toContain(`value="${fields.email}"`);
  });

  it("signs up, mails a confirmation link over SMTP, refuses sign-in until it is followed, then signs in", async () => {
    const email = "hina@tahiti2027.test";
    const signup = await post("/auth", { intent: "signup", email, password: "Motu2027", confirmPassword: "Motu2027" });
    expect(signup.status).toBe(200);
    expect(await signup.text()).toContain(escaped(fr.auth.signupSuccess));

    const mail = await smtp.waitFor(email);
    expect(mail).toContain("From: Tahiti 2027 <no-reply@tahiti2027.test>");
    const link = mail.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/)![0];

    const early = await post("/auth", { intent: "login", email, password: "Motu2027" });
    expect(early.status).toBe(403);
    const earlyHtml = await early.text();
    expect(earlyHtml).toContain(escaped(fr.auth.errors.emailNotVerified));
    expect(earlyHtml).toContain(escaped(fr.auth.resend));

    const verify = await fetch(link.replace(/^https?:\/\/[^/]+/, site.url), { headers: { cookie: site.gateCookie }, redirect: "manual" });
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toContain("/auth?verified=1");

    const login = await post("/auth", { intent: "login", email, password: "Motu2027" });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/");
    const cookies = login.headers.getSetCookie();
    const session = cookies.find((c) => c.includes("session_token"))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(cookies.join()).toContain("t27_flash=signed-in");

    const cookie = `${site.gateCookie}; ${session.split(";")[0]}`;
    const home = await fetch(site.url + "/", { headers: { cookie: `${cookie}; t27_flash=signed-in` } });
    expect(await home.text()).toContain(fr.auth.loginSuccess);
    // Signed in, the page is the account's: who is signed in and the ways out, in the visitor's language.
    const again = await fetch(site.url + "/en/auth", { headers: { cookie }, redirect: "manual" });
    expect(again.status).toBe(200);
    const account = await again.text();
    expect(account).toContain(email);
    expect(account).toContain(en.auth.signOutEverywhere);
    expect(account).not.toContain('value="login"');

    const out = await post("/auth", { intent: "signout" }, cookie);
    expect(out.status).toBe(302);
    expect(out.headers.getSetCookie().join()).toMatch(/session_token=;/);
  });

  it("resets a forgotten password with a single-use emailed link and ends the account's sessions", async () => {
    const email = "hina@tahiti2027.test";
    const before = await post("/auth", { intent: "login", email, password: "Motu2027" });
    const oldSession = `${site.gateCookie}; ${before.headers.getSetCookie().find((c) => c.includes("session_token"))!.split(";")[0]}`;

    const unknown = await post("/auth/forgot", { email: "nobody@tahiti2027.test" });
    const known = await post("/auth/forgot", { email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.text()).toContain(escaped(fr.auth.forgotSent));
    expect(await known.text()).toContain(escaped(fr.auth.forgotSent));

    const mail = await smtp.waitFor(email);
    const link = mail.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0].replace(/^https?:\/\/[^/]+/, site.url);
    const callback = await fetch(link, { headers: { cookie: site.gateCookie }, redirect: "manual" });
    expect(callback.status).toBe(302);
    const resetPage = new URL(callback.headers.get("location")!, site.url);
    expect(resetPage.pathname).toBe("/auth/reset");
    const token = resetPage.searchParams.get("token")!;

    const weak = await post(`/auth/reset?token=${token}`, { token, password: "short", confirmPassword: "short" });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain(escaped(fr.auth.errors.passwordMin8));

    const done = await post(`/auth/reset?token=${token}`, { token, password: "Lagon2028", confirmPassword: "Lagon2028" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/auth?reset=1");

    expect((await fetch(site.url + "/auth", { headers: { cookie: oldSession }, redirect: "manual" })).status).toBe(200);
    expect((await post("/auth", { intent: "login", email, password: "Motu2027" })).status).toBe(401);
    expect((await post("/auth", { intent: "login", email, password: "Lagon2028" })).status).toBe(302);
    const again = await post(`/auth/reset?token=${token}`, { token, password: "Lagon2029", confirmPassword: "Lagon2029" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(escaped(fr.auth.resetInvalid));
  });

  it("writes the confirmation email in the language of the page the visitor signed up on", async () => {
    const email = "moana@tahiti2027.test";
    expect((await post("/en/auth", { intent: "signup", email, password: "Motu2027", confirmPassword: "Motu2027" })).status).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail).toContain(en.mail.verifyText);
    expect(mail).toContain(en.mail.ignore);
    expect(mail).toMatch(/callbackURL=%2Fen%2Fauth%3Fverified%3D1/);
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const unknown = await post("/auth", { intent: "login", email: "nobody@tahiti2027.test", password: "Motu2027" });
    const wrong = await post("/auth", { intent: "login", email: "hina@tahiti2027.test", password: "Wrong2027x" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toContain(fr.auth.errors.invalidCredentials);
    expect(await wrong.text()).toContain(fr.auth.errors.invalidCredentials);
  });

  it("answers 429 with a translated message once an account has had too many attempts", async () => {
    const email = "target@tahiti2027.test";
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await post("/en/auth", { intent: "login", email, password: `Wrong${i}2027` });
    expect(last!.status).toBe(429);
    expect(await last!.text()).toContain(en.auth.errors.tooManyAttempts);
  });
});
