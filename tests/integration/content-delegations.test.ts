import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { sportsResults } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { INITIAL_DELEGATIONS } from "../helpers/initial-content.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { auditEntries } from "../helpers/staff.ts";

// Issue 21: the delegations are the organisers' content. Their code is typed once and never changes
// (results carry it); their names in six languages reach every page naming a delegation, and a
// delegation that results name cannot be deleted.

let site: TestSite;
let as: Record<"admin" | "moderator", string>;
const LIST = "/admin/content/delegations";
const FIJ = `${LIST}/FIJ`;
beforeAll(async () => {
  site = await startTestSite({ SEED_DEMO: "off" });
  const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
  as = { admin: admin.cookie, moderator: moderator.cookie };
  // A result names Fiji: its page, the medal table and the results list show its name.
  await site.database.db.insert(sportsResults).values({ sport: "judo", event: "-60 kg", athlete: "Test Judoka", country: "FIJ", result: "Ippon", medal: "gold", date: "2027-08-04" });
  await site.settled();
});
afterAll(async () => {
  await site?.close();
});

const get = async (path: string, cookie = site.gateCookie) => fetch(site.url + path, { headers: { cookie } });
const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
};
const card = async (locale: Locale, code: string) => (await page(localizePath("/countries", locale))).querySelector(`article[data-code=${code}]`);
const summaryTotal = async (locale: Locale) => (await page(localizePath("/countries", locale))).querySelector('[data-count="total"] dd')!.text;

