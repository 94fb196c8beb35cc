import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { errorNextTo } from "../helpers/html.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let as: Record<"admin" | "moderator", string>;
const sessions: Record<"judoFinal" | "sprintFinal" | "sprintHeat", number> = { judoFinal: 0, sprintFinal: 0, sprintHeat: 0 };

beforeAll(async () => {
  site = await startTestSite({ SEED_DEMO: "off" });
  const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
  as = { admin: admin.cookie, moderator: moderator.cookie };
  const db = site.database.db;
  const [judo, sprint] = await db
    .insert(scheduleEvents)
    .values([
      { code: "JUD-73-M", sport: "judo", name: { fr: "-73 kg hommes", en: "Men -73 kg" }, gender: "men", format: "individual", medal: true },
      { code: "ATH-100M-W", sport: "athletics", name: { fr: "100 m femmes" }, gender: "women", format: "individual", medal: true },
    ])
    .returning();
  const rows = await db
    .insert(scheduleSessions)
    .values([
      { eventId: judo!.id, phase: "final", startsAt: new Date("2027-08-05T03:00:00Z"), venue: "fautaua-complex" },
      { eventId: sprint!.id, phase: "final", startsAt: new Date("2027-08-03T04:30:00Z"), venue: "hitiaa-athletics" },
      { eventId: sprint!.id, phase: "heats", number: 1, startsAt: new Date("2027-08-02T19:30:00Z"), venue: "hitiaa-athletics" },
    ])
    .returning();
  [sessions.judoFinal, sessions.sprintFinal, sessions.sprintHeat] = rows.map((row) => row.id) as [number, number, number];
});
afterAll(async () => {
  await site?.close();
});

const path = (id: number) => `/admin/schedule/sessions/${id}/results`;
const lines = (rows: [string, string, string, string, string][]) =>
  Object.fromEntries(rows.flatMap(([rank, athlete, country, result, status], index) => [[`rank.${index}`, rank], [`athlete.${index}`, athlete], [`country.${index}`, country], [`result.${index}`, result], [`status.${index}`, status]]));
async function post(id: number, cookie: string, rows: [string, string, string, string, string][], state: string) {
  const fields = await contentFormFields(site, cookie, path(id), { ...lines(rows), state, intent: "save" });
  return postForm(site.url + path(id), cookie, fields);
}
const stored = (id: number) => site.database.db.select().from(sportsResults).where(eq(sportsResults.sessionId, id)).orderBy(sportsResults.id);

