import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { LOCALES, type Locale, localizePath } from "~/platform/i18n/locales.ts";
import type { ContentKind } from "../../vocabulary/content-keys.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { createHtmlValidator, markupProblems } from "../helpers/html-validity.ts";
import { eq } from "drizzle-orm";
import { media } from "../../db/schema/index.ts";
import { uploadLibraryPhoto } from "../helpers/media-posts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { errorNextTo } from "../helpers/html.ts";

// Issue 21: the organisation page's leaders and commissions, the media page's press contacts and
// coverage rules and the contact page's offices are the organisers' content, edited in the back office
// and shown at once in every language, the French standing in (marked) for a missing translation.

let site: TestSite;
let as: Record<"admin" | "moderator", string>;

beforeAll(async () => {
  site = await startTestSite();
  const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
  as = { admin: admin.cookie, moderator: moderator.cookie };
});
afterAll(async () => {
  await site?.close();
});

const validator = createHtmlValidator();
async function page(path: string): Promise<HTMLElement> {
  const response = await fetch(site.url + path, { headers: { cookie: site.gateCookie } });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  expect(await markupProblems(validator, html, path)).toEqual([]);
  return parse(html);
}

interface KindCase {
  kind: ContentKind;
  path: string;
  anchor: string;
  /** Where, in an item's card, its translatable words under test show. */
  words: string;
  /** The translatable field those words come from. */
  field: string;
  /** A new item: the field under test is given in French and Japanese only. */
  created: Record<string, string>;
  /** A post refused: the control that says why, its message, and a control whose typed value must come back. */
  refused: { fields: Record<string, string>; control: string; message: string; kept: string };
  /** An item of the initial content and the same field edited in two languages. */
  edited: { id: string; fr: string; en: string; extra?: Record<string, string> };
}

const CASES: KindCase[] = [
  {
    kind: "leaders",
    path: "/organization",
    anchor: "leader-",
    words: "h3 + p",
    field: "role",
    created: { name: "Hinatea Tetuanui", "role.fr": "Trésorière du comité d'organisation", "role.ja": "組織委員会 会計責任者" },
    refused: { fields: { name: "", "role.fr": "Trésorière", "role.ja": "会計責任者" }, control: "name", message: fr.forms.errors.required, kept: "role.ja" },
    edited: { id: "noelline-parker", fr: "Présidente du COJ Tahiti 2027", en: "President of COJ Tahiti 2027" },
  },
  {
    kind: "commissions",
    path: "/organization",
    anchor: "commission-",
    words: "h3",
    field: "name",
    created: { "name.fr": "Commission santé", "name.ja": "医療委員会", icon: "sport", "description.fr": "Soins des athlètes et des spectateurs." },
    refused: { fields: { "name.fr": "Commission santé", icon: "hospital", "description.fr": "Soins." }, control: "icon", message: fr.forms.errors.choice, kept: "name.fr" },
    edited: { id: "commission-sportive", fr: "Commission des sports", en: "Sports Commission" },
  },
  {
    kind: "pressContacts",
    path: "/media",
    anchor: "press-contact-",
    words: "h3",
    field: "name",
    created: { "name.fr": "Attachée de presse", "name.ja": "広報担当", email: "presse@tahiti2027.pf", phone: "+689 40 00 00 00" },
    refused: { fields: { "name.fr": "Attachée de presse", email: "presse@" }, control: "email", message: fr.forms.errors.email, kept: "email" },
    edited: { id: "service-de-presse", fr: "Service de presse du COJ", en: "COJ press office" },
  },
  {
    kind: "guidelines",
    path: "/media",
    anchor: "guideline-",
    words: "h3 span",
    field: "title",
    created: { "title.fr": "Sécurité", "title.ja": "安全", icon: "zones", "rules.fr": "Gilet obligatoire au bord de l'eau." },
    refused: { fields: { "title.fr": "Sécurité", icon: "", "rules.fr": "Gilet obligatoire." }, control: "icon", message: fr.forms.errors.required, kept: "rules.fr" },
    edited: { id: "equipement", fr: "Matériel", en: "Gear" },
  },
  {
    kind: "offices",
    path: "/contact",
    anchor: "office-",
    words: "h3 span",
    field: "name",
    created: { "name.fr": "Bureau de Raiatea", "name.ja": "ライアテア事務所", location: "Uturoa, Raiatea", hours: "1-5 08:00-16:00" },
    refused: { fields: { "name.fr": "Bureau de Raiatea", hours: "lundi 8h-17h" }, control: "hours", message: fr.adminContent.errors.openingHours, kept: "hours" },
    edited: { id: "siege", fr: "Siège du COJ", en: "COJ head office", extra: { hours: "1-5 09:00-15:00" } },
  },
];

