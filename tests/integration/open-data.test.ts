import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse as parseCsv } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sportsResults } from "../../db/schema/index.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
import { startTestSite, TEST_GATE_PASSWORD, type TestSite } from "../helpers/site.ts";
import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { rearmedCell } from "~/platform/csv/csv.ts";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";

// Issue 22, point 7: the open data under /api/v1, checked against the OpenAPI document the site
// serves (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it), its CSV files read back by a real parser.

let site: TestSite;
let document: OpenApi;
let ajv: Ajv2020;

interface OpenApi {
  paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> } }>;
  servers: { url: string }[];
  info: { description: string };
  components: { schemas: Record<string, unknown> };
}

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => fetch(site.url + path, { method, headers: { cookie: site.gateCookie, ...headers }, redirect: "manual" });

async function json<T = Record<string, unknown>>(path: string): Promise<T> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The site's public address (PUBLIC_URL), as the document gives it. */
const publicUrl = () => document.servers[0]!.url.replace(/\/api\/v1$/, "");

type Answer = { dataset: string; demo: boolean; count: number; data: Record<string, unknown>[]; [field: string]: unknown };

beforeAll(async () => {
  site = await startTestSite();
  document = await json<OpenApi>("/api/v1/openapi.json");
  ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  // The document's own keywords, around the schemas it holds.
  ajv.addVocabulary(["openapi", "info", "servers", "paths", "components", "externalDocs"]);
  ajv.addSchema(document, "openapi.json");
});
afterAll(async () => {
  await site?.close();
});

/** The schema the document gives a path's JSON answer. */
function validatorOf(path: string) {
  const ref = document.paths[path.replace("/api/v1", "")]!.get.responses["200"]!.content!["application/json"]!.schema.$ref!;
  return ajv.getSchema(`openapi.json${ref}`)!;
}

const JSON_PATHS = ["/api/v1/schedule.json", "/api/v1/results.json", "/api/v1/medals.json", "/api/v1/delegations.json"];

describe("each JSON endpoint", () => {
  it.each(JSON_PATHS)("%s answers what the OpenAPI document says, with the demo's rows flagged", async (path) => {
    const body = await json<Answer>(path);
    const validate = validatorOf(path);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body.count).toBe(body.data.length);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.demo).toBe(true);
    expect(body.source).toBe(`${publicUrl()}/open-data`);
  });

  it("is refused by the schema when it strays from it: the check can fail", async () => {
    const body = await json<Answer>("/api/v1/schedule.json");
    const validate = validatorOf("/api/v1/schedule.json");
    expect(validate({ ...body, data: [{ ...body.data[0], starts_at: "2027-08-02T17:30:00Z" }] })).toBe(false);
    expect(validate({ ...body, data: [{ ...body.data[0], sport_name: { en: "Athletics" } }] })).toBe(false);
    expect(validate({ ...body, surprise: 1 })).toBe(false);
  });

  it("describes the paths the server answers, at its own address", () => {
    expect(document.servers).toEqual([{ url: expect.stringMatching(/^http:\/\/localhost:\d+\/api\/v1$/) }]);
    expect(Object.keys(document.paths)).toHaveLength(9);
  });
});

