// Every route of app/routes.ts (and the server's own paths) attacked the way a stranger would:
// every method, malformed cookies and encodings, control characters, bodies of the wrong type, size
// or shape. Nothing may answer 5xx, the process must keep answering, and nothing may be written.
import { sql } from "drizzle-orm";
import { media } from "../../db/schema/index.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { LIVE_EVENTS_PATH } from "~/domain/live/events-path.ts";
import { en } from "../../app/locales/en.ts";
import { fr } from "../../app/locales/fr.ts";
import { ja } from "../../app/locales/ja.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { rawRequest, type RawRequest } from "../helpers/raw-http.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

const PARAMS: Record<string, string[]> = { ":lang?": ["", "ja"], ":id": ["1"], ":code": ["tah"], ":kind": ["contact"], "*": ["no-such-page"] };

/** Concrete paths for every route: each parameter filled with a value that exists. */
function pathsOf(entries: RouteEntry[], prefix: string[] = []): string[] {
  return entries.flatMap((entry) => {
    const segments = (entry.path ?? "").split("/").filter(Boolean);
    let variants: string[][] = [prefix];
    for (const segment of segments) variants = variants.flatMap((base) => (PARAMS[segment] ?? [segment]).map((value) => [...base, value].filter(Boolean)));
    return variants.flatMap((base) => [...(entry.children ? pathsOf(entry.children, base) : []), ...(entry.index || !entry.children ? [`/${base.join("/")}`] : [])]);
  });
}

const ROUTE_PATHS = [...new Set(pathsOf(routes as RouteEntry[]))];
const SERVER_PATHS = ["/healthz", "/robots.txt", "/favicon.svg", "/assets/missing.js", "/api/auth/get-session", "/api/auth/sign-in/email", "/api/auth/sign-up/email", LIVE_EVENTS_PATH, "/admin/media/1/replace"];
const PATHS = [...ROUTE_PATHS, ...SERVER_PATHS];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "PURGE"];
const BROKEN_COOKIES = "t27_gate=%E0%A4%A; better-auth.session_token=%; lang=%ZZ; t27_flash=%C0; t27_gate=; =; ;;";
const OVERSIZED = "a=".padEnd(3 * 1024 * 1024, "x");

const NOT_FORMS: [string, RawRequest][] = [
  ["JSON", { headers: { "content-type": "application/json" }, body: '{"intent":"unlock-gate","password":"x"}' }],
  ["text/plain", { headers: { "content-type": "text/plain" }, body: "intent=x" }],
  ["no content type", { body: "intent=x" }],
  ["multipart without a boundary", { headers: { "content-type": "multipart/form-data" }, body: "intent=x" }],
  ["multipart with a broken boundary", { headers: { "content-type": "multipart/form-data; boundary=zz" }, body: "--zz\r\nContent-Disposition: form-data\r\n\r\nx" }],
  ["a NUL byte in a field", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "intent=delete&id=1%00&title=a%00b" }],
];

async function rowCounts(site: TestSite): Promise<Record<string, number>> {
  const tables = ["users", "sessions", "accounts", "verifications", "news", "sports_results", "contact_messages", "partnership_requests", "media"];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await site.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}

/** Runs the requests a few at a time and lists every answer that is not what the check allows. */
async function failures(site: TestSite, requests: { target: string; request: RawRequest; label: string }[], allowed: (status: number) => boolean) {
  const failed: string[] = [];
  const queue = [...requests];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { target, request, label } = next;
        try {
          const answer = await rawRequest(site.url, target, request);
          if (!allowed(answer.status)) failed.push(`${label} ${target}: ${answer.status} ${answer.body.slice(0, 120)}`);
        } catch (error) {
          failed.push(`${label} ${target}: ${(error as Error).message}`);
        }
      }
    }),
  );
  return failed;
}

const noServerError = (status: number) => status >= 200 && status < 500;
const clientError = (status: number) => status >= 400 && status < 500;

