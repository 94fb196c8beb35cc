import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "~/domain/content/kinds/index.ts";
import { fr } from "~/locales/fr.ts";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { errorNextTo } from "../helpers/html.ts";

// Issue 21: every page's own words (heading, lead, title and description for search engines and
// shares, section texts) are the organisers', one single kind per page (ADR 029). Each page-texts kind
// is edited as an organiser would, and its page, stored copies included, says the new words at once.

let site: TestSite;
let moderator: string;

beforeAll(async () => {
  site = await startTestSite();
  moderator = (await sessionFor(site, "moderator")).cookie;
});
afterAll(async () => {
  await site?.close();
});

async function page(path: string, lang: Locale): Promise<HTMLElement> {
  const pathname = localizePath(path, lang);
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  expect(response.status, pathname).toBe(200);
  return parse(await response.text());
}

const flat = (text: string | undefined) => text?.replace(/\s+/gu, " ").trim();
// A text may hold a count the page fills in ("Les {count} sports"): any number stands for it.
const filled = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "\\d+")}$`, "u");
const shareImage = (doc: HTMLElement) => doc.querySelector('meta[property="og:image"]')?.getAttribute("content");

const PAGE_TEXT_KINDS = Object.values(CONTENT_TYPES).filter((def) => def.pageTexts);

it("covers at least the pages whose words have moved", () => {
  expect(PAGE_TEXT_KINDS.map((def) => def.kind)).toContain("mediaTexts");
});

describe.each(PAGE_TEXT_KINDS.map((def) => [def.kind, def.pages[0]!] as const))("the words of %s (%s)", (kind, path) => {
  const FORM = `/admin/content/${kind}/main`;

  it("say on the page what a new site starts with, in the six languages", async () => {
    for (const lang of LOCALES) {
      const texts = initialPageTexts(kind, lang);
      const doc = await page(path, lang);
      expect(flat(doc.querySelector("h1")?.text)).toBe(flat(texts.title));
      expect(doc.querySelector("title")?.text).toBe(texts.metaTitle);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(filled(texts.metaDescription!));
    }
  });

  it("is one form, with no list, no second item and no deletion", async () => {
    const list = await fetch(site.url + `/admin/content/${kind}`, { headers: { cookie: moderator }, redirect: "manual" });
    expect([list.status, list.headers.get("location")]).toEqual([302, FORM]);
    expect((await fetch(site.url + `/admin/content/${kind}/new`, { headers: { cookie: moderator } })).status).toBe(404);
    const admin = (await sessionFor(site, "admin")).cookie;
    expect((await postForm(site.url + FORM, admin, { intent: "delete" })).status).toBe(404);
  });

  it("refuses an empty French heading next to its field in the editor's language, keeping what was typed", async () => {
    const fields = await contentFormFields(site, moderator, FORM, { "title.fr": " ", "intro.fr": "Une introduction réécrite." });
    const response = await postForm(site.url + FORM, moderator, fields);
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(errorNextTo(doc, "title.fr")).toBe(fr.forms.errors.required);
    expect(doc.querySelector('[name="intro.fr"]')?.text).toBe("Une introduction réécrite.");
  });

  it("change on the stored pages at once, in two languages, the French standing in for an emptied one, with its share card", async () => {
    const before = Object.fromEntries(await Promise.all(LOCALES.map(async (lang) => [lang, await page(path, lang)] as const)));
    const fields = await contentFormFields(site, moderator, FORM, {
      "title.fr": "Titre réécrit par les organisateurs",
      "title.ja": "主催者が書き直した見出し",
      "metaTitle.fr": "Page réécrite — Tahiti 2027",
      "intro.es": "",
    });
    expect((await postForm(site.url + FORM, moderator, fields)).status).toBe(200);

    const frPage = await page(path, "fr");
    expect(flat(frPage.querySelector("h1")?.text)).toBe("Titre réécrit par les organisateurs");
    expect(frPage.querySelector("title")?.text).toBe("Page réécrite — Tahiti 2027");
    expect(shareImage(frPage)).not.toBe(shareImage(before.fr!));
    expect((await fetch(shareImage(frPage)!.replace(/^https?:\/\/[^/]+/u, site.url), { headers: { cookie: site.gateCookie } })).status).toBe(200);

    const jaPage = await page(path, "ja");
    expect(flat(jaPage.querySelector("h1")?.text)).toBe("主催者が書き直した見出し");
    expect(jaPage.querySelector("h1")?.getAttribute("lang")).toBeUndefined();

    const esPage = await page(path, "es");
    const intro = initialPageTexts(kind, "fr").intro!;
    const lead = esPage.querySelectorAll("main p").find((p) => flat(p.text) === flat(intro));
    expect(lead?.getAttribute("lang")).toBe("fr");
    expect(esPage.querySelectorAll("[data-untranslated]")).toHaveLength(1);
    expect(esPage.querySelector("[data-untranslated]")?.text.trim()).not.toBe("");
    expect(jaPage.querySelector("[data-untranslated]")).toBeNull();
  });
});
