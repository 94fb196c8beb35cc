import { DEFAULT_LOCALE, INTL_TAGS, LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or attribute, without the characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/** The RSS feed of a language: /rss.xml for French, /{lang}/rss.xml for the others. */
export function rssUrl(publicUrl: string, locale: Locale): string {
  return publicUrl + localizePath("/rss.xml", locale);
}

export interface SitemapEntry {
  /** French (unprefixed) path of the page. */
  path: string;
  lastModified?: Date;
  /** The languages the page exists in, each with its own date, when not all six (an article's versions). */
  versions?: { locale: Locale; lastModified: Date }[];
}

/** Every entry in each of its languages (all six unless it says), each listing the others and the default one. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified, versions = LOCALES.map((locale) => ({ locale, lastModified })) }) => {
    const locales = versions.map((version) => version.locale);
    const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0]!;
    const alternates = [
      ...locales.map((locale) => ({ hreflang: INTL_TAGS[locale], href: publicUrl + localizePath(path, locale) })),
      { hreflang: "x-default", href: publicUrl + localizePath(path, fallback) },
    ]
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("");
    return versions.map(({ locale, lastModified: date }) => {
      const lastmod = date ? `<lastmod>${date.toISOString()}</lastmod>` : "";
      return `<url><loc>${escapeXml(publicUrl + localizePath(path, locale))}</loc>${lastmod}${alternates}</url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  locale: Locale;
  selfUrl: string;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  category: string;
  pubDate: Date | null;
}

/** An RSS 2.0 document; dates in RFC 822 form (toUTCString gives "Mon, 08 Nov 2021 19:00:00 GMT"). */
export function rssXml(channel: RssChannel, items: RssItem[]): string {
  const newest = items.reduce<Date | null>((latest, item) => (item.pubDate && (!latest || item.pubDate > latest) ? item.pubDate : latest), null);
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const entries = items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      item.pubDate ? element("pubDate", item.pubDate.toUTCString()) : "",
      element("description", item.description),
      element("category", item.category),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", INTL_TAGS[channel.locale].toLowerCase()),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element("lastBuildDate", newest.toUTCString())] : []),
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/**
 * An XML answer. Behind the gate the feeds are for visitors holding the cookie, so no shared cache
 * may keep them; once the site is open, proxies may serve them for a quarter of an hour.
 */
export function xmlResponse(body: string, contentType: string, gateEnabled: boolean): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${contentType}; charset=utf-8`,
      "Cache-Control": gateEnabled ? "private, max-age=300" : "public, max-age=900",
    },
  });
}
