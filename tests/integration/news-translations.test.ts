import { and, eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsVersions } from "../../db/schema/index.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let as: Record<"moderator" | "admin", string>;
let storyId: number;

const get = (path: string, cookie = site.gateCookie) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(site.url + path, cookie, fields);
const page = async (path: string, cookie?: string) => parse(await (await get(path, cookie)).text());

/** The hidden fields the translation form carries. */
async function formState(path: string, cookie = as.moderator) {
  const doc = await page(path, cookie);
  const value = (name: string) => doc.querySelector(`input[name=${name}]`)?.getAttribute("value") ?? "";
  return { version: value("version"), basedOn: value("basedOn") };
}

const japanese = { title: "聖火リレーの道のり", excerpt: "島々をめぐる聖火の道のり。", imageAlt: "", content: "<p>道のりは後日発表されます。</p>", published: "on" };

beforeAll(async () => {
  site = await startTestSite();
  const [moderator, admin] = await Promise.all([sessionFor(site, "moderator"), sessionFor(site, "admin")]);
  as = { moderator: `${moderator.cookie}; ${site.gateCookie}`, admin: `${admin.cookie}; ${site.gateCookie}` };
  const created = await post("/admin/news/new", as.moderator, {
    intent: "save",
    title: "Le relais de la flamme",
    excerpt: "Le parcours de la flamme à travers les îles.",
    imageUrl: "",
    imageAlt: "",
    content: "<p>Le parcours sera annoncé.</p>",
    category: "polynesia",
    language: "fr",
    published: "on",
  });
  storyId = Number(created.headers.get("location")?.match(/\/admin\/news\/(\d+)\/edit/)?.[1]);
  expect(storyId).toBeGreaterThan(0);
});
afterAll(async () => {
  await site?.close();
});

