import { eq, inArray } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewStory } from "../../db/news-stories.ts";
import { news, newsVersions } from "../../db/schema/index.ts";
import { type NewsCategory } from "../../vocabulary/news-keys.ts";
import { DEMO_STORIES } from "../../db/seed.ts";
import { INTL_TAGS, LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { indexedPages } from "~/domain/pages/public-pages.ts";
import { INITIAL_ITEM_PAGES } from "../helpers/initial-content.ts";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";
import { insertArticles } from "../helpers/stories.ts";
import { childrenNamed, childText, parseXml } from "../helpers/xml.ts";

// The test server keeps the default PUBLIC_URL: absolute links in feeds and the share URL use it.
const PUBLIC_URL = "http://localhost:3000";

let site: TestSite;
const ids = new Map<string, number>();

const get = (pathname: string) => fetch(site.url + pathname, { headers: { cookie: site.gateCookie }, redirect: "manual" });

async function page(pathname: string): Promise<HTMLElement> {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  return parse(await response.text());
}

/** Titles of the cards in the list, in order. */
const listed = (doc: HTMLElement) => doc.querySelectorAll("main h2 a[href*='/news/']").map((a) => a.text);

/** The story one of whose versions' titles starts so. */
function id(titleStart: string): number {
  const found = [...ids].find(([title]) => title.startsWith(titleStart));
  if (!found) throw new Error(`no demo story "${titleStart}"`);
  return found[1];
}

// Every version of a demo story shares its status and its date.
const PUBLISHED = DEMO_STORIES.filter((story) => story.versions[0].published);
const DRAFTS = DEMO_STORIES.filter((story) => !story.versions[0].published);
const publishedAt = (story: NewStory) => story.createdAt!;
const newestFirst = (stories: NewStory[]) => [...stories].sort((a, b) => publishedAt(b).getTime() - publishedAt(a).getTime());

/** The version of a demo story a reader of `locale` sees: theirs, else French, else the source. */
function shown(story: NewStory, locale: Locale) {
  return story.versions.find((version) => version.language === locale) ?? story.versions.find((version) => version.language === "fr") ?? story.versions[0];
}

/** The titles a reader of `locale` sees in the list, in its order. */
const listTitles = (locale: Locale, stories = PUBLISHED) => newestFirst(stories).map((story) => shown(story, locale).title);

/** Extra published French articles, older than the demo ones, removed again after the test. */
async function withExtraArticles(howMany: number, category: NewsCategory, run: () => Promise<void>) {
  const rows = Array.from({ length: howMany }, (_, i) => ({
    title: `Archive ${String(i + 1).padStart(2, "0")}`,
    excerpt: "Article d'archive.",
    content: "<p>Archive.</p>",
    category,
    published: true,
    publishedAt: new Date(Date.UTC(2019, 0, 1 + i)),
  }));
  const inserted = await insertArticles(site.database.db, rows);
  await site.settled();
  try {
    await run();
  } finally {
    await site.database.db.delete(news).where(inArray(news.id, inserted));
    await site.settled();
  }
}

beforeAll(async () => {
  site = await startTestSite();
  // Every version's title names its story.
  for (const row of await site.database.db.select({ id: newsVersions.newsId, title: newsVersions.title }).from(newsVersions)) ids.set(row.title, row.id);
});
afterAll(async () => {
  await site?.close();
});

describe("the news list", () => {
  it("lists every published story once, in French, with chips, a search form and the RSS feed", async () => {
    const doc = await page("/news");
    expect(doc.querySelector("title")?.text).toBe(fr.news.metaTitle);
    expect(doc.querySelector("h1")?.text).toBe(fr.news.title);
    expect(listed(doc)).toEqual(listTitles("fr"));
    // The venues story, written in French and translated, is the newest.
    expect(listed(doc)[0]).toBe("Trois îles, un seul rendez-vous : les sites de Tahiti 2027");
    // Every story has its French version: nothing is shown untranslated.
    expect(doc.text).not.toContain(fr.news.notTranslatedBadge);
    for (const draft of DRAFTS) expect(doc.text).not.toContain(draft.versions[0].title);

    const chips = doc.querySelectorAll(`nav[aria-label="${fr.news.categoriesLabel}"] a`);
    expect(chips.map((a) => [a.text, a.getAttribute("href"), a.getAttribute("aria-current")])).toEqual([
      ["Toutes", "/news", "page"],
      ["Préparation 2027", "/news?category=preparation", undefined],
      ["Vie des délégations", "/news?category=delegations", undefined],
      ["Pacifique et sport", "/news?category=pacific_sport", undefined],
      ["Polynésie mobilisée", "/news?category=polynesia", undefined],
    ]);
    const form = doc.querySelector("form[role=search]")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/news");
    const input = form.querySelector("input[name=q]")!;
    expect(form.querySelector(`label[for="${input.id}"]`)?.text).toBe(fr.news.searchLabel);

    const feed = doc.querySelector('head link[type="application/rss+xml"]')!;
    expect(feed.getAttribute("rel")).toBe("alternate");
    expect(feed.getAttribute("href")).toBe(`${PUBLIC_URL}/rss.xml`);
    expect(feed.getAttribute("title")).toBe(fr.news.rssTitle);
    // A single page: no pagination.
    expect(doc.querySelector(`nav[aria-label="${fr.news.pagination}"]`)).toBeNull();
  });

  it("shows an English reader each story in English, else in French marked as not yet translated", async () => {
    const doc = await page("/en/news");
    expect(doc.querySelector("title")?.text).toBe(en.news.metaTitle);
    expect(listed(doc)).toEqual(listTitles("en"));
    expect(listed(doc).slice(0, 3)).toEqual([
      "Three islands, one Games: the venues of Tahiti 2027",
      "Honiara 2023 : la Nouvelle-Calédonie devant Tahiti",
      "24 delegations expected in Polynesia",
    ]);
    // The story published in French only carries the badge, and its words their language.
    const cards = doc.querySelectorAll("main article");
    const untranslated = cards.filter((card) => card.text.includes(en.news.notTranslatedBadge));
    expect(untranslated.map((card) => card.querySelector("h2")!.text)).toEqual(["Honiara 2023 : la Nouvelle-Calédonie devant Tahiti"]);
    expect(untranslated[0]!.querySelector("h2")!.getAttribute("lang")).toBe("fr");
    expect(cards.find((card) => card.text.includes("Three islands"))!.querySelector("h2")!.hasAttribute("lang")).toBe(false);
    expect(doc.querySelector(`label[for="news-search"]`)?.text).toBe(en.news.searchLabel);
    expect(doc.querySelector('head link[type="application/rss+xml"]')?.getAttribute("href")).toBe(`${PUBLIC_URL}/en/rss.xml`);
    expect(doc.querySelector(`nav[aria-label="${en.news.categoriesLabel}"] a[aria-current=page]`)?.text).toBe("All");
  });

  it("filters by the category in the URL and marks its chip", async () => {
    const doc = await page("/news?category=polynesia");
    expect(listed(doc)).toEqual([
      "Bénévoles : le programme 'A Ti'aturu est lancé",
      "Arava et To'atini, les mascottes des Jeux",
      "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus",
    ]);
    const current = doc.querySelectorAll(`nav[aria-label="${fr.news.categoriesLabel}"] a[aria-current=page]`);
    expect(current.map((a) => a.text)).toEqual(["Polynésie mobilisée"]);
    expect(doc.text).toContain("3 actualités trouvées");
    // The search keeps the category.
    expect(doc.querySelector("form[role=search] input[name=category]")?.getAttribute("value")).toBe("polynesia");

    const japanese = await page("/ja/news?category=pacific_sport");
    expect(japanese.querySelector(`nav[aria-label="${ja.news.categoriesLabel}"] a[aria-current=page]`)?.text).toBe(ja.news.categories.pacific_sport);
    expect(listed(japanese)).toEqual(["3つの島、ひとつの大会：Tahiti 2027の会場", "Honiara 2023 : la Nouvelle-Calédonie devant Tahiti"]);
  });

  it("searches titles and excerpts, whatever the case, with the category too", async () => {
    const doc = await page("/news?q=MASCOTTES");
    expect(listed(doc)).toEqual(["Arava et To'atini, les mascottes des Jeux"]);
    expect(doc.querySelector("input[name=q]")?.getAttribute("value")).toBe("MASCOTTES");
    expect(doc.text).toContain("1 actualité trouvée");
    // Results of a search are not for the search engines.
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    // Chips keep the search words.
    expect(doc.querySelector("nav a[href='/news?category=polynesia&q=MASCOTTES']")).not.toBeNull();

    expect(listed(await page("/news?q=mahina"))).toEqual(["Le logo de Tahiti 2027 dévoilé à la Pointe Vénus"]);
    expect(listed(await page("/news?q=pacifique&category=preparation"))).toEqual(["Les Jeux du Pacifique reviendront à Tahiti en 2027"]);
    expect(listed(await page("/news?q=%25"))).toEqual([]);
    // A reader searches the versions they are shown.
    expect(listed(await page("/en/news?q=mascots"))).toEqual(["Arava and To'atini, the Games mascots"]);
    expect(listed(await page("/en/news?q=Calédonie"))).toEqual(["Honiara 2023 : la Nouvelle-Calédonie devant Tahiti"]);
  });

  it("says when nothing matches, and when there is no article at all, with a way back", async () => {
    const noMatch = await page("/news?q=introuvable&category=delegations");
    expect(listed(noMatch)).toEqual([]);
    expect(noMatch.text).toContain(fr.news.noMatch);
    const clear = noMatch.querySelectorAll("main a").find((a) => a.text === fr.news.clearFilters);
    expect(clear?.getAttribute("href")).toBe("/news");

    const english = await page("/en/news?q=nothing-here");
    expect(english.text).toContain(en.news.noMatch);

    const db = site.database.db;
    const published = await db.update(newsVersions).set({ published: false }).where(eq(newsVersions.published, true)).returning({ id: newsVersions.id });
    await site.settled();
    try {
      const empty = await page("/news");
      expect(empty.text).toContain(fr.news.empty);
      expect(empty.text).not.toContain(fr.news.noMatch);
      expect(empty.text).not.toContain(fr.news.clearFilters);
    } finally {
      await db.update(newsVersions).set({ published: true }).where(inArray(newsVersions.id, published.map((row) => row.id)));
      await site.settled();
    }
  });

  it("ignores unusable parameters instead of failing", async () => {
    for (const pathname of ["/news?page=abc", "/news?page=-3", "/news?page=0", "/news?category=nope", "/news?q=", "/news?page=1.5&category[]=x"]) {
      const doc = await page(pathname);
      expect(listed(doc), pathname).toHaveLength(PUBLISHED.length);
    }
  });

  it("pages through many articles, 12 a page, keeping the filters, and answers 404 beyond the last page", async () => {
    await withExtraArticles(20, "preparation", async () => {
      const total = PUBLISHED.length + 20;
      const first = await page("/news");
      expect(listed(first)).toHaveLength(12);
      const pager = first.querySelector(`nav[aria-label="${fr.news.pagination}"]`)!;
      expect(pager.text).toContain(`Page 1 sur ${Math.ceil(total / 12)}`);
      expect(pager.querySelectorAll("a").map((a) => [a.text, a.getAttribute("href")])).toEqual([[fr.news.next, "/news?page=2"]]);

      const second = await page("/news?page=2");
      expect(second.querySelector("title")?.text).toBe("Actualités, page 2 — Tahiti 2027");
      expect(listed(second)).toHaveLength(12);
      expect(listed(second).filter((title) => listed(first).includes(title))).toEqual([]);
      expect(second.querySelector(`nav[aria-label="${fr.news.pagination}"]`)!.querySelectorAll("a").map((a) => [a.text, a.getAttribute("href")])).toEqual([
        [fr.news.previous, "/news"],
        [fr.news.next, "/news?page=3"],
      ]);
      expect(second.text).toContain("Page 2 sur 3");

      const last = await page("/news?page=3");
      expect(listed(last)).toHaveLength(total - 24);
      expect(listed(last).at(-1)).toBe("Archive 01");
      expect((await get("/news?page=4")).status).toBe(404);
      expect((await get("/news?page=99999999999")).status).toBe(404);

      const filtered = await page("/news?category=preparation&page=2");
      expect(listed(filtered)).toHaveLength(22 - 12);
      expect(filtered.text).toContain("Page 2 sur 2");
      expect(filtered.querySelector(`nav[aria-label="${fr.news.pagination}"] a`)?.getAttribute("href")).toBe("/news?category=preparation");

      const englishSecond = await page("/en/news?page=2");
      expect(englishSecond.text).toContain("Page 2 of 3");
      expect(englishSecond.querySelector("title")?.text).toBe("News, page 2 — Tahiti 2027");

      // The feed keeps the newest 20.
      const feed = parseXml(await (await get("/rss.xml")).text());
      expect(childrenNamed(childrenNamed(feed, "channel")[0]!, "item")).toHaveLength(20);
    });
  });
});

describe("an article", () => {
  it("answers 404 for a draft", async () => {
    for (const draft of DRAFTS) {
      expect((await get(`/news/${id(draft.versions[0].title)}`)).status).toBe(404);
      expect((await get(`/en/news/${id(draft.versions[0].title)}`)).status).toBe(404);
    }
  });

  it("shows a story in the reader's language, with every published version as its alternates", async () => {
    const logo = id("Le logo");
    const doc = await page(`/en/news/${logo}`);
    expect(doc.querySelector("h1")?.text).toBe("Tahiti 2027 logo unveiled at Pointe Vénus");
    expect(doc.querySelector("h1")?.hasAttribute("lang")).toBe(false);
    expect(doc.text).not.toContain(en.news.notTranslated.split("{{")[0]!);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${PUBLIC_URL}/en/news/${logo}`);
    const alternates = doc.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
    expect(alternates).toEqual([
      ...LOCALES.map((locale) => [INTL_TAGS[locale], PUBLIC_URL + localizePath(`/news/${logo}`, locale)]),
      ["x-default", `${PUBLIC_URL}/news/${logo}`],
    ]);
  });

  it("shows a story not yet translated in French with a notice, its canonical page and only alternate the French one", async () => {
    const honiara = id("Honiara 2023");
    const doc = await page(`/en/news/${honiara}`);
    expect(doc.querySelector("h1")?.text).toBe("Honiara 2023 : la Nouvelle-Calédonie devant Tahiti");
    expect(doc.querySelector("h1")?.getAttribute("lang")).toBe("fr");
    expect(doc.text).toContain(en.news.notTranslated.replace("{{language}}", "French"));
    // The page around the words stays English.
    expect(doc.querySelector("html")?.getAttribute("lang")).toBe("en");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${PUBLIC_URL}/news/${honiara}`);
    expect(doc.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])).toEqual([
      [INTL_TAGS.fr, `${PUBLIC_URL}/news/${honiara}`],
      ["x-default", `${PUBLIC_URL}/news/${honiara}`],
    ]);

    const french = await page(`/news/${honiara}`);
    expect(french.text).not.toContain(fr.news.notTranslated.split(".")[0]!);
    expect(french.querySelector("h1")?.hasAttribute("lang")).toBe(false);
  });

  it("links up to three published articles of the same category, never itself nor a draft", async () => {
    const doc = await page(`/news/${id("Le logo")}`);
    const related = doc.querySelector('section[aria-labelledby="related-title"]')!;
    expect(related.querySelector("h2")?.text).toBe(fr.news.related);
    expect(related.querySelectorAll("h3 a").map((a) => a.getAttribute("href"))).toEqual([`/news/${id("Bénévoles")}`, `/news/${id("Arava")}`]);

    // The story of 2021 is one story in two languages now: related once, in English.
    expect(id("Tahiti to host")).toBe(id("Les Jeux du Pacifique"));
    const english = await page(`/en/news/${id("24 sports")}`);
    expect(english.querySelectorAll('section[aria-labelledby="related-title"] h3 a').map((a) => [a.getAttribute("href"), a.text])).toEqual([
      [`/en/news/${id("Tahiti to host")}`, "Tahiti to host the Pacific Games for the third time"],
    ]);
    expect(english.querySelector('section[aria-labelledby="related-title"] h2')?.text).toBe(en.news.related);

    // The only other delegations article is a draft: no section at all.
    const alone = await page(`/news/${id("24 délégations")}`);
    expect(alone.querySelector('section[aria-labelledby="related-title"]')).toBeNull();
    expect(alone.text).not.toContain(fr.news.related);

    await withExtraArticles(5, "polynesia", async () => {
      const many = await page(`/news/${id("Le logo")}`);
      expect(many.querySelectorAll('section[aria-labelledby="related-title"] h3 a')).toHaveLength(3);
    });
  });

  it("keeps the Share button hidden until the page's script can share", async () => {
    const doc = await page(`/news/${id("Le logo")}`);
    const share = doc.querySelectorAll("main button").find((button) => button.text === fr.news.share);
    expect(share?.hasAttribute("hidden")).toBe(true);
    expect(share?.getAttribute("data-share-url")).toMatch(/\/news\/\d+$/);
  });
});

