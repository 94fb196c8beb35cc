import { count, eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { CSV_MAX_ROWS } from "~/domain/schedule/schedule-csv-format.ts";
import { auditLog, scheduleEvents, scheduleSessions } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { errorNextTo, visibleText } from "../helpers/html.ts";
import { createHtmlValidator, markupProblems } from "../helpers/html-validity.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let admin: string;
let moderator: string;

beforeAll(async () => {
  site = await startTestSite({ SEED_DEMO: "off" });
  [admin, moderator] = (await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")])).map((s) => s.cookie) as [string, string];
});
afterAll(async () => {
  await site?.close();
});

const IMPORT = "/admin/schedule/import";
const HEADER = "code;sport;name_fr;name_en;gender;format;medal;delegations;phase;number;date;start;end;venue;cancelled";
const ATH = "ATH-100M-M;athletics;100 m hommes;Men's 100 m;men;individual;oui;TAH FIJ";
const VALID = [HEADER, `${ATH};heats;1;2027-08-02;09:30;10:00;stade-pater;non`, `${ATH};final;;2027-08-03;18:00;;stade-pater;non`, "JUD-60-M;judo;-60 kg hommes;;men;individual;oui;;;;;;;;"].join("\r\n");

/** Posts a file the way the page's form does, as multipart. */
function check(cookie: string, text: string | null, name = "programme.csv") {
  const form = new FormData();
  form.set("intent", "check");
  form.set("file", text === null ? new Blob([]) : new Blob([text], { type: "text/csv" }), text === null ? "" : name);
  return fetch(site.url + IMPORT, { method: "POST", headers: { cookie }, body: form, redirect: "manual" });
}

/** Confirms an import the way the summary's button does: the checked text posted back. */
function confirm(cookie: string, csv: string) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("csv", csv);
  return fetch(site.url + IMPORT, { method: "POST", headers: { cookie }, body: form, redirect: "manual" });
}

/** The file's text the summary's form carries, as a browser would post it back. */
function checkedText(html: string): string {
  const value = parse(html).querySelector('input[name="csv"]')?.getAttribute("value");
  expect(value).toBeDefined();
  return value!;
}

const events = async () => (await site.database.db.select({ n: count() }).from(scheduleEvents))[0]!.n;
const sessions = async () => (await site.database.db.select({ n: count() }).from(scheduleSessions))[0]!.n;
const audits = async () => (await site.database.db.select({ n: count() }).from(auditLog))[0]!.n;

/** The page as served is valid HTML (each state of it: the form, the problems, the summary). */
async function expectValid(html: string, name: string) {
  expect(await markupProblems(createHtmlValidator(), html, name)).toEqual([]);
}

describe("/admin/schedule/import", () => {
  it("shows the form and the file format with the columns and the values they may take", async () => {
    const response = await fetch(site.url + IMPORT, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const doc = parse(html);
    expect(doc.querySelector("title")?.text).toBe(`${fr.adminSchedule.import.title} — ${fr.admin.metaTitle}`);
    const input = doc.querySelector('input[type="file"][name="file"]');
    expect(input?.getAttribute("accept")).toBe(".csv,text/csv");
    expect(doc.querySelector(`label[for="${input?.id}"]`)?.text).toBe(fr.adminSchedule.import.fileLabel);
    expect(input?.closest("form")?.getAttribute("enctype")).toBe("multipart/form-data");
    const text = visibleText(html);
    for (const column of ["code", "sport", "name_fr, name_en, name_es, name_pt, name_zh, name_ja", "delegations", "phase", "venue", "cancelled"]) expect(text).toContain(column);
    expect(text).toContain("stade-pater");
    expect(text).toContain("preliminary, qualification, heats");
    expect(doc.querySelector('a[href="/admin/schedule/export"]')).not.toBeNull();
    await expectValid(html, "the import page");
  });

  it("refuses a bad file with 400, each problem on its line and column in the editor's language, and writes nothing", async () => {
    const bad = [HEADER, `${ATH};heats;1;2027-08-02;09:30;10:00;stade-pater;non`, `${ATH.replace("athletics", "curling")};final;;2027-08-03;18:00;17:00;moon;non`, `${ATH};semifinal;;2027-08-03;12:00;11:00;stade-pater;non`, `${ATH};heats;1;2027-08-02;11:00;;stade-pater;non`].join("\n");
    const response = await check(admin, bad);
    expect(response.status).toBe(400);
    const html = await response.text();
    await expectValid(html, "the problems");
    const doc = parse(html);
    const rows = doc.querySelectorAll("tbody tr").filter((row) => row.querySelector("th")?.text.match(/^\d+$/));
    const cells = rows.map((row) => [row.querySelector("th")!.text, ...row.querySelectorAll("td").map((cell) => cell.text)]);
    expect(cells).toEqual([
      ["3", "sport", fr.adminSchedule.import.errors.unknownValue, "curling"],
      ["3", "venue", fr.adminSchedule.import.errors.unknownValue, "moon"],
      ["3", "end", fr.adminSchedule.errors.endBeforeStart, "17:00"],
      ["4", "end", fr.adminSchedule.errors.endBeforeStart, "11:00"],
      ["5", "phase", fr.adminSchedule.import.errors.duplicateSession.replace("{{line}}", "2"), "heats"],
    ]);
    expect(doc.querySelector("#problems-title")?.text).toBe(fr.adminSchedule.import.problemsTitle);
    expect(await events()).toBe(0);

    const english = await check(`${admin}; lang=en`, bad);
    expect(english.status).toBe(400);
    expect(visibleText(await english.text())).toContain(en.adminSchedule.import.errors.unknownValue);

    const unknownColumn = await check(admin, VALID.replace("cancelled", "annulée"));
    expect(unknownColumn.status).toBe(400);
    expect(visibleText(await unknownColumn.text())).toContain(`Ligne 1 : ${fr.adminSchedule.import.errors.unknownColumn.replace("{{column}}", "annulée")}`);
  });

  it("refuses a session outside the Games' days and their test events, on its line, saying the days in the editor's language", async () => {
    const outside = [HEADER, `${ATH};heats;1;2027-08-02;09:30;10:00;stade-pater;non`, `${ATH};final;;2072-08-03;18:00;;stade-pater;non`, `${ATH};semifinal;;2027-07-04;18:00;;stade-pater;non`].join("\r\n");
    const response = await check(admin, outside);
    expect(response.status).toBe(400);
    const rows = parse(await response.text())
      .querySelectorAll("tbody tr")
      .filter((row) => row.querySelector("th")?.text.match(/^\d+$/))
      .map((row) => [row.querySelector("th")!.text, ...row.querySelectorAll("td").map((cell) => cell.text)]);
    const said = (message: string) => message.replace("{{from}}", "2027-07-05").replace("{{to}}", "2027-08-15");
    expect(rows).toEqual([
      ["3", "date", said(fr.adminSchedule.errors.outsideGames), "2072-08-03"],
      ["4", "date", said(fr.adminSchedule.errors.outsideGames), "2027-07-04"],
    ]);
    const english = await check(`${admin}; lang=en`, outside);
    expect(visibleText(await english.text())).toContain(said(en.adminSchedule.errors.outsideGames));
    expect(await events()).toBe(0);
  });

  it("checks a file of the most rows allowed without holding the server up: /healthz answers in its usual time meanwhile", async () => {
    const rows = [HEADER];
    for (let i = 0; i < CSV_MAX_ROWS; i++) rows.push(`ATH-LOAD-${Math.floor(i / 50)};athletics;Charge ${Math.floor(i / 50)};;men;individual;non;;heats;${(i % 50) + 1};2027-08-02;09:30;10:00;stade-pater;non`);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const latencies: number[] = [];
    const statuses = new Set<number>();
    let checked = false;
    delay.enable();
    const began = performance.now();
    const upload = check(admin, rows.join("\r\n")).then(async (response) => ({ status: response.status, html: await response.text() }));
    void upload.finally(() => (checked = true));
    while (!checked) {
      const started = performance.now();
      statuses.add((await fetch(`${site.url}/healthz`)).status);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    delay.disable();
    const checking = performance.now() - began;
    const { status, html } = await upload;
    expect(status).toBe(200);
    expect(parse(html).querySelectorAll("dl dd").map((entry) => entry.text)).toEqual(["100", "0", "0", "5000", "0", "0"]);
    // Sampled all along the check, not once before or after it; a server held up long enough finds
    // its own database check timing out (503). The longest wait is measured against the check's own
    // time, which a busy machine stretches alike: a check that held the server would make one answer
    // wait for most of it. (Its time on a quiet machine: docs/performance.md.)
    expect(latencies.length).toBeGreaterThan(10);
    expect([...statuses]).toEqual([200]);
    expect(Math.max(...latencies)).toBeLessThan(checking / 5);
    expect(delay.max / 1e6).toBeLessThan(checking / 5);
    expect(await events()).toBe(0);
  }, 60_000);

  it("asks for a file when none was chosen", async () => {
    const response = await check(admin, null);
    expect(response.status).toBe(400);
    expect(errorNextTo(parse(await response.text()), "file")).toBe(fr.adminSchedule.import.noFile);
  });

  it("checks a valid file and shows what importing it would do, writing nothing; the confirmation imports it", async () => {
    const auditsBefore = await audits();
    const response = await check(admin, `\uFEFF${VALID}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    await expectValid(html, "the summary");
    const summary = parse(html).querySelectorAll("dl div").map((entry) => [entry.querySelector("dt")!.text, entry.querySelector("dd")!.text]);
    expect(summary).toEqual([
      [fr.adminSchedule.import.plan.eventsCreated, "2"],
      [fr.adminSchedule.import.plan.eventsUpdated, "0"],
      [fr.adminSchedule.import.plan.eventsUnchanged, "0"],
      [fr.adminSchedule.import.plan.sessionsAdded, "2"],
      [fr.adminSchedule.import.plan.sessionsChanged, "0"],
      [fr.adminSchedule.import.plan.sessionsRemoved, "0"],
    ]);
    expect(await events()).toBe(0);

    const imported = await confirm(admin, checkedText(html));
    expect(imported.status).toBe(200);
    const page = await imported.text();
    expect(visibleText(page)).toContain(fr.adminSchedule.import.imported);
    expect(parse(page).querySelector('input[name="csv"]')).toBeNull();
    const [event] = await site.database.db.select().from(scheduleEvents).where(eq(scheduleEvents.code, "ATH-100M-M"));
    expect(event).toMatchObject({ sport: "athletics", name: { fr: "100 m hommes", en: "Men's 100 m" }, medal: true, delegations: ["TAH", "FIJ"] });
    expect([await events(), await sessions()]).toEqual([2, 2]);
    expect((await audits()) - auditsBefore).toBe(4);
  });

  it("updates by code on a re-import of an edited file, without duplicating", async () => {
    const edited = VALID.replace(/100 m hommes/g, "100 m messieurs").replace("18:00;;", "18:00;18:20;").replace(/\r\n.*heats.*/, "");
    const html = await (await check(admin, edited)).text();
    // Events: 0 created, 1 updated, 1 unchanged; sessions: 0 added, 1 changed, 1 removed.
    expect(parse(html).querySelectorAll("dl dd").map((entry) => entry.text)).toEqual(["0", "1", "1", "0", "1", "1"]);
    expect((await confirm(admin, checkedText(html))).status).toBe(200);
    expect([await events(), await sessions()]).toEqual([2, 1]);
    const [event] = await site.database.db.select().from(scheduleEvents).where(eq(scheduleEvents.code, "ATH-100M-M"));
    expect(event!.name.fr).toBe("100 m messieurs");
  });

  it("exports the schedule as a CSV file that imports back with nothing to change", async () => {
    const response = await fetch(`${site.url}/admin/schedule/export`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="schedule-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    expect(csv.split("\r\n")[1]).toContain('"ATH-100M-M","athletics","","","","","","","100 m messieurs","Men\'s 100 m"');

    const again = await check(admin, csv, "schedule.csv");
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(visibleText(html)).toContain(fr.adminSchedule.import.nothingToChange);
    expect(parse(html).querySelector('input[name="csv"]')).toBeNull();
  });

  it("lets a moderator import", async () => {
    const file = `${VALID}\r\nVAA-V6-W;vaa;Va'a V6 dames;;women;team;oui;;final;;2027-08-05;08:00;;papara-surf;non`;
    const checked = await check(moderator, file);
    expect(checked.status).toBe(200);
    expect((await confirm(moderator, checkedText(await checked.text()))).status).toBe(200);
    expect(await events()).toBe(3);
  });

  it("refuses a moderator's import that would remove a session, in the dry run and on confirming, and lets an admin import the same file", async () => {
    const file = [HEADER, `${ATH};final;;2027-08-03;18:00;;stade-pater;non`].join("\r\n");
    const state = async () => [await events(), await sessions(), await audits()];
    const before = await state();
    expect(before[1]).toBeGreaterThan(0);

    const checked = await check(moderator, file);
    expect(checked.status).toBe(400);
    const html = await checked.text();
    await expectValid(html, "a removal refused");
    const rows = parse(html)
      .querySelectorAll("tbody tr")
      .filter((row) => row.querySelector("th")?.text.match(/^\d+$/))
      .map((row) => [row.querySelector("th")!.text, ...row.querySelectorAll("td").map((cell) => cell.text)]);
    expect(rows).toEqual([["2", "—", fr.adminSchedule.import.errors.removeAdminOnly, "heats 1, 2027-08-02 09:30"]]);
    expect(parse(html).querySelector('input[name="csv"]')).toBeNull();
    const english = await check(`${moderator}; lang=en`, file);
    expect(visibleText(await english.text())).toContain(en.adminSchedule.import.errors.removeAdminOnly);

    // The confirmation posted all the same, as a hand-made request would: refused, nothing written.
    const forced = await confirm(moderator, file);
    expect(forced.status).toBe(400);
    expect(visibleText(await forced.text())).toContain(fr.adminSchedule.import.errors.removeAdminOnly);
    expect(await state()).toEqual(before);

    const byAdmin = await check(admin, file);
    expect(byAdmin.status).toBe(200);
    const summary = await byAdmin.text();
    expect(parse(summary).querySelectorAll("dl dd").map((entry) => entry.text)).toEqual(["0", "1", "0", "0", "0", "1"]);
    expect((await confirm(admin, checkedText(summary))).status).toBe(200);
    expect(await sessions()).toBe(before[1]! - 1);
  });

  it("sends a signed-out post to sign in, and writes nothing", async () => {
    const before = await events();
    const response = await confirm(site.gateCookie, `${HEADER}\r\nTAE-58-W;taekwondo;-58 kg dames;;women;individual;oui;;final;;2027-08-05;08:00;;faaa-hall;non`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(IMPORT)}`);
    expect(await events()).toBe(before);
  });
});
