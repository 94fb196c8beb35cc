import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import type { ContentKind } from "../../vocabulary/content-keys.ts";
import { fr } from "~/locales/fr.ts";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { contentItems } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { createHtmlValidator, markupProblems } from "../helpers/html-validity.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { errorNextTo } from "../helpers/html.ts";

// Issue 21: the volunteers' and athletes' pages are the organisers' content. Each kind is created,
// refused, shown in the six languages (the French standing in, marked), edited and deleted as an
// organiser would, through the back office's forms.

let site: TestSite;
let moderator: string;
let admin: string;

beforeAll(async () => {
  site = await startTestSite();
  moderator = (await sessionFor(site, "moderator")).cookie;
  admin = (await sessionFor(site, "admin")).cookie;
});
afterAll(async () => {
  await site?.close();
});

const validator = createHtmlValidator();

/** A public page in a language, checked as valid HTML: the organisers' items add `lang` attributes. */
async function page(path: string, lang: Locale = "fr"): Promise<HTMLElement> {
  const pathname = localizePath(path, lang);
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  expect(response.status, pathname).toBe(200);
  const html = await response.text();
  expect(await markupProblems(validator, html, pathname)).toEqual([]);
  return parse(html);
}

/** The language a visitor's screen reader reads these words in: that of the nearest element saying one. */
function languageOf(doc: HTMLElement, words: string): string | undefined {
  const holders = doc.querySelector("main")!.querySelectorAll("*").filter((element) => element.text.trim() === words);
  return holders.at(-1)?.closest("[lang]")?.getAttribute("lang") ?? undefined;
}

const valueOf = (doc: HTMLElement, name: string) => {
  const control = doc.querySelector(`[name="${name}"]`)!;
  return control.tagName === "TEXTAREA" ? control.text : control.tagName === "SELECT" ? control.querySelector("option[selected]")?.getAttribute("value") : control.getAttribute("value");
};

interface ListKindCase {
  kind: ContentKind;
  path: string;
  /** A new item, in French and Japanese only. */
  item: Record<string, string>;
  /** Its words each language shows: [French, Japanese]. */
  words: [string, string][];
  /** A post refused field by field: what is sent, and the message expected next to each control. */
  refused: { fields: Record<string, string>; errors: Record<string, string>; kept: string[] };
  /** An edit of two languages, and the words each shows then. */
  edit: { fields: Record<string, string>; shown: Partial<Record<Locale, string>> };
  /** What the item's card is called on the page. */
  anchor: string;
}