describe("a session's results entered as one ranked list", () => {
  it("awards a combat final's medals from the ranks, two bronzes at 3, and lists the lines by rank everywhere", async () => {
    const saved = await post(sessions.judoFinal, as.moderator, [
      ["5", "Judoka E", "SAM", "", ""],
      ["1", "Judoka A", "TAH", "Ippon", ""],
      ["3", "Judoka C", "FIJ", "", ""],
      ["2", "Judoka B", "NCL", "", ""],
      ["3", "Judoka D", "PNG", "", ""],
      ["", "Judoka F", "VAN", "", "DNS"],
    ], "provisional");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${path(sessions.judoFinal)}?saved=1`);
    const rows = await stored(sessions.judoFinal);
    expect(rows.map((row) => [row.athlete, row.rank, row.medal, row.status, row.date, row.event, row.sport])).toEqual([
      ["Judoka A", 1, "gold", null, "2027-08-04", "-73 kg hommes", "judo"],
      ["Judoka B", 2, "silver", null, "2027-08-04", "-73 kg hommes", "judo"],
      ["Judoka C", 3, "bronze", null, "2027-08-04", "-73 kg hommes", "judo"],
      ["Judoka D", 3, "bronze", null, "2027-08-04", "-73 kg hommes", "judo"],
      ["Judoka E", 5, null, null, "2027-08-04", "-73 kg hommes", "judo"],
      ["Judoka F", null, null, "DNS", "2027-08-04", "-73 kg hommes", "judo"],
    ]);
    const [session] = await site.database.db.select().from(scheduleSessions).where(eq(scheduleSessions.id, sessions.judoFinal));
    expect(session!.results).toBe("provisional");

    const form = parse(await (await fetch(site.url + `${path(sessions.judoFinal)}?saved=1`, { headers: { cookie: as.admin } })).text());
    expect(form.text).toContain(fr.adminSchedule.results.saved);
    expect(form.text).toContain(fr.adminSchedule.results.medalsNoteTwoBronzes);
    expect(form.querySelectorAll("tbody tr").slice(0, 6).map((tr) => tr.querySelector("input[name^='athlete']")!.getAttribute("value"))).toEqual(["Judoka A", "Judoka B", "Judoka C", "Judoka D", "Judoka E", "Judoka F"]);
    expect(form.querySelector("input[name='state'][value='provisional']")!.hasAttribute("checked")).toBe(true);

    const results = parse(await (await fetch(`${site.url}/results`, { headers: { cookie: site.gateCookie } })).text());
    const athletes = results.querySelectorAll("tbody tr").map((tr) => tr.querySelectorAll("td")[4]!.text);
    expect(athletes).toEqual(["Judoka A", "Judoka B", "Judoka C", "Judoka D", "Judoka E", "Judoka F"]);
    expect(results.querySelector("abbr[title='Non partant (DNS)']")!.text).toBe("DNS");
    const medals = parse(await (await fetch(`${site.url}/medals`, { headers: { cookie: site.gateCookie } })).text());
    expect(medals.querySelector("tr[data-code='FIJ']")).not.toBeNull();
    expect(medals.querySelector("tr[data-code='PNG']")).not.toBeNull();
    expect(medals.querySelector("tr[data-code='SAM']")).toBeNull();
  });

  it("gives a tie at 1 two golds and no silver, goes official, and replaces the list rather than adding to it", async () => {
    expect((await post(sessions.sprintFinal, as.admin, [["1", "Sprinter A", "FIJ", "11.20", ""], ["1", "Sprinter B", "TAH", "11.20", ""], ["3", "Sprinter C", "SAM", "11.31", ""]], "provisional")).status).toBe(302);
    expect((await stored(sessions.sprintFinal)).map((row) => row.medal)).toEqual(["gold", "gold", "bronze"]);
    expect((await post(sessions.sprintFinal, as.admin, [["1", "Sprinter A", "FIJ", "11.20", ""], ["2", "Sprinter B", "TAH", "11.21", ""], ["3", "Sprinter C", "SAM", "11.31", ""]], "official")).status).toBe(302);
    const rows = await stored(sessions.sprintFinal);
    expect(rows.map((row) => [row.athlete, row.medal])).toEqual([["Sprinter A", "gold"], ["Sprinter B", "silver"], ["Sprinter C", "bronze"]]);
    const [session] = await site.database.db.select().from(scheduleSessions).where(eq(scheduleSessions.id, sessions.sprintFinal));
    expect(session!.results).toBe("official");
  });

  it("awards nothing in a heat, naming the stage in the line's event", async () => {
    expect((await post(sessions.sprintHeat, as.admin, [["1", "Sprinter A", "FIJ", "11.40", ""], ["2", "Sprinter D", "COK", "11.90", ""]], "official")).status).toBe(302);
    expect((await stored(sessions.sprintHeat)).map((row) => [row.rank, row.medal, row.event])).toEqual([[1, null, "100 m femmes — Série 1"], [2, null, "100 m femmes — Série 1"]]);
  });

  it("refuses typing mistakes next to the cell, keeping every line as typed and the list as saved", async () => {
    const refused = await post(sessions.sprintFinal, as.admin, [
      ["1", "Sprinter A", "FIJ", "11.20", ""],
      ["1", "Sprinter B", "TAH", "11.20", ""],
      ["2", "Sprinter C", "SAM", "11.31", ""],
      ["4", "", "XYZ", "", "DNF"],
    ], "");
    expect(refused.status).toBe(400);
    const doc = parse(await refused.text());
    expect(errorNextTo(doc, "rank.2")).toBe(fr.adminResults.rankErrors.afterTie.replace("{{expected}}", "3"));
    expect(errorNextTo(doc, "athlete.3")).toBe(fr.forms.errors.required);
    expect(errorNextTo(doc, "country.3")).toBe(fr.forms.errors.choice);
    expect(doc.querySelector("input[name='athlete.1']")!.getAttribute("value")).toBe("Sprinter B");
    expect(doc.querySelector("[id$='state-error']")!.text).toContain(fr.forms.errors.required);
    expect((await stored(sessions.sprintFinal)).map((row) => row.medal)).toEqual(["gold", "silver", "bronze"]);
  });

  it("refuses a form opened before another save, and offers more lines without saving", async () => {
    const stale = await contentFormFields(site, as.admin, path(sessions.sprintHeat), { ...lines([["1", "Sprinter D", "COK", "11.80", ""]]), state: "official", intent: "save" });
    expect((await post(sessions.sprintHeat, as.moderator, [["1", "Sprinter A", "FIJ", "11.39", ""]], "official")).status).toBe(302);
    const conflict = await postForm(site.url + path(sessions.sprintHeat), as.admin, stale);
    expect(conflict.status).toBe(409);
    expect(parse(await conflict.text()).text).toContain(fr.adminContent.conflict);
    // The moderator's form kept the heat's second line as saved; the stale form changed nothing.
    expect((await stored(sessions.sprintHeat)).map((row) => row.result)).toEqual(["11.39", "11.90"]);

    const fields = await contentFormFields(site, as.admin, path(sessions.sprintHeat), { intent: "more" });
    const more = await postForm(site.url + path(sessions.sprintHeat), as.admin, fields);
    expect(more.status).toBe(200);
    expect(parse(await more.text()).querySelectorAll("input[name^='athlete.']")).toHaveLength(Number(fields.lines) + 8);
    expect(await stored(sessions.sprintHeat)).toHaveLength(2);
    expect((await postForm(site.url + path(sessions.sprintHeat), as.admin, { ...fields, intent: "role" })).status).toBe(400);
  });
});
