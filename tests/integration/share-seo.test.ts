import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsVersions } from "../../db/schema/index.ts";
import { INTL_TAGS, LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { indexedPages, PUBLIC_PAGES } from "~/domain/pages/public-pages.ts";
import { INITIAL_DELEGATIONS, INITIAL_ITEM_PAGES } from "../helpers/initial-content.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";
import { insertArticle } from "../helpers/stories.ts";
import { childrenNamed, childText, parseXml } from "../helpers/xml.ts";

// The test server keeps the default PUBLIC_URL: absolute URLs in meta tags use it.
const PUBLIC_URL = "http://localhost:3000";
const HOSTILE = `Va'a </script><script>alert(1)</script> & "quotes"`;

let site: TestSite;
let articleId: number;
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(site.url + pathname, { headers: { cookie: site.gateCookie, ...headers }, redirect: "manual" });

async function page(pathname: string): Promise<HTMLElement> {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  return parse(await response.text());
}

const metaContent = (doc: HTMLElement, key: string) =>
  doc.querySelector(`meta[property="${key}"]`)?.getAttribute("content") ?? doc.querySelector(`meta[name="${key}"]`)?.getAttribute("content");

const jsonLd = (doc: HTMLElement) => doc.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.innerHTML) as Record<string, unknown>);

/** The image's path on the test server, from its absolute URL on the public one. */
const imagePath = (doc: HTMLElement) => metaContent(doc, "og:image")!.replace(PUBLIC_URL, "");

beforeAll(async () => {
  site = await startTestSite();
  const now = new Date("2026-05-01T10:00:00Z");
  articleId = await insertArticle(site.database.db, {
    title: HOSTILE,
    excerpt: "Un titre qui essaie de sortir de son script.",
    content: "<p>Texte</p>",
    category: "polynesia",
    language: "fr",
    published: true,
    publishedAt: now,
    createdAt: now,
  });
  await site.settled();
}, 120_000);
afterAll(async () => {
  await site?.close();
});

