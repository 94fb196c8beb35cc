import { parse, type HTMLElement } from "node-html-parser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sportsResults } from "../../db/schema/index.ts";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { visibleText } from "../helpers/html.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// Issue 22, point 5: the medal table by gold or by total, per sport and per day, and the medallists
// list by day, sport and delegation, on the demo's fictional results (db/seed.ts DEMO_RESULTS).

let site: TestSite;
const get = (pathname: string) => fetch(site.url + pathname, { headers: { cookie: site.gateCookie }, redirect: "manual" });

async function page(pathname: string): Promise<HTMLElement> {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  return parse(await response.text());
}

const text = (element: HTMLElement | null | undefined) => visibleText(element?.innerHTML ?? "");
const flat = (value: string | undefined) => value?.replace(/\s+/gu, " ").trim();
/** Each delegation's row of the medal table: code, rank, gold, silver, bronze, total. */
const standings = (root: HTMLElement) => root.querySelectorAll("tbody tr[data-code]").map((row) => [row.getAttribute("data-code"), ...row.querySelectorAll("td").map((cell) => Number(text(cell)))]);
const totalsRow = (root: HTMLElement) => root.querySelectorAll("tfoot tr[data-totals] td").map((cell) => Number(text(cell)));
const caption = (root: HTMLElement) => flat(root.querySelector("table caption")?.text);
const robots = (root: HTMLElement) => root.querySelector('meta[name="robots"]')?.getAttribute("content");
const orderLink = (root: HTMLElement, order: string) => root.querySelector(`a[data-order=${order}]`)!;
const selected = (root: HTMLElement, name: string) => root.querySelector(`select[name=${name}] option[selected]`)?.getAttribute("value");

/** The medallists as listed: each day, each of its events (sport, event), each medal with its athlete and delegation code. */
function medallists(root: HTMLElement) {
  return root.querySelectorAll("section[data-day]").map((day) => [
    day.getAttribute("data-day"),
    day.querySelectorAll("tbody").map((event) => [
      flat(event.querySelector("th[scope=rowgroup]")?.text),
      event.querySelectorAll("tr[data-medallist]").map((row) => [row.querySelector("[data-medal-cell]")?.getAttribute("data-medal-cell"), flat(row.querySelector("th[scope=row]")?.text), row.querySelector("[data-country]")?.getAttribute("data-country")]),
    ]),
  ]);
}

// By gold (docs/FACTS.md): TAH 2-1-0, NCL 1-2-0, FIJ 1-0-2, SAM 1-0-1, PNG 0-1-2, NRU 0-1-0, COK 0-0-1.
const BY_GOLD = ["TAH", "NCL", "FIJ", "SAM", "PNG", "NRU", "COK"];

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe("/medals ordered by total", () => {
  it("puts the most medals first, then gold, silver, bronze, and says so in its caption and title", async () => {
    const root = await page("/medals?order=total");
    expect(standings(root)).toEqual([
      ["TAH", 1, 2, 1, 0, 3],
      ["NCL", 2, 1, 2, 0, 3],
      ["FIJ", 3, 1, 0, 2, 3],
      ["PNG", 4, 0, 1, 2, 3],
      ["SAM", 5, 1, 0, 1, 2],
      ["NRU", 6, 0, 1, 0, 1],
      ["COK", 7, 0, 0, 1, 1],
    ]);
    expect(caption(root)).toBe("Tableau des médailles — classé par total, puis or, argent et bronze");
    expect(root.querySelector("title")?.text).toBe("Tableau des médailles — classé par total, puis or, argent et bronze — Tahiti 2027");
    expect(robots(root)).toBe("noindex");
    expect(orderLink(root, "total").getAttribute("aria-current")).toBe("page");
    expect(orderLink(root, "gold").getAttribute("aria-current")).toBeUndefined();
    expect(orderLink(root, "gold").getAttribute("href")).toBe("/medals");
    // The sport and day form keeps the order chosen.
    expect(root.querySelector('form[method=get] input[type=hidden][name=order]')?.getAttribute("value")).toBe("total");
  });

  it("stays by gold by default, as the plain table's one URL", async () => {
    const root = await page("/medals");
    expect(standings(root).map(([code]) => code)).toEqual(BY_GOLD);
    expect(caption(root)).toBe("Tableau des médailles — classé par or, puis argent, puis bronze");
    expect(root.querySelector("title")?.text).toBe("Tableau des médailles — Tahiti 2027");
    expect(robots(root)).toBeUndefined();
    expect(orderLink(root, "gold").getAttribute("aria-current")).toBe("page");
    expect(orderLink(root, "total").getAttribute("href")).toBe("/medals?order=total");
    expect(root.querySelector("nav[aria-labelledby=medals-order-label]")).not.toBeNull();
    expect(text(root.querySelector("#medals-order-label"))).toBe("Classer par");
  });
});