const CASES: ListKindCase[] = [
  {
    kind: "volunteerRoles",
    path: "/volunteers",
    item: { "title.fr": "Environnement", "title.ja": "環境", "description.fr": "Veiller au tri des déchets sur les sites.", "description.ja": "会場でのごみの分別を見守ります。", "requirements.fr": "Sens du détail\nGoût du plein air", "requirements.ja": "細部への気配り\n屋外活動が好きなこと", spots: "60", commitment: "short" },
    words: [["Environnement", "環境"], ["Veiller au tri des déchets sur les sites.", "会場でのごみの分別を見守ります。"], ["Goût du plein air", "屋外活動が好きなこと"]],
    refused: {
      fields: { "title.fr": "", "title.ja": "環境", "description.fr": "Veiller au tri.", spots: "beaucoup", commitment: "" },
      errors: { "title.fr": fr.forms.errors.required, spots: fr.adminContent.errors.integer, commitment: fr.forms.errors.required },
      kept: ["title.ja", "spots", "description.fr"],
    },
    edit: { fields: { "title.fr": "Environnement et propreté", "title.en": "Environment" }, shown: { fr: "Environnement et propreté", en: "Environment" } },
    anchor: "role-",
  },
  {
    kind: "volunteerBenefits",
    path: "/volunteers",
    item: { icon: "meals", "title.fr": "Le transport", "title.ja": "交通", "text.fr": "Des trajets gratuits les jours de mission.", "text.ja": "活動日の移動は無料です。" },
    words: [["Le transport", "交通"], ["Des trajets gratuits les jours de mission.", "活動日の移動は無料です。"]],
    refused: {
      fields: { icon: "bateau", "title.fr": "Le transport", "text.fr": "" },
      errors: { icon: fr.forms.errors.choice, "text.fr": fr.forms.errors.required },
      kept: ["title.fr"],
    },
    edit: { fields: { "title.fr": "Les transports", "title.es": "El transporte" }, shown: { fr: "Les transports", es: "El transporte" } },
    anchor: "benefit-",
  },
  {
    kind: "volunteerSteps",
    path: "/volunteers",
    item: { "title.fr": "Remise de la tenue", "title.ja": "ユニフォームの受け取り", "text.fr": "Vous recevez votre tenue avant les Jeux.", "text.ja": "大会前にユニフォームを受け取ります。" },
    words: [["Remise de la tenue", "ユニフォームの受け取り"]],
    refused: { fields: { "title.fr": "", "title.pt": "Uniforme", "text.fr": "Vous recevez votre tenue." }, errors: { "title.fr": fr.forms.errors.required }, kept: ["title.pt", "text.fr"] },
    edit: { fields: { "title.fr": "Retrait de la tenue", "title.zh": "领取服装" }, shown: { fr: "Retrait de la tenue", zh: "领取服装" } },
    anchor: "",
  },
  {
    kind: "volunteerCalendar",
    path: "/volunteers",
    item: { month: "2027-09-01", "words.fr": "Fête des bénévoles", "words.ja": "ボランティア感謝祭" },
    words: [["Fête des bénévoles", "ボランティア感謝祭"]],
    refused: { fields: { month: "septembre", "words.fr": "Fête des bénévoles" }, errors: { month: fr.adminContent.errors.date }, kept: ["month", "words.fr"] },
    edit: { fields: { "words.fr": "Soirée des bénévoles", "words.en": "Volunteers' evening" }, shown: { fr: "Soirée des bénévoles", en: "Volunteers' evening" } },
    anchor: "milestone-",
  },
  {
    kind: "volunteerCriteria",
    path: "/volunteers",
    item: { "text.fr": "Savoir nager", "text.ja": "泳げること" },
    words: [["Savoir nager", "泳げること"]],
    refused: { fields: { "text.fr": "x".repeat(301), "text.ja": "泳げること" }, errors: { "text.fr": fr.forms.errors.tooLong.replace("{{limit, number}}", "300") }, kept: ["text.fr", "text.ja"] },
    edit: { fields: { "text.fr": "Savoir nager 50 mètres", "text.pt": "Saber nadar 50 metros" }, shown: { fr: "Savoir nager 50 mètres", pt: "Saber nadar 50 metros" } },
    anchor: "criterion-",
  },
  {
    kind: "athleteServices",
    path: "/athletes",
    item: { icon: "health", "title.fr": "Blanchisserie", "title.ja": "ランドリー", "description.fr": "Le linge des délégations lavé chaque jour.", "description.ja": "選手団の洗濯物を毎日洗います。", "details.fr": "Dépôt au village\nRetour sous 24 h", "details.ja": "選手村で受付\n24時間以内に返却" },
    words: [["Blanchisserie", "ランドリー"], ["Retour sous 24 h", "24時間以内に返却"]],
    refused: { fields: { icon: "", "title.fr": "Blanchisserie", "description.fr": "", "description.ja": "洗濯" }, errors: { icon: fr.forms.errors.required, "description.fr": fr.forms.errors.required }, kept: ["title.fr", "description.ja"] },
    edit: { fields: { "title.fr": "Blanchisserie et pressing", "title.en": "Laundry" }, shown: { fr: "Blanchisserie et pressing", en: "Laundry" } },
    anchor: "service-",
  },
  {
    kind: "qualifications",
    path: "/athletes",
    item: { "sport.fr": "Tir à l'arc", "sport.ja": "アーチェリー", "criteria.fr": "Sélection par chaque fédération de tir à l'arc.", "criteria.ja": "各アーチェリー連盟による選考。" },
    words: [["Tir à l'arc", "アーチェリー"], ["Sélection par chaque fédération de tir à l'arc.", "各アーチェリー連盟による選考。"]],
    refused: { fields: { "sport.fr": "", "sport.en": "Archery", "criteria.fr": "" }, errors: { "sport.fr": fr.forms.errors.required, "criteria.fr": fr.forms.errors.required }, kept: ["sport.en"] },
    edit: { fields: { "sport.fr": "Tir à l'arc (cible)", "sport.es": "Tiro con arco" }, shown: { fr: "Tir à l'arc (cible)", es: "Tiro con arco" } },
    anchor: "qualification-",
  },
];

