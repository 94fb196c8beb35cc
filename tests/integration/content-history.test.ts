import { inArray } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { contentRevisions } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { createHtmlValidator, markupProblems } from "../helpers/html-validity.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { auditEntries } from "../helpers/staff.ts";

// Issue 21, point 7: every change to the organisers' content keeps a revision, as articles do; an
// item's history compares two of them field by field and puts one back, and a deleted item comes back
// from its list's Deleted section.

let site: TestSite;
let as: Record<"admin" | "moderator", string>;
const ID = "stade-louis-ganivet";
const FORM = `/admin/content/venues/${ID}`;
const HISTORY = `${FORM}/history`;

beforeAll(async () => {
  site = await startTestSite({ SEED_DEMO: "off" });
  const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
  as = { admin: admin.cookie, moderator: moderator.cookie };
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, cookie: string) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
const doc = async (path: string, cookie: string) => {
  const response = await get(path, cookie);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
};
const card = async (id: string) => (await doc("/venues", site.gateCookie)).querySelector(`#venue-${id}`);
const rows = (page: HTMLElement) => page.querySelectorAll("main form[method=get] tbody tr");
/** The restore form of the history page's row `index` (newest first), as the page wrote it. */
const restoreFields = (page: HTMLElement, index: number) => {
  const id = rows(page)[index]!.querySelector("input[name=to]")!.getAttribute("value")!;
  const form = page.querySelector(`form#restore-${id}`)!;
  return Object.fromEntries(form.querySelectorAll("input").map((input) => [input.getAttribute("name")!, input.getAttribute("value") ?? ""]));
};
const changedFields = (page: HTMLElement) => page.querySelectorAll("section[aria-labelledby=diff-title] dt").map((dt) => dt.text);

describe("a content item's history", () => {
  it("lists every revision newest first, and compares the newest with the one before, field by field under the form's labels", async () => {
    await postForm(site.url + FORM, as.moderator, await contentFormFields(site, as.moderator, FORM, { capacity: "8000", "note.fr": "Stade de football de Faa'a." }));
    await postForm(site.url + FORM, as.moderator, await contentFormFields(site, as.moderator, FORM, { capacity: "9000", "note.fr": "Stade de football et d'athlétisme de Faa'a.", "name.ja": "ガニヴェ競技場" }));
    expect((await doc(FORM, as.moderator)).querySelector(`main a[href='${HISTORY}']`)?.text).toBe(fr.adminContent.history);

    const page = await doc(HISTORY, as.moderator);
    expect(page.querySelector("h1")!.text).toBe(fr.adminContent.historyTitle.replace("{{name}}", "Stade Louis Ganivet"));
    expect(rows(page).map((row) => row.querySelectorAll("td")[1]!.text.split("Stade")[0])).toEqual([fr.adminContent.reasons.update, fr.adminContent.reasons.update, fr.adminContent.reasons.import]);
    expect(rows(page)[2]!.querySelectorAll("td")[0]!.text).toBe(fr.admin.historyServer);
    expect(rows(page)[0]!.querySelectorAll("td")[0]!.text).toMatch(/^moderator-/);
    // Times are Tahiti's: a revision saved now reads as today's date there.
    const tahitiNow = new Intl.DateTimeFormat("fr", { dateStyle: "medium", timeZone: "Pacific/Tahiti" }).format(new Date());
    expect(rows(page)[0]!.querySelector("time")!.text).toContain(tahitiNow);

    const { venues } = fr.adminContent.fields;
    expect(changedFields(page)).toEqual([venues.name, venues.capacity, venues.note]);
    const diff = page.querySelector("section[aria-labelledby=diff-title]")!;
    // A translatable field is compared in each language that changed, marked with its language.
    expect(diff.querySelectorAll("[lang]").map((block) => block.getAttribute("lang"))).toEqual(["ja", "fr"]);
    expect(diff.querySelector("[lang=ja] del")!.text).toContain("Stade Louis Ganivet");
    expect(diff.querySelector("[lang=ja]")!.text).toContain("ガニヴェ競技場");
    expect(diff.querySelectorAll("[lang=fr] ins").map((ins) => ins.text)).toEqual([`[${fr.admin.diffAdded}] et d'athlétisme `]);
    expect(diff.querySelectorAll("dd").find((dd) => dd.text.includes(fr.adminContent.diffBefore))!.text).toMatch(/8000.*9000/);

    // Any two revisions, in the editor's language.
    const [newest, , imported] = rows(page).map((row) => row.querySelector("input[name=to]")!.getAttribute("value"));
    const english = await doc(`${HISTORY}?from=${imported}&to=${newest}`, `${as.moderator}; lang=en`);
    expect(changedFields(english)).toEqual([en.adminContent.fields.venues.name, en.adminContent.fields.venues.capacity, en.adminContent.fields.venues.note]);
    expect(english.querySelector("section[aria-labelledby=diff-title]")!.text).toContain(en.adminContent.diffEmpty);
    expect(changedFields(await doc(`${HISTORY}?from=${newest}&to=${newest}`, as.moderator))).toEqual([]);
    expect(await markupProblems(createHtmlValidator(), await (await get(HISTORY, as.moderator)).text(), HISTORY)).toEqual([]);
  });

  it("answers 404 for an unknown kind, item or revision, and 4xx for a bad post, never 500", async () => {
    const other = await doc("/admin/content/venues/stade-pater/history", as.moderator);
    const foreign = rows(other)[0]!.querySelector("input[name=to]")!.getAttribute("value")!;
    for (const path of ["/admin/content/nothing/x/history", "/admin/content/venues/nowhere/history", `${HISTORY}?from=${foreign}`, `${HISTORY}?to=abc`, `${HISTORY}?from=99999999999999`, `${HISTORY}?from=-1`]) {
      expect((await get(path, as.moderator)).status, path).toBe(404);
    }
    const page = await doc(HISTORY, as.moderator);
    const fields = restoreFields(page, 1);
    for (const revision of ["abc", "99999999999999", "", "1.5"]) {
      expect((await postForm(site.url + HISTORY, as.moderator, { ...fields, revision })).status, revision).toBe(400);
    }
    expect((await postForm(site.url + HISTORY, as.moderator, { ...fields, revision: foreign })).status).toBe(404);
    expect((await postForm(site.url + HISTORY, as.moderator, { ...fields, version: "x" })).status).toBe(400);
    expect((await postForm(`${site.url}/admin/content/venues/nowhere/history`, as.moderator, fields)).status).toBe(404);
  });

  it("restores an earlier state as a new save the public page shows at once; a page opened before gets 409", async () => {
    const page = await doc(HISTORY, as.moderator);
    const first = restoreFields(page, 1);
    const restored = await postForm(site.url + HISTORY, as.moderator, first);
    expect(restored.status).toBe(200);
    expect(parse(await restored.text()).text).toContain(fr.adminContent.restored);
    const venue = (await card(ID))!;
    expect(venue.text).toContain("Stade de football de Faa'a.");
    expect(venue.text).toMatch(/8[\s ]?000/);
    expect((await doc(FORM, as.moderator)).querySelector("input[name=capacity]")?.getAttribute("value")).toBe("8000");

    const after = await doc(HISTORY, as.moderator);
    expect(rows(after)[0]!.querySelectorAll("td")[1]!.text).toContain(fr.adminContent.reasons.restore);
    expect(changedFields(after)).toEqual([fr.adminContent.fields.venues.name, fr.adminContent.fields.venues.capacity, fr.adminContent.fields.venues.note]);
    const entry = (await auditEntries(site.database.db)).at(-1)!;
    expect(entry).toMatchObject({ kind: "content", action: "update", subjectId: `venues/${ID}`, before: { capacity: 9000 }, after: { capacity: 8000 } });

    // The history page loaded before the restore posts the version it saw.
    const stale = await postForm(site.url + HISTORY, as.moderator, restoreFields(page, 2));
    expect(stale.status).toBe(409);
    expect(parse(await stale.text()).text).toContain(fr.adminContent.conflict);
    expect((await card(ID))!.text).toMatch(/8[\s ]?000/);
  });

  it("refuses to restore a state today's fields would refuse, naming those fields", async () => {
    // A state saved before the rules changed, as a migration would have left it.
    const [bad] = await site.database.db
      .insert(contentRevisions)
      .values({ kind: "venues", itemId: ID, data: { name: { fr: "Stade Louis Ganivet" }, island: "Atlantide", capacity: -3 }, reason: "update" })
      .returning();
    const page = await doc(HISTORY, as.moderator);
    const response = await postForm(site.url + HISTORY, as.moderator, { ...restoreFields(page, 1), revision: String(bad!.id) });
    expect(response.status).toBe(400);
    const answer = parse(await response.text());
    const { island, capacity, commune } = fr.adminContent.fields.venues;
    expect(answer.querySelector("main [role=alert]")!.text).toBe(fr.adminContent.restoreInvalid.replace("{{fields}}", `${island} et ${capacity}`));
    expect((await card(ID))!.text).toMatch(/8[\s ]?000/);

    // A value today's form would read as something else (a field that became plain text) is refused too.
    const [reshaped] = await site.database.db
      .insert(contentRevisions)
      .values({ kind: "venues", itemId: ID, data: { name: { fr: "Stade Louis Ganivet" }, island: "Tahiti", commune: { fr: "Faa'a" } }, reason: "update" })
      .returning();
    const again = await postForm(site.url + HISTORY, as.moderator, { ...restoreFields(page, 1), revision: String(reshaped!.id) });
    expect(again.status).toBe(400);
    expect(parse(await again.text()).querySelector("main [role=alert]")!.text).toBe(fr.adminContent.restoreInvalid.replace("{{fields}}", commune));
    await site.database.db.delete(contentRevisions).where(inArray(contentRevisions.id, [bad!.id, reshaped!.id]));
  });

  it("refuses to restore a state the kind's own check would refuse, as a save would", async () => {
    const officeHistory = "/admin/content/offices/siege/history";
    const [garbled] = await site.database.db
      .insert(contentRevisions)
      .values({ kind: "offices", itemId: "siege", data: { name: { fr: "Siège du comité" }, hours: "lundi au vendredi" }, reason: "update" })
      .returning();
    const page = await doc(officeHistory, as.moderator);
    const restore = page.querySelector('form[id^="restore-"]')!;
    const fields = Object.fromEntries(restore.querySelectorAll("input").map((input) => [input.getAttribute("name")!, input.getAttribute("value") ?? ""]));
    const response = await postForm(site.url + officeHistory, as.moderator, { ...fields, revision: String(garbled!.id) });
    expect(response.status).toBe(400);
    expect(parse(await response.text()).querySelector("main [role=alert]")!.text).toBe(fr.adminContent.restoreInvalid.replace("{{fields}}", fr.adminContent.fields.offices.hours));
    await site.database.db.delete(contentRevisions).where(inArray(contentRevisions.id, [garbled!.id]));
  });
});

describe("deleted content", () => {
  it("lists an item an admin deleted in its kind's Deleted section, from where a moderator brings it back under its id", async () => {
    const list = `/admin/content/venues`;
    expect((await doc(list, as.moderator)).querySelector("#deleted-title")).toBeNull();
    expect((await postForm(site.url + FORM, as.moderator, { intent: "delete" })).status).toBe(403);
    expect((await postForm(site.url + FORM, as.admin, { intent: "delete" })).status).toBe(302);
    expect(await card(ID)).toBeNull();
    expect((await get(FORM, as.moderator)).status).toBe(404);

    const page = await doc(list, as.moderator);
    const section = page.querySelector("section[aria-labelledby=deleted-title]")!;
    expect(section.querySelector("h2")!.text).toBe(fr.adminContent.deletedTitle);
    expect(await markupProblems(createHtmlValidator(), await (await get(list, as.moderator)).text(), list)).toEqual([]);
    const [row] = section.querySelectorAll("tbody tr");
    expect(row!.text).toContain("Stade Louis Ganivet");
    expect(row!.querySelector("a")!.getAttribute("href")).toBe(HISTORY);
    expect(row!.querySelector("input[name=id]")!.getAttribute("value")).toBe(ID);
    // Its history says it is deleted and still compares its states.
    const history = await doc(HISTORY, as.moderator);
    expect(history.text).toContain(fr.adminContent.historyDeleted);
    expect(rows(history)[0]!.text).toContain(fr.adminContent.reasons.delete);

    expect((await postForm(site.url + list, as.moderator, { intent: "restore", id: "nowhere" })).status).toBe(404);
    expect((await postForm(site.url + list, as.moderator, { intent: "restore" })).status).toBe(400);
    const restored = await postForm(site.url + list, as.moderator, { intent: "restore", id: ID });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`${list}?restored=${encodeURIComponent("Stade Louis Ganivet")}`);
    const back = await doc(`${list}?restored=Stade%20Louis%20Ganivet`, as.moderator);
    expect(back.querySelectorAll("main table")[0]!.querySelectorAll("tbody tr").at(-1)!.text).toContain("Stade Louis Ganivet");
    expect(back.querySelector("#deleted-title")).toBeNull();
    expect((await card(ID))!.text).toMatch(/8[\s ]?000/);
    expect((await postForm(site.url + list, as.moderator, { intent: "restore", id: ID })).status).toBe(404);
    expect((await auditEntries(site.database.db)).at(-1)).toMatchObject({ kind: "content", action: "create", subjectId: `venues/${ID}` });
  });
});