describe("/medals per sport and per day", () => {
  it("counts only judo's medals, its two bronzes sharing the third place", async () => {
    const root = await page("/medals?sport=judo");
    expect(standings(root)).toEqual([
      ["TAH", 1, 1, 0, 0, 1],
      ["NCL", 2, 0, 1, 0, 1],
      ["FIJ", 3, 0, 0, 1, 1],
      ["PNG", 3, 0, 0, 1, 1],
    ]);
    expect(totalsRow(root)).toEqual([1, 1, 2, 4]);
    expect(caption(root)).toBe("Tableau des médailles — Judo — classé par or, puis argent, puis bronze");
    expect(selected(root, "sport")).toBe("judo");
    expect(root.querySelector('svg[data-pictogram="judo"]')).not.toBeNull();
    expect(orderLink(root, "total").getAttribute("href")).toBe("/medals?sport=judo&order=total");
    expect(root.querySelector("a[data-medallists-link]")?.getAttribute("href")).toBe("/medals/medallists?sport=judo");
  });

  it("counts only the medals won on one Tahiti day, ties listed by code", async () => {
    // 5 August: va'a (TAH, NCL, COK) and weightlifting (SAM, NRU, PNG).
    const root = await page("/medals?day=2027-08-05");
    expect(standings(root)).toEqual([
      ["SAM", 1, 1, 0, 0, 1],
      ["TAH", 1, 1, 0, 0, 1],
      ["NCL", 3, 0, 1, 0, 1],
      ["NRU", 3, 0, 1, 0, 1],
      ["COK", 5, 0, 0, 1, 1],
      ["PNG", 5, 0, 0, 1, 1],
    ]);
    expect(caption(root)).toBe("Tableau des médailles — jeudi 5 août 2027 — classé par or, puis argent, puis bronze");
    expect(selected(root, "day")).toBe("2027-08-05");
    const sportAndDayByTotal = await page("/medals?sport=judo&day=2027-08-04&order=total");
    expect(standings(sportAndDayByTotal).map(([code]) => code)).toEqual(["TAH", "NCL", "FIJ", "PNG"]);
    expect(standings(await page("/medals?sport=judo&day=2027-08-05"))).toEqual([]);
  });

  it("offers every Games day, and says so when a view has no medal yet", async () => {
    const root = await page("/medals?day=2027-08-10&order=total");
    expect(root.querySelectorAll("select[name=day] option").map((option) => option.getAttribute("value"))).toEqual(["", ...Array.from({ length: 15 }, (_, i) => `2027-08-${String(i + 1).padStart(2, "0")}`)]);
    expect(root.querySelector("table")).toBeNull();
    expect(text(root.querySelector("[data-empty-view]"))).toBe("Aucune médaille ne correspond à cette vue pour l'instant.");
    expect(root.querySelector('form[method=get] a[href="/medals?order=total"]')).not.toBeNull();
  });

  it("drops what it does not know, silently, and never fails on hostile input", async () => {
    for (const query of ["sport=quidditch&day=2031-01-01&order=silver", "day=2027-02-30&order=TOTAL", "sport=JUDO&day=2027-8-5&order[]=total", `sport=${"x".repeat(5000)}&day=${"9".repeat(500)}`]) {
      const root = await page(`/medals?${query}`);
      expect(standings(root).map(([code]) => code), query).toEqual(BY_GOLD);
      expect(selected(root, "sport"), query).toBe("");
      expect(selected(root, "day"), query).toBe("");
    }
    // A control character or a broken escape is refused before any page (server/request-target.ts).
    for (const path of ["/medals?sport=%00", "/medals/medallists?delegation=%ff"]) expect((await get(path)).status, path).toBe(400);
  });

  it("is a view in every language, its controls labelled", async () => {
    const root = await page("/en/medals?sport=judo&order=total");
    expect(caption(root)).toBe("Medal table — Judo — ordered by total, then gold, silver and bronze");
    expect(orderLink(root, "gold").getAttribute("href")).toBe("/en/medals?sport=judo");
    const form = root.querySelector("form[method=get]")!;
    expect(form.getAttribute("action")).toBe("/en/medals");
    expect(form.getAttribute("aria-label")).toBe("Filter the medal table");
    for (const name of ["sport", "day"]) {
      const id = form.querySelector(`select[name=${name}]`)!.getAttribute("id");
      expect(text(form.querySelector(`label[for=${id}]`)), name).not.toBe("");
    }
    expect(text((await page("/ja/medals?day=2027-08-05")).querySelector("table caption"))).toBe("メダル獲得数 — 2027年8月5日木曜日 — 金、銀、銅の順で順位付け");
  });
});

