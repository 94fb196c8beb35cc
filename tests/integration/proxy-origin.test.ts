import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { rawRequest } from "../helpers/raw-http.ts";
import { LogLines, startTestSite, TEST_GATE_PASSWORD, type TestSite } from "../helpers/site.ts";

// The site behind an https reverse proxy on the same host: the proxy passes the Host it was asked
// for and says the visitor's scheme in X-Forwarded-Proto (docs/configuration.md, "Behind a reverse
// proxy").
const PUBLIC_URL = "https://example.test";
const WARN = 40;
const ERROR = 50;

const contact = { name: "Hina Teriitahi", email: "hina@example.pf", phone: "", subject: "media", department: "communication", message: "Bonjour, je prépare un reportage sur les Jeux." };
const signIn = { intent: "login", email: "personne@example.pf", password: "Pas-le-bon-2027" };
/** The visitors' forms and the staff's sign-in, in the language of their page ("" for French, "/ja"). */
const forms = (prefix: string) => [
  { path: prefix || "/", fields: { intent: "unlock-gate", password: TEST_GATE_PASSWORD } },
  { path: `${prefix}/contact`, fields: contact },
  { path: `${prefix}/auth`, fields: signIn },
];

function postThrough(site: TestSite, path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return rawRequest(site.url, path, {
    method: "POST",
    headers: { host: "example.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("form posts behind an https proxy that forwards the scheme (TRUST_PROXY=loopback)", () => {
  const logs = new LogLines();
  let site: TestSite;
  let staff: string;

  beforeAll(async () => {
    site = await startTestSite({ PUBLIC_URL, TRUST_PROXY: "loopback", LOG_LEVEL: "info" }, { logs });
    staff = (await sessionFor(site, "moderator")).cookie;
  });
  afterAll(async () => {
    await site?.close();
  });

  it("accepts the gate, the contact form, the sign-in and a staff form, and logs no error", async () => {
    logs.clear();
    const forwarded = { origin: PUBLIC_URL, "x-forwarded-proto": "https" };
    const [gateForm, contactForm] = forms("");
    const gate = await postThrough(site, gateForm!.path, gateForm!.fields, forwarded);
    expect(gate.status).toBe(303);
    expect(gate.headers["set-cookie"]?.join()).toContain("t27_gate=");
    const sent = await postThrough(site, contactForm!.path, contactForm!.fields, { ...forwarded, cookie: site.gateCookie });
    expect(sent.status).toBe(200);
    expect(parse(sent.body).querySelector('[role="status"]')?.text).toContain(fr.contact.successTitle);
    const refusedSignIn = await postThrough(site, "/auth", signIn, { ...forwarded, cookie: site.gateCookie });
    expect(refusedSignIn.status).toBe(401);
    expect(parse(refusedSignIn.body).querySelector('input[name="email"]')?.getAttribute("value")).toBe(signIn.email);
    const staffForm = await postThrough(site, "/admin/news/new", { intent: "save", title: "", language: "fr", version: "" }, { ...forwarded, cookie: staff });
    expect(staffForm.status).toBe(400);
    expect(logs.atLeast(ERROR)).toEqual([]);
    expect(logs.lines.filter((line) => line.origin !== undefined)).toEqual([]);
  });

  it("refuses a post whose scheme the proxy did not forward: a 403 page in the visitor's language, one warning, no error", async () => {
    for (const [prefix, messages, lang] of [["", fr, "fr"], ["/ja", ja, "ja"]] as const) {
      for (const { path, fields } of forms(prefix)) {
        logs.clear();
        const refused = await postThrough(site, path, fields, { origin: PUBLIC_URL, cookie: site.gateCookie });
        expect(refused.status, path).toBe(403);
        const doc = parse(refused.body);
        expect(doc.querySelector("html")?.getAttribute("lang"), path).toBe(lang);
        expect(doc.querySelector('[role="alert"]')?.text, path).toBe(messages.problem.crossOrigin);
        const [warning, ...others] = logs.atLeast(WARN);
        expect(others, path).toEqual([]);
        expect(warning, path).toMatchObject({ level: WARN, origin: PUBLIC_URL, expected: "http://example.test" });
        expect(JSON.stringify(logs.lines), path).not.toMatch(/"stack"|"err"/);
      }
    }
  });

  it("refuses a post from another site the same way, forwarded scheme or not", async () => {
    logs.clear();
    const refused = await postThrough(site, "/en/contact", contact, { origin: "https://evil.example", "x-forwarded-proto": "https", cookie: site.gateCookie });
    expect(refused.status).toBe(403);
    expect(parse(refused.body).querySelector('[role="alert"]')?.text).toBe(en.problem.crossOrigin);
    expect(logs.atLeast(WARN)).toHaveLength(1);
    expect(logs.atLeast(ERROR)).toEqual([]);
  });
});

describe("form posts behind an https proxy the site does not trust (TRUST_PROXY=none)", () => {
  const logs = new LogLines();
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite({ PUBLIC_URL, TRUST_PROXY: "none", LOG_LEVEL: "info" }, { logs });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("refuses the forwarded scheme's posts with a 403 page in the visitor's language and one warning, never an error", async () => {
    for (const [prefix, messages, lang] of [["", fr, "fr"], ["/en", en, "en"]] as const) {
      for (const { path, fields } of forms(prefix)) {
        logs.clear();
        const refused = await postThrough(site, path, fields, { origin: PUBLIC_URL, "x-forwarded-proto": "https", cookie: site.gateCookie });
        expect(refused.status, path).toBe(403);
        const doc = parse(refused.body);
        expect(doc.querySelector("html")?.getAttribute("lang"), path).toBe(lang);
        expect(doc.querySelector('[role="alert"]')?.text, path).toBe(messages.problem.crossOrigin);
        expect(logs.atLeast(WARN), path).toHaveLength(1);
        expect(logs.atLeast(ERROR), path).toEqual([]);
        expect(JSON.stringify(logs.lines), path).not.toMatch(/"stack"/);
      }
    }
  });
});
