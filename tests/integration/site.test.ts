import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { fr, type Messages } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { attribute, RAW_KEY, visibleText } from "../helpers/html.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

const MESSAGES: Record<Locale, Messages> = { fr, en, es, pt, zh, ja };

let site: TestSite;
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(site.url + pathname, { headers: { cookie: site.gateCookie, ...headers }, redirect: "manual" });

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe("six languages", () => {
  it.each(LOCALES)("serves the %s home page in its language", async (locale) => {
    const response = await get(localizePath("/", locale));
    expect(response.status).toBe(200);
    const html = await response.text();
    const messages = MESSAGES[locale];
    expect(attribute(html, /<html[^>]*>/, "lang")).toBe(locale);
    expect(html).toContain(`<title>${messages.home.metaTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${messages.home.metaDescription}"/>`);
    expect(html).toContain(messages.home.welcomeTitle);
    expect(html).toContain(messages.nav.news);
    const text = visibleText(html);
    expect(text).not.toMatch(RAW_KEY);
    expect(html.match(/<link rel="alternate" hrefLang=/g)).toHaveLength(7);
  });

  it("links each page to its six versions and gives it a canonical URL", async () => {
    const html = await (await get("/ja/news")).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/ja\/news"\/>/);
    expect(html).toContain('hrefLang="fr-FR" href="http://localhost:3000/news"');
    expect(html).toContain('hrefLang="zh-CN" href="http://localhost:3000/zh/news"');
    expect(html).toContain('hrefLang="x-default" href="http://localhost:3000/news"');
    expect(html).toContain('<meta property="og:title" content="ニュース — Tahiti 2027"/>');
  });

  it("formats dates in the visitor's language", async () => {
    const frHtml = await (await get("/")).text();
    expect(frHtml).toMatch(/Le dimanche 1 août 2027 à 19:00, heure de Tahiti/);
    const jaHtml = await (await get("/ja")).text();
    expect(jaHtml).toContain("2027年8月1日日曜日 19:00");
  });

  it("stores the language chosen in the menu and sends / to it", async () => {
    const chosen = await get("/news?lang=ja");
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/news");
    const cookie = chosen.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^lang=ja;.*Max-Age=31536000/);
    const home = await get("/", { cookie: `${site.gateCookie}; ${cookie.split(";")[0]}` });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/ja");
    const french = await get("/", { cookie: `${site.gateCookie}; lang=fr` });
    expect(french.status).toBe(200);
  });

  it("sends /fr/... to the French page at its own path", async () => {
    const response = await get("/fr/news");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/news");
  });
});

describe("pages", () => {
  it("shows the latest four published articles on the home page, linking to them", async () => {
    const html = await (await get("/")).text();
    const links = [...html.matchAll(/<h3[^>]*><a[^>]*href="(\/news\/\d+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(4);
    const article = await get(links[0]!);
    expect(article.status).toBe(200);
  });

  it("shows an article and answers 404 for a draft or an unknown id", async () => {
    const html = await (await get("/news")).text();
    const first = html.match(/href="\/news\/(\d+)"/)![1];
    const article = await (await get(`/news/${first}`)).text();
    expect(article).toContain("Retour aux actualités");
    expect(article).toContain("Par la rédaction de Tahiti 2027");
    for (const pathname of ["/news/999999", "/news/abc", "/en/news/0"]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });
});

describe("not found", () => {
  it.each([
    ["/nope", "fr", "Oups\u00a0! Page introuvable"],
    ["/en/nope/deeper", "en", "Oops! Page not found"],
    ["/ja/nope", "ja", ja.notFound.title],
    ["/xx", "fr", "Oups\u00a0! Page introuvable"],
  ])("answers %s with a 404 page in %s", async (pathname, lang, title) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(attribute(html, /<html[^>]*>/, "lang")).toBe(lang);
    expect(html).toContain(title);
    expect(html).toContain(`<title>${MESSAGES[lang as Locale].notFound.metaTitle}</title>`);
    expect(html).toMatch(/<a[^>]*href="\/(ja|en)?"[^>]*>/);
  });
});

describe("the production server", () => {
  // Pages kept by the page cache allow their scripts by hash instead (page-cache.test.ts).
  it("sets the security headers with a CSP nonce that matches the page's scripts on a page rendered per request", async () => {
    // The back office hydrates, so its pages carry React Router's inline scripts (ADR 013).
    const response = await get("/admin/login");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
    // Framing is refused the same way by the CSP and by the older header; unused powerful features are off.
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const permissions = response.headers.get("permissions-policy")!;
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(nonce).not.toBe((await get("/admin/login")).headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]);
  });

  it("serves built assets with long-lived immutable caching, compressed", async () => {
    const html = await (await get("/")).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? html.match(/href="(\/assets\/[^"]+\.js)"/)![1]!;
    const response = await fetch(site.url + script, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect((await fetch(site.url + "/assets/missing.js")).status).toBe(404);
  });

  it("compresses pages", async () => {
    const response = await get("/", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("refuses cross-site posts", async () => {
    const response = await fetch(site.url + "/", {
      method: "POST",
      headers: { cookie: site.gateCookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(response.status).toBe(403);
  });

  it("answers /healthz after checking the database, and disallows robots while the gate is on", async () => {
    const health = await fetch(site.url + "/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    expect(await (await fetch(site.url + "/robots.txt")).text()).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("rendering", () => {
  it("holds no timer for a page once it has been sent (a pending timer would keep the render in memory)", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length;
    await (await get("/news?q=warm-up")).text();
    const before = timers();
    // Searches are never stored, so each one is rendered.
    for (let i = 0; i < 10; i++) await (await get(`/news?q=timer-${i}`)).text();
    expect(timers() - before).toBeLessThan(3);
  });
});

describe("health when the database is gone", () => {
  it("answers 503 on /healthz", async () => {
    const other = await startTestSite();
    try {
      expect((await fetch(other.url + "/healthz")).status).toBe(200);
      await other.database.close();
      const response = await fetch(other.url + "/healthz");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", database: "unreachable" });
      const page = await fetch(other.url + "/news", { headers: { cookie: other.gateCookie } });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain("Service momentanément indisponible");
      expect(html).not.toMatch(/\bat \S+ \(|node_modules|PGlite|stack/i);
    } finally {
      await other.close();
    }
  });
});
