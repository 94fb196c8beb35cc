import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../db/schema/index.ts";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { INITIAL_DELEGATIONS, INITIAL_SPORTS } from "../helpers/initial-content.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// Issue 22 point 8: the favourites page, what the schedule's sessions say they concern, and what a
// phone needs to keep the site (the web manifest, the service worker), on the demo schedule.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ SEED_DEMO: "on" });
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, cookie = site.gateCookie) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });

describe("the favourites page", () => {
  it("offers a star for every delegation and every sport, hidden until the page's script reads the visitor's favourites", async () => {
    for (const lang of LOCALES) {
      const response = await get(localizePath("/favourites", lang));
      expect(response.status).toBe(200);
      const doc = parse(await response.text());
      const stars = doc.querySelectorAll("main button[data-favourite]");
      expect(stars.length).toBe(INITIAL_DELEGATIONS.length + INITIAL_SPORTS.length);
      expect(stars.every((star) => star.hasAttribute("hidden") && star.getAttribute("aria-pressed") === "false" && star.getAttribute("type") === "button")).toBe(true);
      expect(new Set(doc.querySelectorAll('main button[data-favourite="delegation"]').map((star) => star.getAttribute("data-favourite-id")))).toEqual(new Set(INITIAL_DELEGATIONS.map((delegation) => delegation.code)));
      expect(new Set(doc.querySelectorAll('main button[data-favourite="sport"]').map((star) => star.getAttribute("data-favourite-id")))).toEqual(new Set(INITIAL_SPORTS.map((sport) => sport.slug)));
      // Kept for a visitor with no signal, and in the results menu of every page.
      expect(doc.querySelector("main [data-offline-page]")).not.toBeNull();
      expect(doc.querySelector(`header [data-testid="results-menu"] a[href="${localizePath("/favourites", lang)}"]`)).not.toBeNull();
    }
    const japanese = parse(await (await get("/ja/favourites")).text());
    expect(japanese.querySelector("h1")?.text).toBe(ja.favourites.title);
    expect(japanese.querySelector('button[data-favourite-id="FIJ"]')?.text.replace(/\s+/g, " ").trim()).toBe(`${ja.favourites.toggle} フィジー`);
  });

  it("is the same page for every visitor: nothing of anyone's favourites is in it", async () => {
    const first = await (await get("/favourites")).text();
    const second = await (await get("/favourites", `${site.gateCookie}; t27-favourites=${encodeURIComponent('{"sport":["vaa"]}')}`)).text();
    expect(second).toBe(first);
  });
});

describe("what the schedule's sessions concern", () => {
  it("names each session's sport and its event's delegations, entered or named by a result, for the favourites filter", async () => {
    const [freestyle] = await site.database.db.select().from(scheduleEvents).where(eq(scheduleEvents.code, "SWM-100FR-M"));
    const doc = parse(await (await get("/schedule?day=2027-08-03")).text());
    const sessions = await site.database.db.select({ id: scheduleSessions.id }).from(scheduleSessions).where(eq(scheduleSessions.eventId, freestyle!.id));
    for (const { id } of sessions) {
      expect(doc.querySelector(`li[data-session="${id}"]`)?.getAttribute("data-favourite-item")).toBe(
        `sport:swimming ${["FIJ", "GUM", "NCL", "PNG", "SAM", "TAH"].map((code) => `delegation:${code}`).join(" ")}`,
      );
    }
    // A result of a delegation not entered: its sessions concern it too.
    await site.database.db.insert(sportsResults).values({ sport: "swimming", event: "100 m", athlete: "Demo Swimmer", country: "TGA", result: "55.10", medal: null, date: "2027-08-03", sessionId: sessions[0]!.id, rank: 7 });
    await site.settled();
    const after = parse(await (await get("/schedule?day=2027-08-03")).text());
    expect(after.querySelector(`li[data-session="${sessions[1]!.id}"]`)?.getAttribute("data-favourite-item")).toContain("delegation:TGA");
    // Every sport's group can be hidden whole, and the switch is there, hidden without a script.
    expect(after.querySelectorAll("section[data-sport]").every((group) => group.hasAttribute("data-favourite-group"))).toBe(true);
    expect(after.querySelector("[data-favourites-switch]")?.hasAttribute("hidden")).toBe(true);
    expect(after.querySelector("[data-favourites-switch] label")?.text.trim()).toBe(fr.favourites.only);
  });
});

describe("what a phone needs to keep the site", () => {
  it("serves a web manifest in each language, without the gate's cookie, with its icons", async () => {
    for (const lang of LOCALES) {
      const path = localizePath("/manifest.webmanifest", lang);
      const page = parse(await (await get(localizePath("/", lang))).text());
      expect(page.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(path);
      const response = await get(path, "");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/manifest+json");
      const manifest = (await response.json()) as { start_url: string; scope: string; display: string; icons: { src: string; sizes: string }[]; shortcuts: { url: string }[] };
      expect(manifest.start_url).toBe(localizePath("/", lang));
      expect(manifest).toMatchObject({ scope: "/", display: "standalone" });
      expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toContain(localizePath("/favourites", lang));
      for (const icon of manifest.icons) expect((await get(icon.src, "")).status, icon.src).toBe(200);
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    }
    const english = (await (await get("/en/manifest.webmanifest", "")).json()) as { name: string; short_name: string };
    expect(english).toMatchObject({ name: en.site.fullName, short_name: en.site.name });
    // Another path ending so is a page like any other: behind the gate.
    expect((await get("/de/manifest.webmanifest", "")).headers.get("content-type")).toContain("text/html");
  });

  it("serves the service worker at the root, without the gate's cookie, as one script that imports nothing", async () => {
    const response = await get("/sw.js", "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain("t27-offline-v1");
    expect(script).not.toMatch(/\bimport\s*[({"'`\w]|\bexport\s/);
  });
});