describe("/medals/medallists", () => {
  it("has its own words, title and h1 in the six languages", async () => {
    for (const lang of LOCALES) {
      const texts = initialPageTexts("medallistsTexts", lang);
      const root = await page(localizePath("/medals/medallists", lang));
      expect(flat(root.querySelector("h1")?.text), lang).toBe(texts.title);
      expect(root.querySelector("title")?.text, lang).toBe(texts.metaTitle);
      expect(root.querySelector('meta[name="description"]')?.getAttribute("content"), lang).toBe(texts.metaDescription);
      expect(root.querySelector("[data-testid=demo-results-notice]"), lang).not.toBeNull();
    }
  });

  it("lists every medal by day, newest first, each event gold, silver, then both bronzes", async () => {
    const root = await page("/medals/medallists");
    expect(text(root.querySelector('[role="status"]'))).toBe("16 médailles");
    expect(medallists(root)).toEqual([
      ["2027-08-05", [
        ["Va'a V6 500 m", [["gold", "Demo Crew Tahiti", "TAH"], ["silver", "Demo Crew New Caledonia", "NCL"], ["bronze", "Demo Crew Cook Islands", "COK"]]],
        ["Haltérophilie 73 kg", [["gold", "Demo Lifter A", "SAM"], ["silver", "Demo Lifter B", "NRU"], ["bronze", "Demo Lifter C", "PNG"]]],
      ]],
      ["2027-08-04", [["Judo -73 kg", [["gold", "Demo Judoka A", "TAH"], ["silver", "Demo Judoka B", "NCL"], ["bronze", "Demo Judoka C", "FIJ"], ["bronze", "Demo Judoka D", "PNG"]]]]],
      ["2027-08-03", [["Natation 100 m freestyle", [["gold", "Demo Swimmer A", "NCL"], ["silver", "Demo Swimmer B", "TAH"], ["bronze", "Demo Swimmer C", "FIJ"]]]]],
      ["2027-08-02", [["Athlétisme 100 m", [["gold", "Demo Athlete A", "FIJ"], ["silver", "Demo Athlete B", "PNG"], ["bronze", "Demo Athlete C", "SAM"]]]]],
    ]);
    // The fourth of the 100 m has no medal: not a medallist.
    expect(root.innerHTML).not.toContain("Demo Athlete D");
    const day = root.querySelector("section[data-day='2027-08-04']")!;
    expect(text(day.querySelector("h2"))).toBe("mercredi 4 août 2027");
    expect(day.querySelector("h2 time")?.getAttribute("datetime")).toBe("2027-08-04");
    expect(caption(day)).toBe("Médaillés du mercredi 4 août 2027, épreuve par épreuve, de l'or au bronze");
    expect(day.querySelectorAll("thead th").map((th) => th.getAttribute("scope"))).toEqual(["col", "col", "col"]);
    expect(day.querySelector('th[scope=rowgroup] svg[data-pictogram="judo"]')?.getAttribute("aria-hidden")).toBe("true");
    const first = day.querySelector("tr[data-medallist]")!;
    expect(first.querySelector("[data-country] a")?.getAttribute("href")).toBe("/countries/tah");
    expect(first.querySelector('[data-country] img[data-flag="TAH"]')?.getAttribute("alt")).toBe("");
    // The name, and on a phone its code (the name still read).
    expect(flat(first.querySelector("[data-country] a")?.text)).toBe("Tahiti TAH");
    expect(robots(root)).toBeUndefined();
  });

  it("filters by delegation, sport and day in the URL, with a labelled GET form", async () => {
    const tahiti = await page("/medals/medallists?delegation=tah");
    expect(medallists(tahiti).map(([day, events]) => [day, (events as [string, string[][]][]).flatMap(([, lines]) => lines.map(([medal, athlete]) => `${medal} ${athlete}`))])).toEqual([
      ["2027-08-05", ["gold Demo Crew Tahiti"]],
      ["2027-08-04", ["gold Demo Judoka A"]],
      ["2027-08-03", ["silver Demo Swimmer B"]],
    ]);
    expect(text(tahiti.querySelector('[role="status"]'))).toBe("3 médailles");
    expect(selected(tahiti, "delegation")).toBe("TAH");
    expect(robots(tahiti)).toBe("noindex");

    const judo = await page("/medals/medallists?sport=judo&day=2027-08-04");
    expect(medallists(judo)[0]![1]).toEqual([["Judo -73 kg", [["gold", "Demo Judoka A", "TAH"], ["silver", "Demo Judoka B", "NCL"], ["bronze", "Demo Judoka C", "FIJ"], ["bronze", "Demo Judoka D", "PNG"]]]]);
    expect(medallists(await page("/medals/medallists?day=2027-08-02")).map(([day]) => day)).toEqual(["2027-08-02"]);
    const form = judo.querySelector("form[method=get]")!;
    expect(form.getAttribute("action")).toBe("/medals/medallists");
    expect(form.getAttribute("aria-label")).toBe("Filtrer les médaillés");
    for (const name of ["day", "sport", "delegation"]) {
      const id = form.querySelector(`select[name=${name}]`)!.getAttribute("id");
      expect(text(form.querySelector(`label[for=${id}]`)), name).not.toBe("");
    }
    expect(judo.querySelector('a[href="/medals?sport=judo&day=2027-08-04"]')).not.toBeNull();

    const none = await page("/medals/medallists?sport=sailing");
    expect(medallists(none)).toEqual([]);
    expect(text(none.querySelector('[role="status"]'))).toBe("Aucune médaille ne correspond à ces filtres.");
    const unknown = await page("/medals/medallists?delegation=XYZ&sport=quidditch&day=1999-01-01");
    expect(text(unknown.querySelector('[role="status"]'))).toBe("16 médailles");
    expect(robots(unknown)).toBeUndefined();
  });

  it("shows a result as soon as it is saved, on the list and the table's views", async () => {
    expect(standings(await page("/medals?sport=boxing"))).toEqual([]);
    await site.database.db.insert(sportsResults).values([
      { sport: "boxing", event: "-60 kg", athlete: "Demo Boxer B", country: "KIR", result: "SF", medal: "bronze", date: "2027-08-06" },
      { sport: "boxing", event: "-60 kg", athlete: "Demo Boxer G", country: "TGA", result: "F", medal: "gold", date: "2027-08-06" },
    ]);
    await site.settled();
    try {
      const list = await page("/medals/medallists");
      expect(medallists(list)[0]).toEqual(["2027-08-06", [["Boxe -60 kg", [["gold", "Demo Boxer G", "TGA"], ["bronze", "Demo Boxer B", "KIR"]]]]]);
      expect(standings(await page("/medals?sport=boxing"))).toEqual([["TGA", 1, 1, 0, 0, 1], ["KIR", 2, 0, 0, 1, 1]]);
      expect(standings(await page("/medals?order=total")).slice(0, 4).map(([code]) => code)).toEqual(["TAH", "NCL", "FIJ", "PNG"]);
    } finally {
      await site.database.db.delete(sportsResults).where(eq(sportsResults.sport, "boxing"));
      await site.settled();
    }
    expect(medallists(await page("/medals/medallists"))[0]![0]).toBe("2027-08-05");
  });

  it("is linked from the medal table and from each delegation's page", async () => {
    expect((await page("/medals")).querySelector("a[data-medallists-link]")?.getAttribute("href")).toBe("/medals/medallists");
    const fiji = await page("/countries/fij");
    const link = fiji.querySelector("a[data-medallists-link]")!;
    expect(link.getAttribute("href")).toBe("/medals/medallists?delegation=FIJ");
    expect(flat(link.text)).toBe("Fidji : les médaillés");
    const english = (await page("/en/countries/fij")).querySelector("a[data-medallists-link]")!;
    expect([english.getAttribute("href"), flat(english.text)]).toEqual(["/en/medals/medallists?delegation=FIJ", "Medallists of Fiji"]);
    const listed = await page(fiji.querySelector("a[data-medallists-link]")!.getAttribute("href")!);
    expect(medallists(listed).flatMap(([, events]) => (events as [string, string[][]][]).flatMap(([, lines]) => lines.map((line) => line[2])))).toEqual(["FIJ", "FIJ", "FIJ"]);
  });
});