describe("schedule and results", () => {
  it("give sessions by start, times in Tahiti time and UTC, names in six languages", async () => {
    const { data } = await json<Answer>("/api/v1/schedule.json");
    const starts = data.map((row) => row.starts_at_utc as string);
    expect(starts).toEqual([...starts].sort());
    const final = data.find((row) => row.event_code === "ATH-100M-M" && row.phase === "final")!;
    expect(final).toMatchObject({
      sport: "athletics",
      sport_name: { fr: "Athlétisme", en: "Athletics", ja: "陸上競技" },
      event_name: { fr: "100 m hommes", en: "Men's 100 m" },
      day: "2027-08-02",
      starts_at: "2027-08-02T17:30:00-10:00",
      starts_at_utc: "2027-08-03T03:30:00Z",
      venue: "hitiaa-athletics",
      results_state: "official",
      medal_event: true,
    });
  });

  it("list result lines by event in the order of the ranking, each linked to its session", async () => {
    const { data } = await json<Answer>("/api/v1/results.json?sport=athletics");
    const hundred = data.filter((row) => row.event_code === "ATH-100M-M");
    expect(hundred.map((row) => [row.rank, row.athlete, row.medal])).toEqual([
      [1, "Demo Athlete A", "gold"],
      [2, "Demo Athlete B", "silver"],
      [3, "Demo Athlete C", "bronze"],
      [4, "Demo Athlete D", null],
    ]);
    const schedule = await json<Answer>("/api/v1/schedule.json?sport=athletics");
    const final = schedule.data.find((row) => row.event_code === "ATH-100M-M" && row.phase === "final")!;
    expect(new Set(hundred.map((row) => row.session_id))).toEqual(new Set([final.session_id]));
  });

  it("narrow by day, sport, venue and delegation, together", async () => {
    const day = await json<Answer>("/api/v1/schedule.json?day=2027-08-02");
    expect(day.data.length).toBeGreaterThan(0);
    expect(new Set(day.data.map((row) => row.day))).toEqual(new Set(["2027-08-02"]));
    const venue = await json<Answer>("/api/v1/schedule.json?venue=hitiaa-athletics&sport=athletics");
    expect(new Set(venue.data.map((row) => row.venue))).toEqual(new Set(["hitiaa-athletics"]));
    const entered = await json<Answer>("/api/v1/schedule.json?delegation=tah&day=2027-08-02");
    expect(entered.data.length).toBeGreaterThan(0);
    for (const row of entered.data) expect(row.delegations).toContain("TAH");
    const fiji = await json<Answer>("/api/v1/results.json?delegation=FIJ&day=2027-08-02");
    expect(fiji.data.map((row) => [row.delegation, row.date])).toEqual([["FIJ", "2027-08-02"]]);
    const none = await json<Answer>("/api/v1/results.json?day=2030-01-01");
    expect([none.count, none.data]).toEqual([0, []]);
  });

  it("refuse an unknown value with a JSON 400 naming the parameter, and ignore an unknown parameter", async () => {
    const sport = await get("/api/v1/schedule.json?sport=curling");
    expect(sport.status).toBe(400);
    expect(sport.headers.get("content-type")).toContain("application/json");
    const problem = (await sport.json()) as { error: string; parameter: string; allowed: string[]; message: string };
    expect(problem).toMatchObject({ error: "invalid-parameter", parameter: "sport" });
    expect(problem.allowed).toContain("athletics");
    expect(problem.message).toContain("curling");
    expect(ajv.getSchema("openapi.json#/components/schemas/Error")!(problem)).toBe(true);
    const day = await get("/api/v1/results.json?day=2027-02-30", { cookie: `${site.gateCookie}; lang=ja` });
    expect([day.status, ((await day.json()) as { message: string }).message]).toEqual([400, "「2027-02-30」は日付ではありません：YYYY-MM-DD の形式で書いてください（例：2027-08-02）。"]);
    expect((await get("/api/v1/schedule.json?sport=vaa&sport=judo")).status).toBe(400);
    expect((await get("/api/v1/medals.json?sport=curling&lang=en&_=1")).status).toBe(200);
  });
});

describe("each CSV file", () => {
  it.each(["schedule", "results", "medals", "delegations"])("%s parses into the same rows as the JSON", async (dataset) => {
    const response = await get(`/api/v1/${dataset}.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="tahiti2027-${dataset}.csv"`);
    const text = await response.text();
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const rows = parseCsv(text, { columns: true }) as Record<string, string>[];
    const { data } = await json<Answer>(`/api/v1/${dataset}.json`);
    expect(rows).toHaveLength(data.length);
    rows.forEach((row, index) => {
      const expected = Object.fromEntries(
        Object.entries(data[index]!).flatMap(([field, value]): [string, string][] => {
          if (value === null) return Object.keys(row).filter((column) => column === field || column.startsWith(`${field}_`) && LOCALES.some((locale) => column === `${field}_${locale}`)).map((column) => [column, ""]);
          if (Array.isArray(value)) return [[field, value.join(" ")]];
          if (typeof value === "object") return LOCALES.map((locale) => [`${field}_${locale}`, (value as Record<string, string>)[locale] ?? ""]);
          return [[field, String(value)]];
        }),
      );
      // A cell that starts like a formula reads as text in a spreadsheet: the apostrophe before it is the only difference.
      expect(Object.fromEntries(Object.entries(row).map(([column, cell]) => [column, rearmedCell(cell)]))).toEqual(expected);
    });
  });

  it("disarm a cell a spreadsheet would run as a formula, with a leading apostrophe, as the staff's exports do", async () => {
    const [line] = await site.database.db
      .insert(sportsResults)
      .values({ sport: "golf", event: "@SUM(A1:A9)", athlete: '=HYPERLINK("https://evil.example","Tavita")', country: "TGA", result: "-3", medal: "silver", date: "2027-08-07" })
      .returning({ id: sportsResults.id });
    await site.settled();
    try {
      const rows = parseCsv(await (await get("/api/v1/results.csv?sport=golf")).text(), { columns: true }) as Record<string, string>[];
      expect(rows.find((row) => row.id === String(line!.id))).toMatchObject({ event: "'@SUM(A1:A9)", athlete: `'=HYPERLINK("https://evil.example","Tavita")`, mark: "'-3", delegation: "TGA", date: "2027-08-07" });
      // The JSON, for programs, keeps the values as they are.
      const { data } = await json<Answer>("/api/v1/results.json?sport=golf");
      expect(data.find((row) => row.id === line!.id)).toMatchObject({ event: "@SUM(A1:A9)", athlete: '=HYPERLINK("https://evil.example","Tavita")', mark: "-3" });
    } finally {
      await site.database.db.delete(sportsResults).where(eq(sportsResults.id, line!.id));
      await site.settled();
    }
  });
});

