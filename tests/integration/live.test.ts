import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { sportsResults } from "../../db/schema/results.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { visibleText } from "../helpers/html.ts";
import { openEventStream } from "../helpers/sse.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

const EVENTS = "/api/live/events";

let site: TestSite;
let second: TestSite;
let admin: string;

beforeAll(async () => {
  site = await startTestSite();
  // A second instance on the same database: what it hears comes through the database's NOTIFY.
  second = await startTestSite({}, { database: site.database });
  admin = (await sessionFor(site, "admin")).cookie;
});
afterAll(async () => {
  await second?.close();
  await site?.close();
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(site.url + path, {
    method: "POST",
    headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

const gold = (athlete: string) => ({ sport: "athletics", event: "Javelin", athlete, country: "TGA", result: "71.20 m", medal: "gold", date: "2027-08-07" });

describe("/live", () => {
  it("shows the medal table and the latest results in the visitor's language, without JavaScript", async () => {
    const page = await (await fetch(`${site.url}/live`, { headers: { cookie: site.gateCookie } })).text();
    expect(page).toContain(`<title>${fr.live.metaTitle}</title>`);
    expect(page).toContain(`>${fr.live.standingsTitle}</h2>`);
    expect(page).toContain(`>${fr.live.latestTitle}</h2>`);
    expect(page).toContain("Demo Crew Tahiti");
    expect(page).toContain('data-code="TAH"');
    // The server claims no live connection: that is the browser's to establish.
    expect(page).toContain('data-live-status="off"');
    expect(page).toMatch(/État au \d{2}:\d{2}:\d{2} \(heure de Tahiti\)/);

    const english = await (await fetch(`${site.url}/en/live`, { headers: { cookie: site.gateCookie } })).text();
    expect(english).toContain(`<title>${en.live.metaTitle}</title>`);
    expect(english).toContain(`>${en.live.latestTitle}</h2>`);
  });

  it("lists the latest results as /results does: by event, in podium order, with their rank", async () => {
    const root = parse(await (await fetch(`${site.url}/live`, { headers: { cookie: site.gateCookie } })).text());
    const latest = root.querySelector('[data-live-part="latest"]')!;
    const columns = latest.querySelectorAll("thead th[scope=col]").map((th) => visibleText(th.innerHTML));
    expect(columns.slice(0, 1)).toEqual(["Rang"]);
    const rows = latest.querySelectorAll("tr[data-result]").map((row) => row.querySelectorAll("td").map((cell) => visibleText(cell.innerHTML)));
    expect(rows.map((cells) => [cells[0], cells[4], cells[7]]).slice(6, 10)).toEqual([
      ["1", "Demo Judoka A", "Or"],
      ["2", "Demo Judoka B", "Argent"],
      ["3", "Demo Judoka C", "Bronze"],
      ["3", "Demo Judoka D", "Bronze"],
    ]);
    expect(rows.map((cells) => cells[4]).slice(0, 3)).toEqual(["Demo Crew Tahiti", "Demo Crew New Caledonia", "Demo Crew Cook Islands"]);
    expect(rows.at(-1)?.[0]).toBe("4");
  });

  it("keeps the event stream behind the gate", async () => {
    const response = await fetch(site.url + EVENTS, { headers: { accept: "text/event-stream" } });
    expect(response.status).toBe(401);
  });

  it("announces a saved, changed or deleted result to every open stream, on this instance and another one", async () => {
    const here = await openEventStream(site.url + EVENTS, site.gateCookie);
    const there = await openEventStream(second.url + EVENTS, second.gateCookie);
    try {
      expect(here.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(here.response.headers.get("cache-control")).toContain("no-transform");

      const created = await post("/admin/results/new", gold("Live Javelin Thrower"));
      expect(created.status).toBe(200);
      await expect(here.next("results", 1000)).resolves.toEqual({ event: "results", data: '{"topic":"results"}' });
      await expect(there.next("results", 1000)).resolves.toMatchObject({ event: "results" });
      const live = await (await fetch(`${second.url}/live`, { headers: { cookie: second.gateCookie } })).text();
      expect(live).toContain("Live Javelin Thrower");

      const id = /data-result="(\d+)"[^]*?Live Javelin Thrower/.exec(live)?.[1];
      expect(id).toBeDefined();
      expect((await post(`/admin/results/${id}/edit`, { ...gold("Live Javelin Thrower"), medal: "silver" })).status).toBe(200);
      await expect(there.next("results", 1000)).resolves.toMatchObject({ event: "results" });

      expect((await post("/admin/results", { intent: "delete", id: id! })).status).toBe(200);
      await expect(here.next("results", 1000)).resolves.toMatchObject({ event: "results" });
      await expect(there.next("results", 1000)).resolves.toMatchObject({ event: "results" });
      const after = await (await fetch(`${site.url}/live`, { headers: { cookie: site.gateCookie } })).text();
      expect(after).not.toContain("Live Javelin Thrower");
    } finally {
      here.close();
      there.close();
    }
  });

  it("announces a change made beside the site (a script, psql): the database itself tells", async () => {
    const stream = await openEventStream(second.url + EVENTS, second.gateCookie);
    try {
      await site.database.db.update(sportsResults).set({ result: "2:01.39" }).where(eq(sportsResults.athlete, "Demo Crew Tahiti"));
      await expect(stream.next("results", 1000)).resolves.toMatchObject({ event: "results" });
    } finally {
      stream.close();
    }
  });

  it("announces nothing for a refused save", async () => {
    const stream = await openEventStream(site.url + EVENTS, site.gateCookie);
    try {
      const refused = await post("/admin/results/new", { ...gold("Refused"), date: "2027-02-30" });
      expect(refused.status).toBe(400);
      await expect(stream.next("results", 500)).rejects.toThrow(/no "results" event/);
    } finally {
      stream.close();
    }
  });
});

describe("shutting down", () => {
  it("ends the open streams at once, so browsers reconnect elsewhere", async () => {
    const third = await startTestSite({}, { database: site.database });
    const stream = await openEventStream(third.url + EVENTS, third.gateCookie);
    const started = Date.now();
    await third.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
