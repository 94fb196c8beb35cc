import { describe, expect, it } from "vitest";
import { childrenNamed, childText, parseXml } from "../../../tests/helpers/xml.ts";
import { escapeXml, rssUrl, rssXml, sitemapXml, xmlResponse } from "./feeds.server.ts";

const BASE = "https://tahiti2027.example";

describe("escapeXml", () => {
  it("escapes markup characters and drops the control characters XML forbids", () => {
    expect(escapeXml(`a & b <c> "d" 'e'\u0000\u0007\n`)).toBe("a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;\n");
    expect(escapeXml("Faa'a 🌺 中文")).toBe("Faa&apos;a 🌺 中文");
  });
});

describe("sitemapXml", () => {
  it("lists each page in the six languages with its seven alternates, and lastmod when known", () => {
    const root = parseXml(sitemapXml(BASE, [{ path: "/" }, { path: "/news/7", lastModified: new Date("2026-05-04T19:00:00Z") }]));
    expect(root.name).toBe("urlset");
    expect(root.attributes["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
    const urls = childrenNamed(root, "url");
    expect(urls.map((url) => childText(url, "loc"))).toEqual([
      `${BASE}/`, `${BASE}/en`, `${BASE}/es`, `${BASE}/pt`, `${BASE}/zh`, `${BASE}/ja`,
      `${BASE}/news/7`, `${BASE}/en/news/7`, `${BASE}/es/news/7`, `${BASE}/pt/news/7`, `${BASE}/zh/news/7`, `${BASE}/ja/news/7`,
    ]);
    expect(childrenNamed(urls[0]!, "lastmod")).toEqual([]);
    expect(childText(urls[11]!, "lastmod")).toBe("2026-05-04T19:00:00.000Z");
    const alternates = childrenNamed(urls[8]!, "xhtml:link").map((link) => [link.attributes.hreflang, link.attributes.href]);
    expect(alternates).toEqual([
      ["fr-FR", `${BASE}/news/7`],
      ["en-GB", `${BASE}/en/news/7`],
      ["es-ES", `${BASE}/es/news/7`],
      ["pt-PT", `${BASE}/pt/news/7`],
      ["zh-CN", `${BASE}/zh/news/7`],
      ["ja-JP", `${BASE}/ja/news/7`],
      ["x-default", `${BASE}/news/7`],
    ]);
  });
});

describe("rssXml", () => {
  it("writes an RSS 2.0 channel with escaped items and RFC 822 dates", () => {
    const xml = rssXml(
      { title: "News — Tahiti 2027", link: `${BASE}/en/news`, description: "All the news", locale: "en", selfUrl: rssUrl(BASE, "en") },
      [
        { title: "Q&A <live>", link: `${BASE}/en/news/2`, description: "Faa'a & Pirae", category: "Preparation 2027", pubDate: new Date("2021-11-09T19:00:00Z") },
        { title: "Undated", link: `${BASE}/en/news/3`, description: "x", category: "Polynesia mobilized", pubDate: null },
      ],
    );
    const rss = parseXml(xml);
    expect(rss.attributes.version).toBe("2.0");
    const [channel] = childrenNamed(rss, "channel");
    expect(childText(channel!, "language")).toBe("en-gb");
    expect(childText(channel!, "lastBuildDate")).toBe("Tue, 09 Nov 2021 19:00:00 GMT");
    expect(childrenNamed(channel!, "atom:link")[0]?.attributes.href).toBe(`${BASE}/en/rss.xml`);
    const [first, second] = childrenNamed(channel!, "item");
    expect(childText(first!, "title")).toBe("Q&A <live>");
    expect(childText(first!, "description")).toBe("Faa'a & Pirae");
    expect(childText(first!, "guid")).toBe(`${BASE}/en/news/2`);
    expect(childText(first!, "pubDate")).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(childrenNamed(second!, "pubDate")).toEqual([]);
    expect(rssUrl(BASE, "fr")).toBe(`${BASE}/rss.xml`);
  });
});

describe("xmlResponse", () => {
  it("keeps gated feeds out of shared caches", () => {
    expect(xmlResponse("<a/>", "application/xml", true).headers.get("cache-control")).toBe("private, max-age=300");
    const open = xmlResponse("<a/>", "application/rss+xml", false);
    expect(open.headers.get("cache-control")).toBe("public, max-age=900");
    expect(open.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  });
});
