import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { sportsResults } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { INITIAL_SPORTS } from "../helpers/initial-content.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { auditEntries } from "../helpers/staff.ts";

// Issue 21: the sports are the organisers' content. Their slug is typed once and never changes
// (results carry it, the pictogram is named after it); their names, status, para event and venues
// reach every page naming a sport, and a sport that results name cannot be deleted.

let site: TestSite;
let as: Record<"admin" | "moderator", string>;
const LIST = "/admin/content/sports";
const JUDO = `${LIST}/judo`;
beforeAll(async () => {
  site = await startTestSite({ SEED_DEMO: "off" });
  const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
  as = { admin: admin.cookie, moderator: moderator.cookie };
  // A judo result: the results list, live page and Tahiti's page name the sport.
  await site.database.db.insert(sportsResults).values({ sport: "judo", event: "-60 kg", athlete: "Test Judoka", country: "TAH", result: "Ippon", medal: "gold", date: "2027-08-04" });
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
/** A form's post with several venues ticked: one `venues` value each. */
const postVenues = (path: string, cookie: string, fields: Record<string, string>, venues: string[]) => {
  const body = new URLSearchParams(fields);
  body.delete("venues");
  for (const venue of venues) body.append("venues", venue);
  return fetch(site.url + path, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body, redirect: "manual" });
};
const card = async (locale: Locale, slug: string) => (await page(localizePath("/sports", locale))).querySelector(`#sport-${slug}`);

describe("sports in the back office", () => {
  it("lists the 24 sports of a new site, each under its slug", async () => {
    const doc = parse(await (await get(LIST, as.moderator)).text());
    expect(doc.querySelectorAll("tbody tr")).toHaveLength(INITIAL_SPORTS.length);
    expect(doc.querySelectorAll("tbody tr a").map((a) => a.getAttribute("href"))).toContain(JUDO);
    // A sport's venues are ticked among every venue.
    const football = parse(await (await get(`${LIST}/football`, as.moderator)).text());
    expect(football.querySelectorAll("input[name=venues][checked]").map((box) => box.getAttribute("value")).sort()).toEqual(["stade-louis-ganivet", "stade-manu-ura", "stade-venus"]);
    expect(football.querySelector("input[name=twoBronzes]")?.hasAttribute("checked")).toBe(false);
    // A combat sport's box is ticked, under its label.
    const judo = parse(await (await get(JUDO, as.moderator)).text());
    const twoBronzes = judo.querySelector("input[name=twoBronzes]")!;
    expect(twoBronzes.hasAttribute("checked")).toBe(true);
    expect(judo.querySelector(`label[for="${twoBronzes.getAttribute("id")}"]`)?.text).toContain(fr.adminContent.fields.sports.twoBronzes);
  });

  it("refuses a bad post with each message next to its field, in the editor's language, keeping what was typed", async () => {
    const fields = { intent: "save", id: "Beach Soccer", "name.fr": "", "name.ja": "ビーチサッカー", status: "", venues: "nowhere" };
    const response = await postForm(`${site.url}${LIST}/new`, as.moderator, fields);
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector("#content-id-error")?.text).toContain(fr.adminContent.errors.slugFormat);
    expect(doc.querySelector("[id='content-name.fr-error']")?.text).toContain(fr.forms.errors.required);
    expect(doc.querySelector("#content-status-error")).not.toBeNull();
    expect(doc.querySelector("input[name=id]")?.getAttribute("value")).toBe("Beach Soccer");
    expect(doc.querySelector("input[name='name.ja']")?.getAttribute("value")).toBe("ビーチサッカー");

    const unknownVenue = await postForm(`${site.url}${LIST}/new`, `${as.moderator}; lang=en`, { ...fields, id: "beach-soccer", "name.fr": "Football de plage", status: "optional" });
    expect(unknownVenue.status).toBe(400);
    expect(parse(await unknownVenue.text()).querySelector("#content-venues-error")?.text).toContain(en.forms.errors.choice);
    const taken = await postForm(`${site.url}${LIST}/new`, as.moderator, { ...fields, id: "judo", "name.fr": "Judo bis", status: "optional", venues: "" });
    expect(parse(await taken.text()).querySelector("#content-id-error")?.text).toContain(fr.adminContent.errors.idTaken);
    expect(await card("fr", "beach-soccer")).toBeNull();
  });

  it("adds a sport held at two venues: counted, on the sports and venues pages, the French standing in", async () => {
    const created = await postVenues(`${LIST}/new`, as.moderator, { intent: "save", id: "beach-soccer", "name.fr": "Football de plage", "description.fr": "Football sur le sable.", status: "optional", para: "" }, ["stade-pater", "papara-surf"]);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(`${LIST}/beach-soccer?created=1`);
    expect(parse(await (await get(`${LIST}/beach-soccer`, as.moderator)).text()).querySelector("input[name=id]")).toBeNull();

    for (const locale of LOCALES) {
      const sport = (await card(locale, "beach-soccer"))!;
      expect(sport.getAttribute("data-status")).toBe("optional");
      expect(sport.querySelector("h3")!.text).toBe("Football de plage");
      expect(sport.querySelector("h3")!.getAttribute("lang"), locale).toBe(locale === "fr" ? undefined : "fr");
      expect(sport.querySelectorAll('a[href*="/venues/"]').map((a) => a.getAttribute("href")!.split("/venues/")[1])).toEqual(["stade-pater", "papara-surf"]);
      // No pictogram is drawn for it yet: its name stands alone.
      expect(sport.querySelector("svg[data-pictogram]")).toBeNull();
    }
    expect((await page("/sports")).querySelector("dl dd")!.text).toBe("25");
    expect((await page("/ja/sports")).querySelector("[data-untranslated]")?.text).toContain(ja.pageContent.untranslated);
    expect((await page("/sports")).querySelector("[data-untranslated]")).toBeNull();
    expect((await page("/venues")).querySelector("#venue-stade-pater")!.text).toContain("Football de plage");
    expect((await page("/games")).querySelector("main")!.text).toMatch(/25\s*sports/);
    expect(await (await get("/admin/results/new", as.moderator)).text()).toContain('<option value="beach-soccer">Football de plage</option>');
    expect((await get("/results?sport=beach-soccer")).status).toBe(200);
  });

  it("edits a sport in two languages, its status, para event and venues: every page naming it follows", async () => {
    for (const path of ["/sports", "/ja/sports", "/results", "/countries/tah", "/live", "/venues"]) await page(path);
    const fields = await contentFormFields(site, as.moderator, JUDO, { "name.fr": "Judo traditionnel", "name.ja": "伝統柔道", status: "optional", para: "pending" });
    const response = await postVenues(JUDO, as.moderator, fields, ["faaa-hall"]);
    expect(response.status).toBe(200);
    expect(parse(await response.text()).querySelector("input[name=version]")?.getAttribute("value")).toBe("2");

    const judo = (await card("fr", "judo"))!;
    expect(judo.querySelector("h3")!.text).toBe("Judo traditionnel");
    expect(judo.getAttribute("data-status")).toBe("optional");
    expect(judo.text).toContain("Para va'a en attente d'approbation");
    expect(judo.querySelectorAll('a[href*="/venues/"]').map((a) => a.getAttribute("href"))).toEqual(["/venues/faaa-hall"]);
    expect((await card("ja", "judo"))!.querySelector("h3")!.text).toBe("伝統柔道");
    expect((await card("en", "judo"))!.querySelector("h3")!.text).toBe("Judo");
    expect((await page("/sports")).querySelector("#para-sports")!.closest("section")!.text).toContain("Judo traditionnel");
    expect((await page("/venues")).querySelector("#venue-faaa-hall")!.text).toContain("Judo traditionnel");
    expect((await page("/results")).querySelector("tr[data-result]")!.text).toContain("Judo traditionnel");
    expect((await page("/ja/results")).querySelector("tr[data-result]")!.text).toContain("伝統柔道");
    expect((await page("/countries/tah")).querySelector("tr[data-result]")!.text).toContain("Judo traditionnel");
    expect((await page("/live")).querySelector("main")!.text).toContain("Judo traditionnel");

    const entry = (await auditEntries(site.database.db)).at(-1)!;
    expect(entry).toMatchObject({ kind: "content", action: "update", subjectId: "sports/judo", subjectLabel: "Judo traditionnel" });
  });

  it("lets a moderator edit but not delete, and refuses to delete a sport that results name, losing nothing", async () => {
    expect((await postForm(site.url + JUDO, as.moderator, { intent: "delete" })).status).toBe(403);
    const refused = await postForm(site.url + JUDO, as.admin, { intent: "delete" });
    expect(refused.status).toBe(409);
    const doc = parse(await refused.text());
    expect(doc.text).toContain(fr.adminContent.inUse);
    expect(doc.querySelector("input[name='name.fr']")?.getAttribute("value")).toBe("Judo traditionnel");
    expect(await card("fr", "judo")).not.toBeNull();
  });

  it("deletes a sport no result names: it leaves the pages, and the results form no longer accepts it", async () => {
    const deleted = await postForm(`${site.url}${LIST}/beach-soccer`, as.admin, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(await card("fr", "beach-soccer")).toBeNull();
    expect((await page("/venues")).querySelector("#venue-stade-pater")!.text).not.toContain("Football de plage");
    expect((await page("/sports")).querySelector("dl dd")!.text).toBe("24");
    const result = await postForm(`${site.url}/admin/results/new`, as.admin, { sport: "beach-soccer", event: "Final", athlete: "Nobody", country: "TAH", result: "3-2", medal: "none", date: "2027-08-04" });
    expect(result.status).toBe(400);
    expect(parse(await result.text()).querySelector("#result-sport-error")?.text).toContain(fr.adminResults.errors.choice);
  });
});