describe("headers", () => {
  it("tag each answer, answer 304 to a client that has it, and let any site read it, for a while", async () => {
    const first = await get("/api/v1/medals.json");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(first.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(first.headers.get("content-disposition")).toBe('inline; filename="tahiti2027-medals.json"');
    // Behind the gate, only the visitor's browser may keep it.
    expect(first.headers.get("cache-control")).toBe("private, max-age=30");
    for (let i = 0; i < 2; i++) {
      // From the page cache's copy: the tag the route gave (the route's own 304 is tested without the cache below).
      const again = await get("/api/v1/medals.json", { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("access-control-allow-origin")).toBe("*");
      expect(await again.text()).toBe("");
    }
    expect((await get("/api/v1/medals.json", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("answer HEAD with the headers alone, and a GET after it with the whole body", async () => {
    const head = await get("/api/v1/delegations.csv?head=1", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(await head.text()).toBe("");
    const body = await (await get("/api/v1/delegations.csv?head=1")).text();
    expect(body.startsWith("code,name_fr,")).toBe(true);
  });

  it("change the tag and the body once a result is saved: the stored copies are dropped", async () => {
    const before = await get("/api/v1/results.json?sport=weightlifting");
    const medalsBefore = await get("/api/v1/medals.csv");
    const etag = before.headers.get("etag")!;
    await before.text();
    await medalsBefore.text();
    const [line] = await site.database.db
      .insert(sportsResults)
      .values({ sport: "weightlifting", event: "-61 kg", athlete: "Demo Lifter Z", country: "TGA", result: "250 kg", medal: "gold", date: "2027-08-06" })
      .returning({ id: sportsResults.id });
    await site.settled();
    const after = await get("/api/v1/results.json?sport=weightlifting", { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const { data } = (await after.json()) as Answer;
    expect(data[0]).toMatchObject({ id: line!.id, athlete: "Demo Lifter Z", rank: 1, medal: "gold", session_id: null, event_code: null });
    const medals = await (await get("/api/v1/medals.csv")).text();
    expect(medals).not.toBe(await medalsBefore.text().catch(() => ""));
    expect(medals).toMatch(/\r\n\d+,TGA,Tonga,/);
  });
});

describe("methods and addresses", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH"])("refuses %s with 405 and Allow: GET, HEAD", async (method) => {
    const response = await fetch(site.url + "/api/v1/schedule.json", { method, headers: { cookie: site.gateCookie, "content-type": "application/json" }, body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toMatchObject({ error: "method-not-allowed" });
  });

  it("answers a browser's preflight for any site", async () => {
    const response = await fetch(site.url + "/api/v1/results.json", { method: "OPTIONS", headers: { origin: "https://media.example", "access-control-request-headers": "if-none-match" } });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    expect(response.headers.get("access-control-allow-headers")).toBe("If-None-Match");
  });

  it.each(["/api/v1/nothing.json", "/api/v1/schedule.xml", "/api/v1", "/api/v1/schedule.json/extra", "/api/v1/schedule.CSV", "/api/v1/schedule.Csv", "/api/v1/Schedule.csv", "/api/v1/RESULTS.JSON", "/api/v1/medals.json.csv", "/api/v1/delegations.csv.json", "/api/v1/OpenAPI.json", "/api/v1/schedule.csv/", "/api/v1/results.json/", "/api/v1/openapi.json/", "/api/v1/"])("answers %s with a JSON 404", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ error: "not-found", message: expect.stringContaining("/api/v1/openapi.json") });
  });

  it("keeps the data behind the gate: no cookie, no data", async () => {
    for (const path of ["/api/v1/schedule.json", "/api/v1/medals.csv", "/api/v1/openapi.json"]) {
      const response = await fetch(site.url + path);
      expect(response.status, path).toBe(401);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ error: "gate_locked" });
      expect(text).not.toContain("Demo");
    }
    const page = await fetch(site.url + "/api/v1/results.csv", { headers: { accept: "text/html" } });
    expect(await page.text()).not.toContain("Demo Athlete");
    // The gate's form, shown at the address a browser opened, still takes the password there.
    const unlocked = await fetch(site.url + "/api/v1/schedule.json?day=2027-08-02", {
      method: "POST",
      body: new URLSearchParams({ intent: "unlock-gate", password: TEST_GATE_PASSWORD }),
      redirect: "manual",
    });
    expect([unlocked.status, unlocked.headers.get("location")]).toEqual([303, "/api/v1/schedule.json?day=2027-08-02"]);
  });
});

describe("/open-data", () => {
  async function page(path: string): Promise<HTMLElement> {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return parse(await response.text());
  }

  it("answers in six languages, with its heading and title, and lists every endpoint of the OpenAPI document", async () => {
    const endpoints = Object.keys(document.paths).map((path) => `/api/v1${path}`);
    for (const lang of LOCALES) {
      const doc = await page(localizePath("/open-data", lang));
      const texts = initialPageTexts("openDataTexts", lang);
      expect(doc.querySelector("h1")?.text.trim()).toBe(texts.title);
      expect(doc.querySelector("title")?.text).toBe(texts.metaTitle);
      const listed = doc.querySelectorAll("a[data-endpoint]").map((link) => link.getAttribute("href"));
      expect(listed.sort()).toEqual([...endpoints].sort());
      expect(doc.querySelector('a[rel="license"]')?.getAttribute("href")).toMatch(/^https:\/\/creativecommons\.org\/licenses\/by\/4\.0\/deed\./);
      expect(doc.querySelector("[data-gate-note]")?.text.trim()).toBe(texts.gateNote);
      expect(doc.querySelector("[data-demo-note]")).not.toBeNull();
    }
  });

  it("says in six languages, as the OpenAPI document does, that a CSV cell starting like a formula gets an apostrophe", async () => {
    const messages = { fr, en, es, pt, zh, ja };
    for (const lang of LOCALES) {
      const paragraphs = (await page(localizePath("/open-data", lang))).querySelectorAll('section[aria-labelledby="formats"] p').map((p) => p.text);
      expect(paragraphs, lang).toContain(messages[lang].openData.csvFormulas);
    }
    expect(document.info.description).toContain(en.openData.csvFormulas);
  });

  it("lists each dataset's fields as the document has them, described in the visitor's language", async () => {
    const doc = await page("/en/open-data");
    const schedule = doc.querySelector('[data-dataset="schedule"]')!;
    const fields = schedule.querySelectorAll("[data-field]").map((field) => field.getAttribute("data-field"));
    const row = document.components.schemas.ScheduleSession as { properties: Record<string, unknown> };
    expect(fields).toEqual(Object.keys(row.properties));
    expect(schedule.querySelector('[data-field="starts_at"] dd')?.text).toBe("The start, in Tahiti time (UTC−10:00).");
    expect(schedule.querySelectorAll("[data-parameter]").map((parameter) => parameter.getAttribute("data-parameter"))).toEqual(["day", "sport", "venue", "delegation"]);
    expect(schedule.querySelectorAll("pre").map((pre) => pre.getAttribute("tabindex"))).toEqual(["0", "0", "0"]);
  });

  it("is linked from the footer, the media page and the sitemap", async () => {
    const home = await page("/ja");
    expect(home.querySelector('footer a[href="/ja/open-data"]')?.text).toBe("オープンデータ");
    expect((await page("/media")).querySelector('main a[href="/open-data"]')?.text).toContain("Données ouvertes");
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${publicUrl()}/open-data</loc>`);
    expect(sitemap).toContain(`<loc>${publicUrl()}/zh/open-data</loc>`);
  });
});

describe("once the gate is off, without the page cache", () => {
  let open: TestSite;
  beforeAll(async () => {
    open = await startTestSite({ GATE: "off", PAGE_CACHE: "off" });
  });
  afterAll(async () => {
    await open?.close();
  });

  it("is public data that a CDN may keep for a while, tagged and answered 304 by the route itself", async () => {
    const response = await fetch(open.url + "/api/v1/schedule.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=30");
    expect(response.headers.get("x-cache")).toBeNull();
    const etag = response.headers.get("etag")!;
    const again = await fetch(open.url + "/api/v1/schedule.json", { headers: { "if-none-match": etag } });
    expect([again.status, again.headers.get("etag"), again.headers.get("cache-control"), again.headers.get("access-control-allow-origin")]).toEqual([304, etag, "public, max-age=30", "*"]);
    const refused = await fetch(open.url + "/api/v1/schedule.json?day=tomorrow");
    expect([refused.status, refused.headers.get("cache-control")]).toEqual([400, "no-store"]);
  });

  it("says nothing of a password on its page", async () => {
    const doc = parse(await (await fetch(open.url + "/open-data")).text());
    expect(doc.querySelector("h1")).not.toBeNull();
    expect(doc.querySelector("[data-gate-note]")).toBeNull();
  });
});