describe.each([
  { name: "gate on, page cache on", env: {} as Record<string, string> },
  { name: "gate off, page cache off", env: { GATE: "off", PAGE_CACHE: "off" } },
])("hostile requests ($name)", ({ env }) => {
  let site: TestSite;
  let staff: string;
  let before: Record<string, number>;

  beforeAll(async () => {
    site = await startTestSite(env);
    staff = (await sessionFor(site, "admin")).cookie;
    // An item of the library, so that its paths get past "no such item" to the body (its files are not needed).
    await site.database.db.insert(media).values({ hash: "a".repeat(64), kind: "image", mime: "image/png", extension: "png", fileName: "vaa.png", title: "Va'a", size: 100, width: 10, height: 10 });
    before = await rowCounts(site);
  });
  afterAll(() => site.close());

  it("finds the routes to attack in app/routes.ts", () => {
    expect(ROUTE_PATHS).toContain("/ja/news/1");
    expect(ROUTE_PATHS).toContain("/admin/results/1/edit");
    expect(ROUTE_PATHS).toContain("/countries/tah");
    expect(ROUTE_PATHS.length).toBeGreaterThan(60);
  });

  it("answers every method on every path, with broken cookies, signed in or not, without a 5xx", async () => {
    const requests = PATHS.flatMap((target) =>
      METHODS.filter((method) => !(target === LIVE_EVENTS_PATH && (method === "GET" || method === "HEAD"))).flatMap((method) =>
        [BROKEN_COOKIES, `${BROKEN_COOKIES}; ${site.gateCookie}`, staff].map((cookie) => ({
          target,
          label: method,
          request: { method, headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: method === "GET" || method === "HEAD" ? undefined : "intent=nothing-known&id=1" },
        })),
      ),
    );
    expect(await failures(site, requests, noServerError)).toEqual([]);
    // Some 3,000 requests, most of them rendering a page uncached: about 30 s on a busy 2-core machine.
  }, 90_000);

  it("refuses malformed percent-encoding and control characters in the path or the query with 400", async () => {
    const requests = PATHS.flatMap((target) =>
      [`${target}?q=%E0%A4%A`, `${target}?x=%00`, `${target}?x=%0d%0aSet-Cookie:%20a=1`, `${target === "/" ? "" : target}/%C0%AF`].map((attack) => ({
        target: attack,
        label: "GET",
        request: { headers: { cookie: staff } },
      })),
    );
    const answers = await failures(site, requests, (status) => status === 400);
    expect(answers).toEqual([]);
  });

  it("answers an absolute-form target (as proxies send) like its path, OPTIONS * with what the server allows", async () => {
    const requests = PATHS.filter((target) => target !== LIVE_EVENTS_PATH).flatMap((target) =>
      ["GET", "POST"].map((method) => ({ target: `http://evil.example${target}?x=1`, label: method, request: { method, headers: { cookie: staff, "content-type": "application/x-www-form-urlencoded" }, body: method === "POST" ? "intent=nothing-known" : undefined } })),
    );
    expect(await failures(site, requests, noServerError)).toEqual([]);
    const news = await rawRequest(site.url, "http://evil.example/news", { headers: { cookie: staff } });
    expect(news.status).toBe(200);
    expect(news.body).toContain('<link rel="canonical"');
    const server = await rawRequest(site.url, "*", { method: "OPTIONS" });
    expect([server.status, server.headers.allow]).toEqual([204, "GET, HEAD, POST"]);
    expect((await rawRequest(site.url, "*")).status).toBe(400);
  });

  it("refuses bodies a form does not send, signed in as staff, with a 4xx", async () => {
    const requests = PATHS.filter((target) => target !== LIVE_EVENTS_PATH).flatMap((target) =>
      NOT_FORMS.map(([label, request]) => ({ target, label, request: { method: "POST", ...request, headers: { cookie: staff, ...request.headers } } })),
    );
    expect(await failures(site, requests, clientError)).toEqual([]);
  });

  it("refuses a body over the limit with 413, declared or chunked", async () => {
    const requests = PATHS.filter((target) => target !== LIVE_EVENTS_PATH).flatMap((target) => [
      { target, label: "declared", request: { method: "POST", headers: { cookie: staff, "content-type": "application/x-www-form-urlencoded" }, body: OVERSIZED } },
      { target, label: "chunked", request: { method: "POST", headers: { cookie: staff, "content-type": "application/x-www-form-urlencoded" }, body: OVERSIZED, chunked: true } },
    ]);
    const answers = await failures(site, requests, (status) => status === 413);
    // Built files take no posts at all: 405 before a byte of the body is read.
    expect(answers.filter((answer) => !/^\w+ \/assets\/missing\.js: 405 /.test(answer))).toEqual([]);
  });

  it("gives huge and repeated cookies and headers the ordinary answer, or 431 past Node's header limit", async () => {
    const junk = Array.from({ length: 400 }, (_, index) => `c${index}=%E0%A4%A${"x".repeat(20)}`).join("; ");
    const big = await rawRequest(site.url, "/news", { headers: { cookie: `${junk}; ${site.gateCookie}` } });
    expect(big.status).toBe(200);
    const repeated = await rawRequest(site.url, "/news", { headers: { cookie: [BROKEN_COOKIES, site.gateCookie, BROKEN_COOKIES], "accept-encoding": ["br", "gzip", "x"] } });
    expect(repeated.status).toBe(200);
    const huge = await rawRequest(site.url, "/news", { headers: { cookie: `${site.gateCookie}; x=${"y".repeat(40_000)}` } });
    expect(huge.status).toBe(431);
  });

  it("says what was wrong in the visitor's language: a page for documents, JSON for data requests", async () => {
    const url = await rawRequest(site.url, "/ja/news?q=%00", { headers: { cookie: staff } });
    expect(url.status).toBe(400);
    expect(url.body).toContain('<html lang="ja"');
    expect(url.body).toContain(ja.problem.forbiddenCharacters);
    expect(url.body).not.toContain(ja.problem.back);

    const form = { method: "POST", headers: { cookie: staff, "content-type": "application/json" }, body: "{}" };
    const posted = await rawRequest(site.url, "/contact", form);
    expect(posted.status).toBe(415);
    expect(posted.body.replaceAll("&#x27;", "'")).toContain(fr.problem.unsupportedBody);
    expect(posted.body.replaceAll("&#x27;", "'")).toContain(fr.problem.back);

    const tooLarge = await rawRequest(site.url, "/en/contact.data", { ...form, headers: { ...form.headers, "content-type": "application/x-www-form-urlencoded" }, body: OVERSIZED });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ error: "body-too-large", message: en.problem.bodyTooLarge.replace("{{limit}}", "2 MB") });

    const method = await rawRequest(site.url, "/news", { method: "DELETE", headers: { cookie: staff } });
    expect(method.status).toBe(405);
    expect(method.headers.allow).toBe("GET, HEAD, POST");
    expect(method.body.replaceAll("&#x27;", "'")).toContain(fr.problem.methodNotAllowed.replace("{{method}}", "DELETE"));
  });

  it("is still answering, and nothing was written", async () => {
    expect((await rawRequest(site.url, "/healthz")).status).toBe(200);
    expect((await rawRequest(site.url, "/", { headers: { cookie: site.gateCookie } })).status).toBe(200);
    expect(await rowCounts(site)).toEqual(before);
  });
});
