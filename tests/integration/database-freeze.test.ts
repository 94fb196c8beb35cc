import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { createPrivatePostgres, type PrivatePostgres } from "../../scripts/lib/private-postgres.mjs";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

// PostgreSQL frozen, not stopped: every process of a cluster of this test's own gets SIGSTOP, its
// connections stay open and nothing answers or refuses (a frozen host). Never the shared server.
const ANSWER_WITHIN_MS = 6000;

let cluster: PrivatePostgres;
let database: Database;
let site: TestSite;
let frozen = false;

beforeAll(async () => {
  cluster = await createPrivatePostgres();
  database = await openDatabase({ kind: "postgres", url: cluster.url });
  await database.migrate();
  site = await startTestSite({}, { database });
}, 120_000);
afterAll(async () => {
  if (frozen) cluster?.thaw();
  await site?.close();
  await database?.close().catch(() => undefined);
  cluster?.remove();
}, 60_000);

const contact = { name: "Hina Teriitahi", email: "hina@example.pf", phone: "+689 40 12 34 56", subject: "media", department: "communication", message: "Bonjour, je prépare un reportage sur les Jeux." };
const signIn = { intent: "login", email: "hina@example.pf", password: "Motu2027-secret" };

async function timed(path: string, fields: Record<string, string>) {
  const startedAt = Date.now();
  const response = await postForm(site.url + path, site.gateCookie, fields);
  const html = await response.text();
  return { status: response.status, doc: parse(html), html, ms: Date.now() - startedAt };
}

describe("a frozen PostgreSQL (SIGSTOP)", () => {
  it("answers a sign-in and a contact post 503 within seconds, in the visitor's language, with what was typed, then recovers", { timeout: 120_000 }, async () => {
    expect((await timed("/contact", { ...contact, message: "Avant le gel." })).status).toBe(200);
    cluster.freeze();
    frozen = true;
    try {
      const login = await timed("/en/auth", signIn);
      expect(login.status).toBe(503);
      expect(login.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(login.doc.querySelector("html")?.getAttribute("lang")).toBe("en");
      expect(login.doc.querySelector('[role="alert"]')?.text).toContain(en.forms.unavailable);
      expect(login.doc.querySelector('input[name="email"]')?.getAttribute("value")).toBe(signIn.email);
      expect(login.html).not.toContain(signIn.password);

      const sent = await timed("/contact", contact);
      expect(sent.status).toBe(503);
      expect(sent.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(sent.doc.querySelector("html")?.getAttribute("lang")).toBe("fr");
      expect(sent.doc.querySelector('[role="alert"]')?.text).toContain(fr.forms.unavailable);
      for (const [field, value] of Object.entries(contact)) {
        const control = sent.doc.querySelector(`[name="${field}"]`);
        const shown = control?.tagName === "TEXTAREA" ? control.text : control?.tagName === "SELECT" ? control.querySelector("option[selected]")?.getAttribute("value") : control?.getAttribute("value");
        expect(shown, field).toBe(value);
      }
    } finally {
      cluster.thaw();
      frozen = false;
    }
    await expect.poll(async () => (await timed("/contact", { ...contact, message: `Après le gel, ${Date.now()}.` })).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect((await timed("/en/auth", signIn)).status).toBe(401);
  });
});