describe.each(CASES)("$kind in the back office, on $path", ({ kind, path, item, words, refused, edit, anchor }) => {
  const NEW = `/admin/content/${kind}/new`;

  it("refuses a bad item next to its fields, keeping what was typed, and stores nothing", async () => {
    const response = await postForm(site.url + NEW, moderator, { intent: "save", ...refused.fields });
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    for (const [name, error] of Object.entries(refused.errors)) expect(errorNextTo(doc, name), name).toBe(error);
    for (const name of refused.kept) expect(valueOf(doc, name), name).toBe(refused.fields[name]);
    expect(await site.database.db.select().from(contentItems).where(eq(contentItems.kind, kind))).toHaveLength(initialItems(kind).length);
  });

  let id = "";
  it("shows a new item in the six languages at once, the French standing in marked and said once", async () => {
    // Stored pages first: saving must drop them.
    for (const lang of LOCALES) await page(path, lang);
    const saved = await postForm(site.url + NEW, moderator, { intent: "save", ...item });
    expect(saved.status).toBe(302);
    id = new RegExp(`/admin/content/${kind}/([^?]+)\\?created`).exec(saved.headers.get("location") ?? "")?.[1] ?? "";
    expect(id).toBeTruthy();
    for (const lang of LOCALES) {
      const doc = await page(path, lang);
      for (const [french, japanese] of words) {
        if (lang === "ja") expect(languageOf(doc, japanese), `${lang} ${japanese}`).toBe("ja");
        else expect(languageOf(doc, french), `${lang} ${french}`).toBe("fr");
      }
      expect(doc.querySelectorAll("[data-untranslated]"), lang).toHaveLength(lang === "fr" || lang === "ja" ? 0 : 1);
      if (anchor) expect(doc.getElementById(`${anchor}${id}`), lang).not.toBeNull();
    }
  });

  it("lets a moderator edit two languages; the stored pages change", async () => {
    const form = `/admin/content/${kind}/${id}`;
    const response = await postForm(site.url + form, moderator, await contentFormFields(site, moderator, form, edit.fields));
    expect(response.status).toBe(200);
    for (const [lang, shown] of Object.entries(edit.shown) as [Locale, string][]) {
      expect(languageOf(await page(path, lang), shown), `${lang} ${shown}`).toBe(lang);
    }
  });

  it("lets an admin delete it, not a moderator", async () => {
    const form = `${site.url}/admin/content/${kind}/${id}`;
    expect((await postForm(form, moderator, { intent: "delete" })).status).toBe(403);
    expect(languageOf(await page(path), edit.shown.fr!)).toBe("fr");
    expect((await postForm(form, admin, { intent: "delete" })).status).toBe(302);
    for (const lang of ["fr", "ja"] as const) {
      const doc = await page(path, lang);
      expect(languageOf(doc, edit.shown.fr!), lang).toBeUndefined();
      expect(doc.querySelectorAll("[data-untranslated]"), lang).toHaveLength(0);
    }
  });
});

describe("the athletes' village, one item", () => {
  const FORM = "/admin/content/village/main";

  it("has no list, no second item and no deletion", async () => {
    const list = await fetch(site.url + "/admin/content/village", { headers: { cookie: moderator }, redirect: "manual" });
    expect([list.status, list.headers.get("location")]).toEqual([302, FORM]);
    expect((await fetch(site.url + "/admin/content/village/new", { headers: { cookie: moderator } })).status).toBe(404);
    expect((await postForm(site.url + FORM, admin, { intent: "delete" })).status).toBe(404);
  });

  it("refuses a count that is not a number next to its field, keeping the amenities typed", async () => {
    const fields = await contentFormFields(site, moderator, FORM, { beds: "beaucoup", "amenities.fr": "Piscine\nCinéma" });
    const response = await postForm(site.url + FORM, moderator, fields);
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(errorNextTo(doc, "beds")).toBe(fr.adminContent.errors.integer);
    expect(valueOf(doc, "beds")).toBe("beaucoup");
    expect(valueOf(doc, "amenities.fr")).toBe("Piscine\nCinéma");
  });

  it("changes its figures and amenities on the stored pages, the French standing in for an emptied language", async () => {
    for (const lang of LOCALES) await page("/athletes", lang);
    const fields = await contentFormFields(site, moderator, FORM, { beds: "4200", restaurants: "4", "amenities.fr": "Piscine\nCinéma", "amenities.en": "Pool\nCinema", "amenities.es": "" });
    expect((await postForm(site.url + FORM, moderator, fields)).status).toBe(200);
    const villageText = (doc: HTMLElement) => doc.getElementById("village")!.closest("section")!.text.replace(/\s+/gu, " ");
    const frPage = await page("/athletes");
    expect(villageText(frPage)).toContain("4 200");
    expect(languageOf(frPage, "Cinéma")).toBe("fr");
    const enPage = await page("/athletes", "en");
    expect(villageText(enPage)).toContain("4,200");
    expect(languageOf(enPage, "Cinema")).toBe("en");
    expect(enPage.querySelectorAll("[data-untranslated]")).toHaveLength(0);
    const esPage = await page("/athletes", "es");
    expect(languageOf(esPage, "Cinéma")).toBe("fr");
    expect(esPage.querySelectorAll("[data-untranslated]")).toHaveLength(1);
  });
});
