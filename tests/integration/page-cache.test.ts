import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { news, newsVersions } from "../../db/schema/news.ts";
import { sportsResults } from "../../db/schema/results.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { sendCrowd } from "../helpers/crowd.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";
import { storyIdByTitle } from "../helpers/stories.ts";

let site: TestSite;
let admin: string;

beforeAll(async () => {
  site = await startTestSite();
  admin = (await sessionFor(site, "admin")).cookie;
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(site.url + path, { headers: { cookie: site.gateCookie, ...headers }, redirect: "manual" });

describe("the page cache", () => {
  it("renders a public page once, then serves the same bytes with an ETag, and 304 when the browser has them", async () => {
    const first = await get("/sports");
    const second = await get("/sports");
    expect(first.headers.get("x-cache")).toMatch(/miss|hit/);
    expect(second.headers.get("x-cache")).toBe("hit");
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("etag")).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("cache-control")).toBe("private, no-cache");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    // The security headers of the first response travel with the stored page.
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(second.headers.get("x-frame-options")).toBe("DENY");

    const notModified = await get("/sports", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect((await get("/sports", { "if-none-match": '"something-else"' })).status).toBe(200);
  });

  it("never keeps the empty answer to a HEAD: the GET after it gets the whole page", async () => {
    const head = await fetch(site.url + "/venues?after-head=1", { method: "HEAD", headers: { cookie: site.gateCookie } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const page = await get("/venues?after-head=1");
    expect(await page.text()).toContain("<h1");
    const stored = await get("/venues?after-head=1");
    expect(stored.headers.get("x-cache")).toBe("hit");
    expect(await stored.text()).toContain("<h1");
    const headOfStored = await fetch(site.url + "/venues?after-head=1", { method: "HEAD", headers: { cookie: site.gateCookie } });
    expect([headOfStored.status, headOfStored.headers.get("x-cache"), await headOfStored.text()]).toEqual([200, "hit", ""]);
  });

  it("shares a stored page without a per-response nonce: no inline script, only the site's own files", async () => {
    for (const pathname of ["/", "/games", "/news", "/live", "/contact", "/ja/medals"]) {
      await get(pathname);
      const response = await get(pathname);
      expect(response.headers.get("x-cache")).toBe("hit");
      const html = await response.text();
      const policy = response.headers.get("content-security-policy")!;
      expect(html).not.toMatch(/nonce="/);
      expect(policy).toMatch(/(^|;)script-src 'self'(;|$)/);
      // Structured data (JSON-LD) is a data block, which browsers never run.
      const scripts = html.match(/<script[^>]*>/g)!.filter((tag) => tag !== '<script type="application/ld+json">');
      expect(scripts).toEqual([expect.stringMatching(/^<script type="module" src="\/assets\/enhance-[\w-]+\.js">$/)]);
    }
  });

  it("sends brotli, gzip or plain bytes as the client accepts", async () => {
    await get("/venues");
    const { request } = await import("node:http");
    const raw = (encoding?: string) =>
      new Promise<{ encoding?: string; length: number; declared: number }>((resolve, reject) => {
        const headers: Record<string, string> = { cookie: site.gateCookie };
        if (encoding) headers["accept-encoding"] = encoding;
        request(`${site.url}/venues`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ encoding: response.headers["content-encoding"], length: Buffer.concat(chunks).length, declared: Number(response.headers["content-length"]) }));
        })
          .on("error", reject)
          .end();
      });
    const br = await raw("gzip, deflate, br");
    const gzip = await raw("gzip");
    const plain = await raw();
    expect(br.encoding).toBe("br");
    expect(gzip.encoding).toBe("gzip");
    expect(plain.encoding).toBeUndefined();
    for (const answer of [br, gzip, plain]) expect(answer.length).toBe(answer.declared);
    expect(br.length).toBeLessThan(plain.length);
  });

  it("shows a published, edited, unpublished or deleted article at once, from the back office or from anywhere else", async () => {
    await get("/news");
    expect((await get("/news")).headers.get("x-cache")).toBe("hit");

    const created = await fetch(`${site.url}/admin/news/new`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", title: "Cache-busting article", excerpt: "Short.", content: "<p>Body.</p>", category: "preparation", language: "fr", published: "on", imageUrl: "", version: "" }),
      redirect: "manual",
    });
    expect(created.status).toBe(302);
    const afterCreate = await get("/news");
    expect(afterCreate.headers.get("x-cache")).toBe("miss");
    expect(await afterCreate.text()).toContain("Cache-busting article");

    // A change made beside the site (a script, psql) is announced by the database itself.
    // A version's words live in news_versions, which announces its changes as news does.
    await site.database.db.update(newsVersions).set({ title: "Renamed in psql" }).where(eq(newsVersions.title, "Cache-busting article"));
    await expect.poll(async () => (await get("/news")).text()).toContain("Renamed in psql");
    await site.database.db.delete(news).where(eq(news.id, (await storyIdByTitle(site.database.db, "Renamed in psql"))!));
    await expect.poll(async () => (await get("/news")).text()).not.toContain("Renamed in psql");
  });

  it("drops only the pages that show what changed: a result leaves the news and the venues stored", async () => {
    const cache = async (path: string) => (await get(path)).headers.get("x-cache");
    const pages = ["/venues", "/news", "/", "/medals", "/ja/live"];
    for (const path of pages) await get(path);
    for (const path of pages) expect(await cache(path)).toBe("hit");

    await site.database.db.update(sportsResults).set({ updatedAt: new Date() });
    await expect.poll(() => cache("/medals")).toBe("miss");
    expect(await cache("/ja/live")).toBe("miss");
    for (const path of ["/venues", "/news", "/"]) expect(await cache(path)).toBe("hit");

    await site.database.db.update(news).set({ updatedAt: new Date() });
    await expect.poll(() => cache("/news")).toBe("miss");
    expect(await cache("/")).toBe("miss");
    for (const path of ["/venues", "/medals", "/ja/live"]) expect(await cache(path)).toBe("hit");
  });

  it("never stores what depends on who asks", async () => {
    for (const path of ["/admin/dashboard", "/news"]) {
      const response = await fetch(site.url + path, { headers: { cookie: admin } });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    // The account pages say so in their route handles (personal), for every language.
    for (const path of ["/auth", "/en/auth/forgot", "/ja/auth/reset?token=abc"]) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get("x-cache")).toBeNull();
        expect(response.headers.get("cache-control")).toBe("private, no-store");
      }
    }
    const withToast = await get("/news", { cookie: `${site.gateCookie}; t27_flash=signed-out` });
    expect(withToast.headers.get("x-cache")).toBeNull();
    expect(await withToast.text()).toContain("Vous êtes déconnecté");

    // "/" follows a visitor's earlier choice of language: never the French page from the cache.
    await get("/");
    const english = await get("/", { cookie: `${site.gateCookie}; lang=en` });
    expect(english.status).toBe(302);
    expect(english.headers.get("location")).toBe("/en");
    const choosing = await get("/news?lang=ja");
    expect(choosing.status).toBe(302);
    expect(choosing.headers.getSetCookie().join()).toContain("lang=ja");
  });

  it("renders every search, so visitors' words never push the pages everyone reads out of memory", async () => {
    for (const path of ["/news?q=va%27a", "/news?q=va%27a", "/news?category=polynesia&q=tahiti"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    await get("/news?category=polynesia");
    expect((await get("/news?category=polynesia")).headers.get("x-cache")).toBe("hit");
  });

  it("keeps stored pages behind the gate", async () => {
    await get("/organization");
    const stranger = await fetch(`${site.url}/organization`);
    expect(stranger.headers.get("x-cache")).toBeNull();
    expect(await stranger.text()).toContain("Accès restreint");
    const data = await fetch(`${site.url}/organization.data`);
    expect(data.status).toBe(401);
  });

  it("stores React Router's data requests too, so a crowd asking for the same .data costs one render", async () => {
    await get("/live.data");
    const second = await get("/live.data");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toContain("text/x-script");
  });
});