describe("delegations in the back office", () => {
  it("lists the 24 delegations of a new site, each under its code", async () => {
    const doc = parse(await (await get(LIST, as.moderator)).text());
    expect(doc.querySelectorAll("tbody tr")).toHaveLength(INITIAL_DELEGATIONS.length);
    expect(doc.querySelectorAll("tbody tr a").map((a) => a.getAttribute("href"))).toContain(FIJ);
  });

  it("refuses a bad post with each message next to its field, in the editor's language, keeping what was typed", async () => {
    const fields = { intent: "save", id: "T4H", "name.fr": "", "name.ja": "ピトケアン", status: "", "position.lat": "95", "position.lon": "-130" };
    const response = await postForm(`${site.url}${LIST}/new`, as.moderator, fields);
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector("#content-id-error")?.text).toContain(fr.adminContent.errors.idFormat);
    expect(doc.querySelector("[id='content-name.fr-error']")?.text).toContain(fr.forms.errors.required);
    expect(doc.querySelector("[id='content-position.lat-error']")?.text).toContain(fr.adminContent.errors.latitude);
    expect(doc.querySelector("#content-status-error")).not.toBeNull();
    expect(doc.querySelector("input[name=id]")?.getAttribute("value")).toBe("T4H");
    expect(doc.querySelector("input[name='name.ja']")?.getAttribute("value")).toBe("ピトケアン");

    const taken = await postForm(`${site.url}${LIST}/new`, `${as.moderator}; lang=en`, { ...fields, id: "tah", "name.fr": "Pitcairn", status: "member", "position.lat": "" , "position.lon": "" });
    expect(taken.status).toBe(400);
    expect(parse(await taken.text()).querySelector("#content-id-error")?.text).toContain(en.adminContent.errors.idTaken);
    expect(await card("fr", "T4H")).toBeNull();
  });

  it("adds a delegation under the code typed, counted and shown on every page, the French standing in", async () => {
    const created = await postForm(`${site.url}${LIST}/new`, as.moderator, { intent: "save", id: "pit", "name.fr": "Îles Pitcairn", status: "invited", "position.lat": "-25.07", "position.lon": "-130.1", region: "" });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(`${LIST}/PIT?created=1`);
    // The id is not asked again: it never changes.
    expect(parse(await (await get(`${LIST}/PIT`, as.moderator)).text()).querySelector("input[name=id]")).toBeNull();

    for (const locale of LOCALES) {
      const pitcairn = (await card(locale, "PIT"))!;
      expect(pitcairn.querySelector("h3 a")!.text).toBe("Îles Pitcairn");
      expect(pitcairn.querySelector("h3 a")!.getAttribute("lang"), locale).toBe(locale === "fr" ? undefined : "fr");
      expect(pitcairn.querySelector("img"), "no flag region chosen").toBeNull();
      expect(await summaryTotal(locale), locale).toBe("25");
    }
    expect((await page("/ja/countries")).querySelector("[data-untranslated]")?.text).toContain(ja.pageContent.untranslated);
    expect((await page("/countries")).querySelector("[data-untranslated]")).toBeNull();
    expect((await page("/countries")).querySelector('a[data-marker="PIT"]')?.getAttribute("aria-label")).toBe("PIT — Îles Pitcairn");
    const own = await page("/ja/countries/pit");
    expect(own.querySelector("h1")!.text).toBe("Îles Pitcairn");
    expect(own.querySelector("[data-untranslated]")).not.toBeNull();
    // The Games' figures count the items.
    expect((await page("/games")).querySelector("main")!.text).toMatch(/25\s*délégations/);
    // The results form offers it.
    expect(await (await get("/admin/results/new", as.moderator)).text()).toContain('<option value="PIT">Îles Pitcairn</option>');
  });

  it("renames a delegation in two languages: its card, page, medal table and results say it at once", async () => {
    // Stored pages before the change, so that the test sees them dropped.
    for (const path of ["/countries", "/countries/fij", "/medals", "/results", "/ja/countries", "/ja/medals"]) await page(path);
    const fields = await contentFormFields(site, as.moderator, FIJ, { "name.fr": "République des Fidji", "name.ja": "フィジー共和国" });
    const response = await postForm(site.url + FIJ, as.moderator, fields);
    expect(response.status).toBe(200);
    expect(parse(await response.text()).querySelector("input[name=version]")?.getAttribute("value")).toBe("2");

    expect((await card("fr", "FIJ"))!.querySelector("h3")!.text).toBe("République des Fidji");
    expect((await card("ja", "FIJ"))!.querySelector("h3")!.text).toBe("フィジー共和国");
    expect((await card("en", "FIJ"))!.querySelector("h3")!.text).toBe("Fiji");
    expect((await page("/countries/fij")).querySelector("h1")!.text).toBe("République des Fidji");
    expect((await page("/medals")).querySelector('tr[data-code="FIJ"] th')!.text).toContain("République des Fidji");
    expect((await page("/ja/medals")).querySelector('tr[data-code="FIJ"] th')!.text).toContain("フィジー共和国");
    expect((await page("/results")).querySelector('td[data-country="FIJ"]')!.text).toContain("République des Fidji");

    const entry = (await auditEntries(site.database.db)).at(-1)!;
    expect(entry).toMatchObject({ kind: "content", action: "update", subjectId: "delegations/FIJ", subjectLabel: "République des Fidji" });
  });

  it("lets a moderator edit but not delete, and refuses to delete a delegation that results name, losing nothing", async () => {
    expect((await postForm(site.url + FIJ, as.moderator, { intent: "delete" })).status).toBe(403);
    const refused = await postForm(site.url + FIJ, as.admin, { intent: "delete" });
    expect(refused.status).toBe(409);
    const doc = parse(await refused.text());
    expect(doc.text).toContain(fr.adminContent.inUse);
    // The form still shows the delegation as saved.
    expect(doc.querySelector("input[name='name.fr']")?.getAttribute("value")).toBe("République des Fidji");
    expect(await card("fr", "FIJ")).not.toBeNull();
    expect((await get("/countries/fij")).status).toBe(200);
  });

  it("deletes a delegation no result names: its page goes, and the results form no longer accepts its code", async () => {
    const deleted = await postForm(`${site.url}${LIST}/PIT`, as.admin, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(await card("fr", "PIT")).toBeNull();
    expect((await get("/countries/pit")).status).toBe(404);
    expect(await summaryTotal("fr")).toBe("24");
    const result = await postForm(`${site.url}/admin/results/new`, as.admin, { sport: "judo", event: "-66 kg", athlete: "Nobody", country: "PIT", result: "Ippon", medal: "none", date: "2027-08-04" });
    expect(result.status).toBe(400);
    expect(parse(await result.text()).querySelector("#result-country-error")?.text).toContain(fr.adminResults.errors.choice);
  });
});