describe("translating a story in the back office", () => {
  it("shows a language's form beside the source, and the story's languages above it", async () => {
    const doc = await page(`/admin/news/${storyId}/translations/ja`, as.moderator);
    expect(doc.querySelector("h1")?.text).toBe(fr.adminNews.translationTitle.replace("{{language}}", "japonais"));
    expect(doc.querySelector("#source-heading")?.text).toBe("Original (en français)");
    expect(doc.querySelector('[lang="fr"]')?.text).toContain("Le relais de la flamme");
    expect(doc.querySelector("input[name=title]")?.getAttribute("lang")).toBe("ja");
    expect(doc.querySelector("input[name=title]")?.getAttribute("value") ?? "").toBe("");
    const languages = doc.querySelectorAll(`nav[aria-label="${fr.adminNews.versionsNav}"] a`);
    expect(languages.map((link) => link.getAttribute("href"))).toEqual([
      `/admin/news/${storyId}/edit`,
      ...["en", "es", "pt", "zh", "ja"].map((locale) => `/admin/news/${storyId}/translations/${locale}`),
    ]);
    expect(languages.at(-1)?.getAttribute("aria-current")).toBe("page");
    expect(languages[0]?.text).toContain(fr.adminNews.versionSource);
  });

  it("answers 404 for a language the site does not have or a story that does not exist, and sends the source language to the story's form", async () => {
    expect((await get(`/admin/news/${storyId}/translations/de`, as.moderator)).status).toBe(404);
    expect((await get(`/admin/news/${storyId}/translations/JA`, as.moderator)).status).toBe(404);
    expect((await get("/admin/news/999999/translations/ja", as.moderator)).status).toBe(404);
    const source = await get(`/admin/news/${storyId}/translations/fr`, as.moderator);
    expect(source.status).toBe(302);
    expect(source.headers.get("location")).toBe(`/admin/news/${storyId}/edit`);
    // Signed out: the sign-in page, never the form.
    const signedOut = await get(`/admin/news/${storyId}/translations/ja`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect((await post(`/admin/news/${storyId}/translations/ja`, site.gateCookie, japanese)).status).not.toBe(200);
    expect(await site.database.db.select().from(newsVersions).where(and(eq(newsVersions.newsId, storyId), eq(newsVersions.language, "ja")))).toEqual([]);
  });

  it("refuses a translation without a title next to the field, keeping what was typed", async () => {
    const state = await formState(`/admin/news/${storyId}/translations/ja`);
    const response = await post(`/admin/news/${storyId}/translations/ja`, as.moderator, { ...japanese, ...state, title: "  " });
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector("#title-error")?.text).toContain(fr.adminNews.errors.titleRequired);
    expect(doc.querySelector("textarea[name=excerpt]")?.text).toBe(japanese.excerpt);
  });

  it("publishes the Japanese version: Japanese visitors read it, Spanish ones the French with the notice", async () => {
    // The lists are stored pages: saving the version must drop them.
    expect((await page("/ja/news")).text).toContain("Le relais de la flamme");
    const state = await formState(`/admin/news/${storyId}/translations/ja`);
    const saved = await post(`/admin/news/${storyId}/translations/ja`, as.moderator, { ...japanese, ...state });
    expect(saved.status).toBe(200);
    expect(parse(await saved.text()).text).toContain(fr.adminNews.translationCreated);

    const article = await page(`/ja/news/${storyId}`);
    expect(article.querySelector("h1")?.text).toBe(japanese.title);
    expect(article.querySelector("h1")?.getAttribute("lang")).toBeUndefined();
    expect(article.text).not.toContain(ja.news.notTranslated.slice(0, 10));
    expect(article.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(new RegExp(`^https?://[^/]+/ja/news/${storyId}$`));
    expect(article.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => link.getAttribute("hreflang"))).toEqual(["fr-FR", "ja-JP", "x-default"]);
    expect((await page("/ja/news")).text).toContain(japanese.title);

    const spanish = await page(`/es/news/${storyId}`);
    expect(spanish.querySelector("h1")?.text).toBe("Le relais de la flamme");
    expect(spanish.querySelector("h1")?.getAttribute("lang")).toBe("fr");
    expect(spanish.text).toContain(es.news.notTranslated.replace("{{language}}", "francés"));
    // The page's own words are the French page's: that is the one search engines should keep.
    expect(spanish.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(new RegExp(`^https?://[^/]+/news/${storyId}$`));
    const card = (await page("/es/news")).querySelectorAll("article").find((node) => node.text.includes("Le relais de la flamme"))!;
    expect(card.text).toContain(es.news.notTranslatedBadge);

    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/ja/news/${storyId}</loc>`);
    expect(sitemap).not.toContain(`/es/news/${storyId}</loc>`);
    expect(await (await get("/ja/rss.xml")).text()).toContain(japanese.title);
  });

  it("shows the story once in every language, on the list, the article, the home page and the feed: Japanese in Japanese, the others in French with the notice", async () => {
    const notices = { fr, en, es, pt, zh, ja } as const;
    for (const locale of LOCALES) {
      const expected = locale === "ja" ? japanese.title : "Le relais de la flamme";
      const untranslated = locale !== "fr" && locale !== "ja";
      const article = await page(localizePath(`/news/${storyId}`, locale));
      expect(article.querySelector("h1")?.text, locale).toBe(expected);
      expect(article.text.includes(notices[locale].news.notTranslated.split("{{language}}")[0]!), locale).toBe(untranslated);
      for (const path of ["/news", "/"]) {
        const links = (await page(localizePath(path, locale))).querySelectorAll(`a[href="${localizePath(`/news/${storyId}`, locale)}"]`);
        expect(links.map((link) => link.text.trim()), `${locale} ${path}`).toEqual([expected]);
      }
      const feed = await (await get(localizePath("/rss.xml", locale))).text();
      expect(feed.split(`/news/${storyId}</link>`).length - 1, locale).toBe(1);
      expect(feed, locale).toContain(`<title>${expected}</title>`);
    }
  });

  it("lets only an administrator delete a translation; visitors then read the French again", async () => {
    const forbidden = await post(`/admin/news/${storyId}/translations/ja`, as.moderator, { intent: "delete" });
    expect(forbidden.status).toBe(403);
    expect((await page(`/ja/news/${storyId}`)).querySelector("h1")?.text).toBe(japanese.title);
    const deleted = await post(`/admin/news/${storyId}/translations/ja`, as.admin, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(`/admin/news/${storyId}/edit`);
    const article = await page(`/ja/news/${storyId}`);
    expect(article.querySelector("h1")?.text).toBe("Le relais de la flamme");
    expect(article.text).toContain(ja.news.notTranslated.replace("{{language}}", "フランス語"));
    expect((await post(`/admin/news/${storyId}/translations/ja`, as.admin, { intent: "delete" })).status).toBe(404);
  });
});
