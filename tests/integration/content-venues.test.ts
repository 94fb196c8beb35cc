import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { media } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { uploadLibraryPhoto } from "../helpers/media-posts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { auditEntries } from "../helpers/staff.ts";

// Issue 21: the venues are the organisers' content, edited in the back office in six languages and
// shown by /venues at once, in every language, with the French standing in where a translation is missing.

let site: TestSite;
let as: Record<"admin" | "moderator", string>;
const FORM = "/admin/content/venues/stade-manu-ura";
beforeAll(async () => {
  site = await startTestSite();
  const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
  as = { admin: admin.cookie, moderator: moderator.cookie };
});
afterAll(async () => {
  await site?.close();
});

const page = async (path: string) => {
  const response = await fetch(site.url + path, { headers: { cookie: site.gateCookie } });
  expect(response.status, path).toBe(200);
  return parse(await response.text());
};
const card = async (locale: Locale, id: string) => (await page(localizePath("/venues", locale))).querySelector(`#venue-${id}`);

describe("venues in the back office", () => {
  it("lists every venue with what is still to confirm", async () => {
    const doc = parse(await (await fetch(`${site.url}/admin/content/venues`, { headers: { cookie: as.moderator } })).text());
    const row = doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes("Stade Manu Ura"))!;
    expect(row.querySelector("a")!.getAttribute("href")).toBe(FORM);
    expect(row.text).toContain(fr.adminContent.fields.venues.capacity);
    expect(doc.querySelectorAll("tbody tr")).toHaveLength(18);
  });

  it("refuses a bad post with each message next to its field, in the editor's language, keeping what was typed", async () => {
    const fields = await contentFormFields(site, as.moderator, FORM, { "name.fr": "", "name.ja": "マヌ・ウラ", capacity: "beaucoup", "position.lon": "" });
    const response = await postForm(site.url + FORM, as.moderator, fields);
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector("[id='content-name.fr-error']")?.text).toContain(fr.forms.errors.required);
    expect(doc.querySelector("#content-capacity-error")?.text).toContain(fr.adminContent.errors.integer);
    expect(doc.querySelector("[id='content-position.lon-error']")?.text).toContain(fr.adminContent.errors.coordinatesPair);
    expect(doc.querySelector("input[name='name.ja']")?.getAttribute("value")).toBe("マヌ・ウラ");
    expect(doc.querySelector("input[name=capacity]")?.getAttribute("value")).toBe("beaucoup");

    const english = await postForm(site.url + FORM, `${as.moderator}; lang=en`, fields);
    expect(english.status).toBe(400);
    expect(parse(await english.text()).querySelector("#content-capacity-error")?.text).toContain(en.adminContent.errors.integer);
    expect((await card("fr", "stade-manu-ura"))!.text).not.toContain("マヌ・ウラ");
  });

  it("saves a venue edited in two languages with its photo, and every language's page shows it at once", async () => {
    const photo = await uploadLibraryPhoto(site, as.moderator, "Manu Ura.jpg", 1200, 800);
    await site.database.db.update(media).set({ alt: { fr: "La tribune du stade Manu Ura", ja: "マヌ・ウラ競技場のスタンド" }, credit: "COJ Tahiti 2027" }).where(eq(media.id, photo));
    // Stored pages before the change, so that the test sees them dropped.
    for (const locale of LOCALES) await card(locale, "stade-manu-ura");

    const fields = await contentFormFields(site, as.moderator, FORM, {
      "name.fr": "Stade Manu Ura",
      "name.ja": "マヌ・ウラ競技場",
      "note.fr": "Terrain de football de Paea.",
      capacity: "3500",
      photo: String(photo),
    });
    const response = await postForm(site.url + FORM, as.moderator, fields);
    expect(response.status).toBe(200);
    expect(parse(await response.text()).querySelector("input[name=version]")?.getAttribute("value")).toBe("2");

    for (const locale of LOCALES) {
      const venue = (await card(locale, "stade-manu-ura"))!;
      expect(venue.text, locale).toMatch(locale === "ja" ? /約3,500席/ : /3[\s ,.]?500/);
      if (locale === "fr" || locale === "ja") expect(venue.querySelector("h3")!.text, locale).toBe(locale === "ja" ? "マヌ・ウラ競技場" : "Stade Manu Ura");
      // The French note stands in for the five other languages, marked as French.
      const note = venue.querySelector("h3 + p")!;
      expect(note.text).toBe("Terrain de football de Paea.");
      expect(note.getAttribute("lang"), locale).toBe(locale === "fr" ? undefined : "fr");
      expect(venue.querySelector("picture img")?.getAttribute("alt"), locale).toBe(locale === "ja" ? "マヌ・ウラ競技場のスタンド" : "La tribune du stade Manu Ura");
    }
    const japanese = await page("/ja/venues");
    expect(japanese.querySelector("[data-untranslated]")?.text).toContain(ja.pageContent.untranslated);
    expect((await page("/venues")).querySelector("[data-untranslated]")).toBeNull();

    const entry = (await auditEntries(site.database.db)).at(-1)!;
    expect(entry).toMatchObject({ kind: "content", action: "update", subjectId: "venues/stade-manu-ura", subjectLabel: "Stade Manu Ura" });
    expect(entry.after).toMatchObject({ capacity: 3500, photo });
  });

  it("lists on the dashboard each field still to confirm, linking to its form, until an organiser fills it in", async () => {
    const listed = async () => {
      const doc = parse(await (await fetch(`${site.url}/admin/dashboard`, { headers: { cookie: as.moderator } })).text());
      const section = doc.querySelector("section[aria-labelledby=to-confirm-title]")!;
      return section.querySelectorAll("li").find((li) => li.querySelector("a")?.getAttribute("href") === "/admin/content/venues/stade-venus")?.text;
    };
    expect(await listed()).toBe(`Stade Vénus — ${fr.adminContent.fields.venues.capacity}`);
    await postForm(`${site.url}/admin/content/venues/stade-venus`, as.moderator, await contentFormFields(site, as.moderator, "/admin/content/venues/stade-venus", { capacity: "5000" }));
    expect(await listed()).toBeUndefined();
  });

  it("refuses a form opened before another save (409), keeping what was typed", async () => {
    const stale = await contentFormFields(site, as.moderator, FORM, { capacity: "4000" });
    await postForm(site.url + FORM, as.admin, await contentFormFields(site, as.admin, FORM, { capacity: "3600" }));
    const response = await postForm(site.url + FORM, as.moderator, stale);
    expect(response.status).toBe(409);
    const doc = parse(await response.text());
    expect(doc.text).toContain(fr.adminContent.conflict);
    expect(doc.querySelector("input[name=capacity]")?.getAttribute("value")).toBe("4000");
    expect((await card("fr", "stade-manu-ura"))!.text).toMatch(/3\s?600/);
  });

  it("adds a venue a moderator may edit but only an admin may delete", async () => {
    const created = await postForm(`${site.url}/admin/content/venues/new`, as.moderator, { intent: "save", "name.fr": "Baie de Opunohu", island: "Moorea", capacity: "" });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin/content/venues/baie-de-opunohu?created=1");
    expect((await card("ja", "baie-de-opunohu"))!.querySelector("h3")!.getAttribute("lang")).toBe("fr");
    expect((await card("fr", "baie-de-opunohu"))!.querySelector("[data-to-confirm]")?.text).toBe(fr.pageContent.toConfirm);

    expect((await postForm(`${site.url}/admin/content/venues/baie-de-opunohu`, as.moderator, { intent: "delete" })).status).toBe(403);
    const deleted = await postForm(`${site.url}/admin/content/venues/baie-de-opunohu`, as.admin, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(await card("fr", "baie-de-opunohu")).toBeNull();
    expect((await postForm(`${site.url}/admin/content/venues/baie-de-opunohu`, as.admin, { intent: "delete" })).status).toBe(404);
  });
});