describe("with the gate off", () => {
  let open: TestSite;
  beforeAll(async () => {
    open = await startTestSite({ GATE: "off" });
  });
  afterAll(async () => {
    await open?.close();
  });

  it("lets a CDN keep public pages for a few seconds", async () => {
    await fetch(`${open.url}/sports`);
    const response = await fetch(`${open.url}/sports`);
    expect(response.headers.get("x-cache")).toBe("hit");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
  });
});

describe("with PAGE_CACHE=off", () => {
  let uncached: TestSite;
  beforeAll(async () => {
    uncached = await startTestSite({ PAGE_CACHE: "off" });
  });
  afterAll(async () => {
    await uncached?.close();
  });

  it("renders every request; a page with inline scripts gets a fresh nonce each time, the others none", async () => {
    const policies = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${uncached.url}/sports`, { headers: { cookie: uncached.gateCookie } });
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-security-policy")).toMatch(/(^|;)script-src 'self'(;|$)/);
      expect(await response.text()).not.toMatch(/nonce="/);
      const hydrated = await fetch(`${uncached.url}/admin/login`, { headers: { cookie: uncached.gateCookie } });
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(hydrated.headers.get("content-security-policy")!)?.[1];
      expect(nonce).toBeDefined();
      expect(await hydrated.text()).toContain(`nonce="${nonce}"`);
      policies.add(nonce!);
    }
    expect(policies.size).toBe(2);
  });
});

describe("past its minute", () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it("a page keeps being served at once while one render replaces it", async () => {
    const first = await get("/partners");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    const stale = await get("/partners");
    expect(stale.headers.get("x-cache")).toBe("stale");
    expect(stale.headers.get("etag")).toBe(first.headers.get("etag"));
    await expect.poll(async () => (await get("/partners")).headers.get("x-cache")).toBe("hit");
    // The replacement is a whole stored page again, shared without a nonce.
    const renewed = await get("/partners");
    expect(await renewed.text()).not.toMatch(/nonce="/);
    expect(renewed.headers.get("content-security-policy")).not.toContain("'nonce-");
  });

  it("a page past its minute never waits behind the renders in line", async () => {
    await expect.poll(async () => (await get("/venues")).headers.get("x-cache")).toBe("hit");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    const crowd = sendCrowd(site.url, site.gateCookie, Array.from({ length: 60 }, (_, index) => `/news?q=in-line-${index}`));
    // The line is moving: the searches have arrived and the first ones are rendered.
    await expect.poll(() => crowd.answered(), { interval: 5, timeout: 20_000 }).toBeGreaterThan(2);
    const stale = await get("/venues");
    expect(stale.headers.get("x-cache")).toBe("stale");
    // Answered while most of the searches still wait for their turn to render.
    expect(crowd.answered()).toBeLessThan(40);
    await crowd.done;
  });
});

describe("after a change", () => {
  it("the first reader waits for the new page; the others meanwhile get the copy it replaces, said stale, unless they ask for the latest", async () => {
    // Whether a reader comes while the new page renders is a matter of timing: the renders are kept
    // busy so that it does, and the change is made again until one did.
    let seenStale = false;
    for (let attempt = 0; attempt < 5 && !seenStale; attempt++) {
      await get("/medals");
      const before = await get("/medals");
      expect(before.headers.get("x-cache")).toBe("hit");
      const crowd = sendCrowd(site.url, site.gateCookie, Array.from({ length: 120 }, (_, index) => `/news?q=after-change-${attempt}-${index}`));
      await expect.poll(() => crowd.answered(), { interval: 5, timeout: 20_000 }).toBeGreaterThan(2);
      const athlete = `Changed Golfer ${attempt}`;
      await site.database.db.insert(sportsResults).values({ sport: "golf", event: `Stroke play ${attempt}`, athlete, country: "TKL", result: "68", medal: "gold", date: "2027-08-03" });
      await site.settled();

      const first = get("/medals");
      await new Promise((resolve) => setTimeout(resolve, 50));
      const meanwhile = await get("/medals");
      const latest = get("/medals", { "cache-control": "no-cache" });
      if (meanwhile.headers.get("x-cache") === "stale") {
        seenStale = true;
        expect(meanwhile.headers.get("etag")).toBe(before.headers.get("etag"));
        expect(meanwhile.headers.get("server-timing")).toBe('cache;desc="stale"');
      } else {
        // It came after the render: the new page.
        expect(meanwhile.headers.get("etag")).not.toBe(before.headers.get("etag"));
      }
      const [firstResponse, latestResponse] = await Promise.all([first, latest]);
      expect(firstResponse.headers.get("x-cache")).toBe("miss");
      for (const response of [firstResponse, latestResponse]) {
        expect(response.headers.get("x-cache")).not.toBe("stale");
        expect(response.headers.get("etag")).not.toBe(before.headers.get("etag"));
        expect(response.headers.get("server-timing")).toBeNull();
      }
      expect(await latestResponse.text()).toContain('data-code="TKL"');
      await crowd.done;
    }
    expect(seenStale).toBe(true);
    expect((await get("/medals")).headers.get("x-cache")).toBe("hit");
  });
});

describe("when the database fails", () => {
  let fragile: TestSite;
  beforeAll(async () => {
    fragile = await startTestSite();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await fragile?.close();
  });

  it("serves a page past its minute from its last good copy rather than an error", async () => {
    const get = (path: string) => fetch(fragile.url + path, { headers: { cookie: fragile.gateCookie } });
    const good = await (await get("/news")).text();
    expect(good).toContain("<title>");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    await fragile.database.close();
    const stale = await get("/news");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-cache")).toBe("stale");
    expect(await stale.text()).toBe(good);
    // A page never stored has no copy to fall back on: the error page says so.
    expect((await get("/news?q=nothing-stored")).status).toBeGreaterThanOrEqual(500);
  });
});
