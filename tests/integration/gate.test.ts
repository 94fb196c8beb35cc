import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, TEST_GATE_PASSWORD, type TestSite } from "../helpers/site.ts";

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

const unlock = (url: string, password: string, init: RequestInit = {}) =>
  fetch(url, { method: "POST", body: new URLSearchParams({ intent: "unlock-gate", password }), redirect: "manual", ...init });

describe("the gate", () => {
  it.each(["/", "/news", "/en/news/1", "/admin/dashboard"])("serves the gate screen at %s without the cookie", async (pathname) => {
    const response = await fetch(site.url + pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Projet indépendant");
    expect(html).toContain('placeholder="Mot de passe d&#x27;accès"');
    expect(html).toContain("Accéder au site");
    expect(html).toMatch(/href="mailto:[^"]+"[^>]*>.*Contact/s);
    expect(html).toContain("© 2024");
    expect(html).not.toContain("Dernières actualités");
  });

  it("refuses data requests and API calls without the cookie", async () => {
    for (const pathname of ["/_.data", "/en/_.data", "/news.data", "/api/auth/get-session"]) {
      const response = await fetch(site.url + pathname);
      expect(response.status, pathname).toBe(401);
      expect(await response.json()).toMatchObject({ error: "gate_locked" });
    }
  });

  it("shows the gate to a browser that follows an emailed link, then goes on to it", async () => {
    const link = "/api/auth/verify-email?token=abc&callbackURL=%2Fauth";
    const response = await fetch(site.url + link, { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Accéder au site");
    const unlocked = await unlock(site.url + link, TEST_GATE_PASSWORD);
    expect(unlocked.headers.get("location")).toBe(link);
  });

  it("keeps the built assets public", async () => {
    const gate = await (await fetch(site.url + "/")).text();
    const css = gate.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeDefined();
    expect((await fetch(site.url + css!)).status).toBe(200);
  });

  it("answers a wrong password with the destructive toast, an empty field and 401", async () => {
    const response = await unlock(site.url + "/news", "wrong-password");
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).not.toContain("t27_gate");
    const html = await response.text();
    expect(html).toContain("Mot de passe incorrect");
    expect(html).toContain("Veuillez vérifier votre mot de passe");
    expect(html).toMatch(/<input[^>]*id="gate-password"(?![^>]*value=)[^>]*>/);
  });

  it("unlocks with the right password and sends the visitor on to the URL they asked for", async () => {
    const response = await unlock(site.url + "/en/news?page=2", TEST_GATE_PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/news?page=2");
    const cookies = response.headers.getSetCookie();
    const gate = cookies.find((c) => c.startsWith("t27_gate="))!;
    expect(gate).toMatch(/HttpOnly/);
    expect(gate).toMatch(/SameSite=Lax/);
    expect(gate).toMatch(/Max-Age=2592000/);

    const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
    const home = await fetch(site.url + "/", { headers: { cookie } });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Dernières actualités");
    // The welcome toast travels once, then its cookie is cleared.
    expect(html).toContain("Accès autorisé");
    expect(html).toContain(`Bienvenue sur ${new URL(site.url).host}`);
    expect(home.headers.getSetCookie().join()).toMatch(/t27_flash=;.*Max-Age=0/);
  });

  it("never sends the password to the browser", async () => {
    const files = fs.readdirSync("build/client/assets").map((f) => path.join("build/client/assets", f));
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/GATE_PASSWORD|gatePassword|secrets\.json/);
    }
    const pages = [await (await fetch(site.url + "/")).text(), await (await fetch(site.url + "/", { headers: { cookie: site.gateCookie } })).text()];
    for (const html of pages) expect(html).not.toContain(TEST_GATE_PASSWORD);
  });

  it("answers 429 after 10 wrong attempts in a minute from one address", async () => {
    const other = await startTestSite();
    try {
      for (let i = 0; i < 10; i++) expect((await unlock(other.url + "/", `wrong-${i}`)).status).toBe(401);
      const limited = await unlock(other.url + "/", "wrong-again");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.text()).toContain("Réessayez dans une minute");
      // Even the right password waits until the minute is over.
      expect((await unlock(other.url + "/", TEST_GATE_PASSWORD)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe("GATE=off", () => {
  it("opens the site to everyone and lets robots in", async () => {
    const open = await startTestSite({ GATE: "off" });
    try {
      const response = await fetch(open.url + "/");
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Dernières actualités");
      expect((await fetch(open.url + "/_.data")).status).toBe(200);
      expect(await (await fetch(open.url + "/robots.txt")).text()).toContain("Allow: /");
    } finally {
      await open.close();
    }
  });
});