describe.each(CASES)("$kind in the back office, on $path", ({ kind, path, anchor, words, field, created, refused, edited }) => {
  const card = async (locale: Locale, id: string) => (await page(localizePath(path, locale))).querySelector(`#${anchor}${id}`);
  let createdId = "";

  it("refuses a bad post with the message next to its field, keeping what was typed", async () => {
    const response = await postForm(`${site.url}/admin/content/${kind}/new`, as.moderator, { intent: "save", ...refused.fields });
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(errorNextTo(doc, refused.control)).toContain(refused.message);
    const kept = doc.querySelector(`[name="${refused.kept}"]`)!;
    expect(kept.tagName === "TEXTAREA" ? kept.text : kept.getAttribute("value")).toBe(refused.fields[refused.kept]);
  });

  it("shows a created item at once in the six languages, the French standing in marked where there is no translation", async () => {
    // Stored pages first: saving must drop them.
    for (const locale of LOCALES) await page(localizePath(path, locale));
    const response = await postForm(`${site.url}/admin/content/${kind}/new`, as.moderator, { intent: "save", ...created });
    expect(response.status).toBe(302);
    createdId = new RegExp(`/admin/content/${kind}/([^?]+)\\?created`).exec(response.headers.get("location") ?? "")?.[1] ?? "";
    expect(createdId).not.toBe("");
    for (const locale of LOCALES) {
      const shown = (await card(locale, createdId))?.querySelector(words);
      const own = locale === "fr" || locale === "ja";
      expect(shown?.text, locale).toBe(created[`${field}.${own ? locale : "fr"}`]);
      expect(shown?.getAttribute("lang"), locale).toBe(own ? undefined : "fr");
    }
    expect((await page(localizePath(path, "en"))).querySelectorAll("[data-untranslated]")).toHaveLength(1);
    expect((await page(path)).querySelectorAll("[data-untranslated]")).toHaveLength(0);
  });

  it("saves an item of the initial content edited in two languages, and the stored pages change", async () => {
    for (const locale of LOCALES) await page(localizePath(path, locale));
    const form = `/admin/content/${kind}/${edited.id}`;
    const response = await postForm(site.url + form, as.moderator, await contentFormFields(site, as.moderator, form, { [`${field}.fr`]: edited.fr, [`${field}.en`]: edited.en, ...edited.extra }));
    expect(response.status).toBe(200);
    expect((await card("fr", edited.id))?.querySelector(words)?.text).toBe(edited.fr);
    expect((await card("en", edited.id))?.querySelector(words)?.text).toBe(edited.en);
    // The other languages keep their own words.
    const japanese = (await card("ja", edited.id))?.querySelector(words);
    expect(japanese?.text.trim()).toBeTruthy();
    expect(japanese!.getAttribute("lang")).toBeUndefined();
  });

  it("lets a moderator edit but only an admin delete", async () => {
    const form = `${site.url}/admin/content/${kind}/${createdId}`;
    expect((await postForm(form, as.moderator, { intent: "delete" })).status).toBe(403);
    expect(await card("fr", createdId)).not.toBeNull();
    expect((await postForm(form, as.admin, { intent: "delete" })).status).toBe(302);
    expect(await card("fr", createdId)).toBeNull();
    expect(await card("ja", createdId)).toBeNull();
  });
});

describe("leaders' photos", () => {
  it("show a leader's library photo, with its alt text in the visitor's language, instead of the silhouette", async () => {
    const photo = await uploadLibraryPhoto(site, as.moderator, "Steeve Raoulx.jpg", 600, 600);
    await site.database.db.update(media).set({ alt: { fr: "Portrait de Steeve Raoulx", ja: "スティーブ・ラウルクスの肖像" }, credit: "COJ Tahiti 2027" }).where(eq(media.id, photo));
    await page("/organization");
    const form = "/admin/content/leaders/steeve-raoulx";
    expect((await postForm(site.url + form, as.moderator, await contentFormFields(site, as.moderator, form, { photo: String(photo) }))).status).toBe(200);
    for (const [locale, alt] of [["fr", "Portrait de Steeve Raoulx"], ["ja", "スティーブ・ラウルクスの肖像"], ["en", "Portrait de Steeve Raoulx"]] as const) {
      const leader = (await page(localizePath("/organization", locale))).querySelector("#leader-steeve-raoulx")!;
      expect(leader.querySelector("picture img")?.getAttribute("alt"), locale).toBe(alt);
    }
    // The other leader has no photo yet: no picture, the silhouette stays.
    expect((await page("/organization")).querySelector("#leader-noelline-parker picture")).toBeNull();
  });
});

describe("offices' opening hours", () => {
  it("are written in each language's words from what the organiser typed", async () => {
    const hours = async (locale: Locale) => (await page(localizePath("/contact", locale))).querySelectorAll("#office-siege h4 + ul li").map((li) => li.text);
    expect(await hours("fr")).toEqual(["Du lundi au vendredi, de 9\u00a0h à 15\u00a0h"]);
    expect(await hours("en")).toEqual(["Monday to Friday, 9 am to 3 pm"]);
    expect(await hours("ja")).toHaveLength(1);
  });

  it("say in the editor's language how to type them, keeping what was typed", async () => {
    const form = "/admin/content/offices/bureau-de-coordination";
    const response = await postForm(site.url + form, `${as.moderator}; lang=ja`, await contentFormFields(site, as.moderator, form, { hours: "1-5 17:00-08:00" }));
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(errorNextTo(doc, "hours")).toContain(ja.adminContent.errors.openingHours);
    expect(doc.querySelector('[name="hours"]')?.getAttribute("value")).toBe("1-5 17:00-08:00");
  });

  it("leave the offices' street addresses and the commissions' members on the dashboard's list to confirm", async () => {
    const doc = parse(await (await fetch(`${site.url}/admin`, { headers: { cookie: as.moderator } })).text());
    const links = doc.querySelectorAll("a").map((a) => a.getAttribute("href"));
    expect(links).toContain("/admin/content/offices/bureau-de-coordination");
    expect(links).toContain("/admin/content/commissions/commission-sportive");
  });
});
