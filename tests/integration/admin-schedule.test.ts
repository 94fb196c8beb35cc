import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { auditLog, scheduleEvents, scheduleSessions, sportsResults } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { errorNextTo } from "../helpers/html.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let as: Record<"admin" | "moderator", string>;

beforeAll(async () => {
  site = await startTestSite({ SEED_DEMO: "off" });
  const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
  as = { admin: admin.cookie, moderator: moderator.cookie };
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, cookie: string) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
const page = async (path: string, cookie = as.admin) => parse(await (await get(path, cookie)).text());
const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(site.url + path, cookie, fields);
/** React escapes apostrophes in text as &#x27;; the parser gives them back. */
const said = (doc: ReturnType<typeof parse>) => doc.text;

const event = {
  intent: "save",
  code: "ath-100m-w",
  sport: "athletics",
  "name.fr": "100 m femmes",
  "name.en": "Women's 100 m",
  "name.ja": "女子100m",
  gender: "women",
  format: "individual",
  medal: "on",
  delegations: "TAH",
};

const idFrom = (location: string | null) => Number(/\/admin\/schedule\/(\d+)/.exec(location ?? "")?.[1]);

describe("the schedule in the back office", () => {
  let eventId: number;

  it("creates an event from its form: code in capitals, names in six languages, audited", async () => {
    const created = await post("/admin/schedule/new", as.moderator, event);
    expect(created.status).toBe(302);
    eventId = idFrom(created.headers.get("location"));
    expect(created.headers.get("location")).toBe(`/admin/schedule/${eventId}?created=1`);
    const [row] = await site.database.db.select().from(scheduleEvents).where(eq(scheduleEvents.id, eventId));
    expect(row).toMatchObject({ code: "ATH-100M-W", sport: "athletics", name: { fr: "100 m femmes", en: "Women's 100 m", ja: "女子100m" }, gender: "women", medal: true, delegations: ["TAH"], demo: false });

    const form = await page(`/admin/schedule/${eventId}?created=1`);
    expect(said(form)).toContain(fr.adminSchedule.created);
    expect(form.querySelector("h1")!.text).toBe("ATH-100M-W — 100 m femmes");
    expect(form.querySelector("input[name='name.ja']")!.getAttribute("value")).toBe("女子100m");
    expect(form.querySelector("input[name='medal']")!.hasAttribute("checked")).toBe(true);
    expect(form.querySelector("select[name='gender'] option[selected]")!.text).toBe(fr.schedule.genders.women);
    expect(said(form)).toContain(fr.adminSchedule.sessionsEmpty);

    const list = await page("/admin/schedule");
    expect(list.querySelector(`a[href="/admin/schedule/${eventId}"]`)!.text).toBe("100 m femmes");
    const [entry] = await site.database.db.select().from(auditLog).where(eq(auditLog.subjectId, `event:${eventId}`));
    expect(entry).toMatchObject({ kind: "schedule", action: "create", subjectLabel: "ATH-100M-W — 100 m femmes" });
  });

  it("refuses bad fields next to them, keeping what was typed, and a code already taken", async () => {
    const refused = await post("/admin/schedule/new", as.admin, { ...event, code: "100 m!", sport: "curling", "name.fr": "", gender: "" });
    expect(refused.status).toBe(400);
    const doc = parse(await refused.text());
    expect(errorNextTo(doc, "code")).toBe(fr.adminSchedule.errors.codeFormat);
    expect(errorNextTo(doc, "sport")).toBe(fr.forms.errors.choice);
    expect(errorNextTo(doc, "name.fr")).toBe(fr.forms.errors.required);
    expect(errorNextTo(doc, "gender")).toBe(fr.forms.errors.required);
    expect(doc.querySelector("input[name='code']")!.getAttribute("value")).toBe("100 m!");
    expect(doc.querySelector("input[name='name.ja']")!.getAttribute("value")).toBe("女子100m");

    const taken = await post("/admin/schedule/new", as.admin, { ...event, code: "ATH-100M-W" });
    expect(taken.status).toBe(409);
    expect(errorNextTo(parse(await taken.text()), "code")).toBe(fr.adminSchedule.errors.codeTaken);
    expect(await site.database.db.select().from(scheduleEvents)).toHaveLength(1);
  });

  it("adds sessions in Tahiti time, refusing an end before the start and a stage held twice", async () => {
    const session = { intent: "save", phase: "heats", number: "1", start: "2027-08-02T09:30", end: "2027-08-02T10:10", venue: "hitiaa-athletics" };
    const added = await post(`/admin/schedule/${eventId}/sessions/new`, as.moderator, session);
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`/admin/schedule/${eventId}?sessionCreated=1`);
    expect((await post(`/admin/schedule/${eventId}/sessions/new`, as.moderator, { ...session, phase: "final", number: "", start: "2027-08-03T17:00", end: "" })).status).toBe(302);
    const rows = await site.database.db.select().from(scheduleSessions).where(eq(scheduleSessions.eventId, eventId)).orderBy(scheduleSessions.startsAt);
    expect(rows.map((row) => [row.phase, row.number, row.startsAt.toISOString(), row.endsAt?.toISOString() ?? null])).toEqual([
      ["heats", 1, "2027-08-02T19:30:00.000Z", "2027-08-02T20:10:00.000Z"],
      ["final", null, "2027-08-04T03:00:00.000Z", null],
    ]);

    const backwards = await post(`/admin/schedule/${eventId}/sessions/new`, as.admin, { ...session, number: "2", end: "2027-08-02T09:00" });
    expect(backwards.status).toBe(400);
    const doc = parse(await backwards.text());
    expect(errorNextTo(doc, "end")).toBe(fr.adminSchedule.errors.endBeforeStart);
    expect(doc.querySelector("input[name='start']")!.getAttribute("value")).toBe("2027-08-02T09:30");

    // Outside the Games' days and their test events (the event's facts): refused next to the start, as typed.
    const outside = await post(`/admin/schedule/${eventId}/sessions/new`, as.moderator, { ...session, number: "3", start: "2072-08-02T09:30", end: "" });
    expect(outside.status).toBe(400);
    const outsideDoc = parse(await outside.text());
    expect(errorNextTo(outsideDoc, "start")).toBe(fr.adminSchedule.errors.outsideGames.replace("{{from}}", "2027-07-05").replace("{{to}}", "2027-08-15"));
    expect(outsideDoc.querySelector("input[name='start']")!.getAttribute("value")).toBe("2072-08-02T09:30");
    const early = await post(`/admin/schedule/${eventId}/sessions/new`, `${as.admin}; lang=en`, { ...session, number: "3", start: "2027-07-04T09:30", end: "" });
    expect(errorNextTo(parse(await early.text()), "start")).toBe(en.adminSchedule.errors.outsideGames.replace("{{from}}", "2027-07-05").replace("{{to}}", "2027-08-15"));

    const twice = await post(`/admin/schedule/${eventId}/sessions/new`, as.admin, session);
    expect(twice.status).toBe(409);
    expect(errorNextTo(parse(await twice.text()), "phase")).toBe(fr.adminSchedule.errors.stageTaken);

    const eventPage = await page(`/admin/schedule/${eventId}?sessionCreated=1`);
    expect(said(eventPage)).toContain(fr.adminSchedule.sessionCreated);
    const stages = eventPage.querySelectorAll("section[aria-labelledby='sessions-title'] tbody tr").map((tr) => tr.querySelector("td")!.text);
    expect(stages).toEqual(["Série 1", "Finale"]);
    // Shown in Tahiti time whatever the server's zone.
    expect(said(eventPage)).toMatch(/2 août 2027.{0,8}09:30 – 10:10/);
    expect(said(eventPage)).toMatch(/3 août 2027.{0,8}17:00/);
  });

  it("edits over the version the form was opened at, and refuses a stale form", async () => {
    const path = `/admin/schedule/${eventId}`;
    const fields = await contentFormFields(site, as.admin, path, { "name.es": "100 m femenino" });
    const saved = await post(path, as.admin, fields);
    expect(saved.status).toBe(200);
    expect(said(parse(await saved.text()))).toContain(fr.adminSchedule.updated);
    const stale = await post(path, as.moderator, { ...fields, "name.es": "100 metros" });
    expect(stale.status).toBe(409);
    const doc = parse(await stale.text());
    expect(said(doc)).toContain(fr.adminContent.conflict);
    expect(doc.querySelector("input[name='name.es']")!.getAttribute("value")).toBe("100 metros");
    const [row] = await site.database.db.select().from(scheduleEvents).where(eq(scheduleEvents.id, eventId));
    expect(row!.name.es).toBe("100 m femenino");
  });

  it("keeps a venue that a session names, and a session or event holding results, until they go", async () => {
    const venue = await post("/admin/content/venues/hitiaa-athletics", as.admin, { intent: "delete" });
    expect(venue.status).toBe(409);
    expect(said(parse(await venue.text()))).toContain(fr.adminContent.inUse);

    const [final] = await site.database.db.select().from(scheduleSessions).where(eq(scheduleSessions.phase, "final"));
    const [result] = await site.database.db
      .insert(sportsResults)
      .values({ sport: "athletics", event: "100 m", athlete: "Test Sprinter", country: "TAH", result: "11.40", medal: "gold", date: "2027-08-03", sessionId: final!.id, rank: 1 })
      .returning();

    expect((await post(`/admin/schedule/sessions/${final!.id}`, as.moderator, { intent: "delete" })).status).toBe(403);
    const keptSession = await post(`/admin/schedule/sessions/${final!.id}`, as.admin, { intent: "delete" });
    expect(keptSession.status).toBe(409);
    const sessionDoc = parse(await keptSession.text());
    expect(said(sessionDoc)).toContain(fr.adminSchedule.errors.sessionHasResults);
    expect(sessionDoc.querySelector("select[name='phase'] option[selected]")!.getAttribute("value")).toBe("final");

    const keptEvent = await post(`/admin/schedule/${eventId}`, as.admin, { intent: "delete", code: "ATH-100M-W" });
    expect(keptEvent.status).toBe(409);
    const eventDoc = parse(await keptEvent.text());
    expect(said(eventDoc)).toContain(fr.adminSchedule.errors.eventHasResults);
    expect(eventDoc.querySelector("input[name='name.fr']")!.getAttribute("value")).toBe("100 m femmes");

    await site.database.db.delete(sportsResults).where(eq(sportsResults.id, result!.id));
    const sessionGone = await post(`/admin/schedule/sessions/${final!.id}`, as.admin, { intent: "delete" });
    expect(sessionGone.headers.get("location")).toBe(`/admin/schedule/${eventId}?sessionDeleted=1`);
    const eventGone = await post(`/admin/schedule/${eventId}`, as.admin, { intent: "delete", code: "ATH-100M-W" });
    expect(eventGone.headers.get("location")).toBe("/admin/schedule?deleted=ATH-100M-W");
    expect(await site.database.db.select().from(scheduleSessions)).toHaveLength(0);
    expect(said(await page("/admin/schedule?deleted=ATH-100M-W"))).toContain("Épreuve ATH-100M-W supprimée avec ses sessions.");
    expect((await get(`/admin/schedule/${eventId}`, as.admin)).status).toBe(404);
  });

  it("speaks the editor's language", async () => {
    const doc = await page("/admin/schedule/new", `${as.admin}; lang=en`);
    expect(doc.querySelector("h1")!.text).toBe(en.adminSchedule.newTitle);
    expect(doc.querySelector("label[for='schedule-code']")!.text).toContain(en.adminSchedule.fields.code);
    expect(doc.querySelectorAll("select[name='format'] option").map((option) => option.text)).toEqual([en.adminSchedule.chooseOption, en.schedule.formats.individual, en.schedule.formats.team]);
    expect(doc.querySelector("select[name='sport'] option[value='vaa']")!.text).toBe("Va'a");
  });
});