describe("the sitemap", () => {
  it("lists every public page in the six languages and every story in its published languages, with their alternates", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    // The gate is on in the tests: no shared cache may keep what only key holders may see.
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    const root = parseXml(await response.text());
    expect(root.name).toBe("urlset");
    const urls = childrenNamed(root, "url");
    const locs = urls.map((url) => childText(url, "loc"));

    const languagesOf = (story: NewStory) => LOCALES.filter((locale) => story.versions.some((version) => version.language === locale));
    const expected = [
      ...indexedPages(INITIAL_ITEM_PAGES).flatMap((path) => LOCALES.map((locale) => PUBLIC_URL + localizePath(path, locale))),
      ...PUBLISHED.flatMap((story) => languagesOf(story).map((locale) => PUBLIC_URL + localizePath(`/news/${id(story.versions[0].title)}`, locale))),
    ];
    expect(locs.sort()).toEqual(expected.sort());
    for (const draft of DRAFTS) expect(locs.some((loc) => loc.endsWith(`/news/${id(draft.versions[0].title)}`))).toBe(false);

    const honiara = `/news/${id("Honiara 2023")}`;
    for (const url of urls) {
      const links = childrenNamed(url, "xhtml:link");
      const loc = childText(url, "loc");
      // The story published in French only has no other language to point to.
      const hreflangs = loc.endsWith(honiara) ? ["fr-FR", "x-default"] : ["fr-FR", "en-GB", "es-ES", "pt-PT", "zh-CN", "ja-JP", "x-default"];
      expect(links.map((link) => link.attributes.hreflang), loc).toEqual(hreflangs);
      expect(links.map((link) => link.attributes.href)).toContain(loc);
      const isArticle = /\/news\/\d+$/.test(loc);
      expect(childrenNamed(url, "lastmod").length, loc).toBe(isArticle ? 1 : 0);
    }
    expect(locs.filter((loc) => loc.endsWith(honiara))).toEqual([PUBLIC_URL + honiara]);
    const logo = urls.find((url) => childText(url, "loc") === `${PUBLIC_URL}/ja/news/${id("Le logo")}`)!;
    expect(childText(logo, "lastmod")).toBe("2024-10-28T19:00:00.000Z");
  });

  it("stays behind the gate", async () => {
    const response = await fetch(site.url + "/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});

describe("the RSS feeds", () => {
  async function feed(pathname: string) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    const rss = parseXml(await response.text());
    expect(rss.name).toBe("rss");
    expect(rss.attributes.version).toBe("2.0");
    const [channel] = childrenNamed(rss, "channel");
    return { channel: channel!, items: childrenNamed(channel!, "item") };
  }

  it.each([
    ["/rss.xml", "fr", fr.news.metaTitle],
    ["/en/rss.xml", "en", en.news.metaTitle],
    ["/ja/rss.xml", "ja", ja.news.metaTitle],
  ] as const)("%s carries every published story in the version a reader of %s sees, newest first", async (pathname, locale, title) => {
    const { channel, items } = await feed(pathname);
    expect(childText(channel, "title")).toBe(title);
    expect(childText(channel, "link")).toBe(PUBLIC_URL + localizePath("/news", locale));
    expect(childrenNamed(channel, "atom:link")[0]?.attributes.href).toBe(PUBLIC_URL + pathname);
    const expected = newestFirst(PUBLISHED);
    expect(items.map((item) => childText(item, "title"))).toEqual(listTitles(locale));
    for (const [index, item] of items.entries()) {
      const story = expected[index]!;
      const link = PUBLIC_URL + localizePath(`/news/${id(story.versions[0].title)}`, locale);
      expect(childText(item, "link")).toBe(link);
      expect(childText(item, "guid")).toBe(link);
      expect(childText(item, "description")).toBe(shown(story, locale).excerpt);
      expect(childText(item, "pubDate")).toBe(publishedAt(story).toUTCString());
    }
  });

  it("answers 404 for an unknown language and sends /fr/rss.xml to /rss.xml", async () => {
    expect((await get("/xx/rss.xml")).status).toBe(404);
    const french = await get("/fr/rss.xml");
    expect(french.status).toBe(301);
    expect(french.headers.get("location")).toBe("/rss.xml");
  });
});