describe("share cards and structured data in every page's head", () => {
  const pages = [...PUBLIC_PAGES, "/countries/nfk"];
  it.each(LOCALES)("every public page in %s carries its share image and valid JSON-LD", async (locale) => {
    for (const base of pages) {
      const doc = await page(localizePath(base, locale));
      const image = metaContent(doc, "og:image");
      expect(image, base).toMatch(new RegExp(`^${PUBLIC_URL}/share-images/${locale}/[a-z0-9-]+\\.[A-Za-z0-9_-]{12}\\.png$`));
      expect(metaContent(doc, "og:image:width")).toBe("1200");
      expect(metaContent(doc, "og:image:height")).toBe("630");
      expect(metaContent(doc, "og:image:alt")?.length, base).toBeGreaterThan(10);
      expect(metaContent(doc, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(doc, "twitter:image")).toBe(image);
      const data = jsonLd(doc);
      const types = data.map((item) => item["@type"]);
      if (base === "/") expect(types).toEqual(["SportsEvent", "Organization"]);
      else expect(types, base).toContain("BreadcrumbList");
      for (const item of data) expect(item["@context"]).toBe("https://schema.org");
    }
  }, 120_000);

  it("describes the Games with the dates of the event's facts and the islands of app/domain/event/games.ts", async () => {
    const [event, organization] = jsonLd(await page("/ja"));
    expect(event).toMatchObject({ "@type": "SportsEvent", startDate: "2027-08-01", endDate: "2027-08-15", inLanguage: INTL_TAGS.ja });
    expect((event!.location as { name: string }[]).map((place) => place.name)).toEqual(["Tahiti", "Moorea", "Raiatea"]);
    expect(organization).toMatchObject({ "@type": "Organization", "@id": `${PUBLIC_URL}/#organization` });
  });

  it("gives breadcrumbs the page's trail, in its language", async () => {
    const crumbs = jsonLd(await page("/en/games/history")).find((item) => item["@type"] === "BreadcrumbList")!;
    const items = crumbs.itemListElement as { position: number; item: string }[];
    expect(items.map((item) => item.item)).toEqual([`${PUBLIC_URL}/en`, `${PUBLIC_URL}/en/games`, `${PUBLIC_URL}/en/games/history`]);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    const medallists = jsonLd(await page("/en/medals/medallists")).find((item) => item["@type"] === "BreadcrumbList")!;
    expect((medallists.itemListElement as { item: string; name: string }[]).map(({ item, name }) => [item, name])).toEqual([
      [`${PUBLIC_URL}/en`, "Home"],
      [`${PUBLIC_URL}/en/medals`, "Medal table"],
      [`${PUBLIC_URL}/en/medals/medallists`, "Medallists"],
    ]);
  });

  it.each(LOCALES)("an article in %s is a NewsArticle with its image, dates and no email as author", async (locale) => {
    const response = await get(localizePath(`/news/${articleId}`, locale));
    const html = await response.text();
    // The hostile title cannot close the script element or open another.
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    const doc = parse(html);
    const data = jsonLd(doc);
    const article = data.find((item) => item["@type"] === "NewsArticle")!;
    // A French story not yet translated: every language's page shows the French, whose page is the canonical one.
    expect(article).toMatchObject({ headline: HOSTILE, datePublished: "2026-05-01T10:00:00.000Z", inLanguage: "fr", mainEntityOfPage: `${PUBLIC_URL}/news/${articleId}` });
    expect(metaContent(doc, "og:url")).toBe(`${PUBLIC_URL}/news/${articleId}`);
    expect(JSON.stringify(article)).not.toContain("@example.org");
    expect(article.image).toEqual([metaContent(doc, "og:image")]);
    expect(metaContent(doc, "og:type")).toBe("article");
    expect(metaContent(doc, "og:image")).toContain(`/share-images/${locale}/news-${articleId}.`);
    expect(data.map((item) => item["@type"])).toContain("BreadcrumbList");
  });
});

describe("share images", () => {
  it.each([["/"], ["/ja/news"], ["/zh/countries/tah"], ["/en/legal"]])("draws %s's image as a 1200 x 630 PNG kept for a year", async (pathname) => {
    const response = await get(imagePath(await page(pathname)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    // Behind the gate (the test site's default), only the visitor's browser may keep it.
    expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
  }, 60_000);

  it("draws an image per language and a new one when an article's title changes", async () => {
    const fr = imagePath(await page(`/news/${articleId}`));
    const ja = imagePath(await page(`/ja/news/${articleId}`));
    expect(fr).not.toBe(ja);
    const [frPng, jaPng] = await Promise.all([get(fr), get(ja)].map(async (r) => Buffer.from(await (await r).arrayBuffer())));
    expect(frPng!.equals(jaPng!)).toBe(false);
    await site.database.db.update(newsVersions).set({ title: "Nouveau titre", updatedAt: new Date() }).where(eq(newsVersions.newsId, articleId));
    await site.settled();
    const renamed = imagePath(await page(`/news/${articleId}`));
    expect(renamed).not.toBe(fr);
    const old = await get(fr);
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(renamed);
    await site.database.db.update(newsVersions).set({ title: HOSTILE }).where(eq(newsVersions.newsId, articleId));
    await site.settled();
  }, 60_000);

  it("answers 304 to a browser that has it", async () => {
    const path = imagePath(await page("/games"));
    const first = await get(path);
    const again = await get(path, { "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
  }, 60_000);

  it("answers 404 for anything that is not a page's image, and stays behind the gate", async () => {
    const good = imagePath(await page("/"));
    const version = good.split(".").at(-2);
    for (const junk of [
      `/share-images/xx/home.${version}.png`,
      `/share-images/fr/nope.${version}.png`,
      `/share-images/fr/countries-xyz.${version}.png`,
      `/share-images/fr/news-99999.${version}.png`,
      `/share-images/fr/news-99999999999.${version}.png`,
      `/share-images/fr/news-0.${version}.png`,
      "/share-images/fr/home.png",
      `/share-images/fr/home.${version}.svg`,
      "/share-images/fr/%2e%2e%2fsecrets.json",
    ]) {
      expect((await get(junk)).status, junk).toBe(404);
    }
    const locked = await fetch(site.url + good, { redirect: "manual" });
    expect(locked.headers.get("content-type")).not.toBe("image/png");
  }, 60_000);
});

describe("sitemap", () => {
  it("lists every page in every language, the 24 delegations, the sports and the venues included, with their alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const urls = childrenNamed(parseXml(xml), "url");
    const locs = new Set(urls.map((url) => childText(url, "loc")));
    const INDEXED_PAGES = indexedPages(INITIAL_ITEM_PAGES);
    const delegationPages = INITIAL_DELEGATIONS.map(({ code }) => `/countries/${code.toLowerCase()}`);
    expect(INDEXED_PAGES).toEqual(expect.arrayContaining([...delegationPages, "/sports/athletics", "/sports/vaa", "/venues/hitiaa-athletics", "/venues/moorea-open-water"]));
    for (const path of INDEXED_PAGES) for (const locale of LOCALES) expect(locs.has(PUBLIC_URL + localizePath(path, locale)), `${path} ${locale}`).toBe(true);
    expect(delegationPages.length * LOCALES.length).toBe(144);
    expect(childrenNamed(urls[0]!, "xhtml:link")).toHaveLength(7);
  });
});

describe("one URL per page", () => {
  it.each([
    ["/news/", "/news"],
    ["/terms/", "/terms"],
    ["/en/", "/en"],
    ["/ja/countries/tah/", "/ja/countries/tah"],
    ["/news/?page=2&category=polynesia", "/news?page=2&category=polynesia"],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("keeps / and canonical URLs as they are, and never redirects to another host", async () => {
    expect((await get("/")).status).toBe(200);
    expect((await get("/en")).status).toBe(200);
    for (const hostile of ["//evil.example/", "//evil.example//", "/%2F%2Fevil.example/", "/%2fevil.example/"]) {
      const response = await get(hostile);
      const location = response.headers.get("location");
      expect(location === null || (!location.startsWith("//") && !decodeURIComponent(location).startsWith("//")), hostile).toBe(true);
    }
  });
});
