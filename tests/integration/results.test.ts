import { parse, type HTMLElement } from "node-html-parser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sportsResults } from "../../db/schema/index.ts";
import { attribute, visibleText } from "../helpers/html.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
const get = (pathname: string) => fetch(site.url + pathname, { headers: { cookie: site.gateCookie }, redirect: "manual" });

async function page(pathname: string): Promise<{ html: string; root: HTMLElement }> {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  const html = await response.text();
  return { html, root: parse(html) };
}

const text = (element: HTMLElement | null | undefined) => visibleText(element?.innerHTML ?? "");
/** What a desktop reader hears: the medal table's phone-only short forms (hidden from sm up) left out. */
function desktopText(element: HTMLElement) {
  const copy = parse(element.outerHTML);
  const phoneOnly = copy.querySelectorAll("*").filter((el) => el.getAttribute("aria-hidden") === "true" || el.classList.contains("sm:hidden"));
  for (const element of phoneOnly) element.remove();
  return text(copy);
}
const cells = (row: HTMLElement) => row.querySelectorAll("td").map((cell) => text(cell));
const resultRows = (root: HTMLElement) => root.querySelectorAll("tr[data-result]");
const athletes = (root: HTMLElement) => resultRows(root).map((row) => cells(row)[4]);

/** Each delegation's row of the medal table: code, rank, gold, silver, bronze, total. */
function standings(root: HTMLElement) {
  return root.querySelectorAll("tbody tr[data-code]").map((row) => [row.getAttribute("data-code"), ...cells(row).map(Number)]);
}
const totalsRow = (root: HTMLElement) => cells(root.querySelector("tfoot tr[data-totals]")!).map(Number);

// Worked out by hand from db/seed.ts DEMO_RESULTS: newest day first, the day's events by sport then
// event, each event gold, silver, bronze (judo's two bronzes), then the rest.
const SEEDED_IN_ORDER = [
  "Demo Crew Tahiti", "Demo Crew New Caledonia", "Demo Crew Cook Islands",
  "Demo Lifter A", "Demo Lifter B", "Demo Lifter C",
  "Demo Judoka A", "Demo Judoka B", "Demo Judoka C", "Demo Judoka D",
  "Demo Swimmer A", "Demo Swimmer B", "Demo Swimmer C",
  "Demo Athlete A", "Demo Athlete B", "Demo Athlete C", "Demo Athlete D",
];
// The demo's results are their finals' ranked lists: the 100 m's fourth is ranked too.
const SEEDED_RANKS = ["1", "2", "3", "1", "2", "3", "1", "2", "3", "3", "1", "2", "3", "1", "2", "3", "4"];

// TAH: judo and va'a gold, swimming silver. NCL: swimming gold, judo and va'a silver. FIJ: 100 m gold,
// swimming and judo bronze. SAM: weightlifting gold, 100 m bronze. PNG: 100 m silver, judo and
// weightlifting bronze. NRU: weightlifting silver. COK: va'a bronze. Judo gives two bronzes.
const SEEDED_TABLE = [
  ["TAH", 1, 2, 1, 0, 3],
  ["NCL", 2, 1, 2, 0, 3],
  ["FIJ", 3, 1, 0, 2, 3],
  ["SAM", 4, 1, 0, 1, 2],
  ["PNG", 5, 0, 1, 2, 3],
  ["NRU", 6, 0, 1, 0, 1],
  ["COK", 7, 0, 0, 1, 1],
];

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe("/results", () => {
  it("lists every seeded result by event, each in podium order, with translated sports, delegations and medals", async () => {
    const { html, root } = await page("/results");
    expect(html).toContain("<title>Résultats — Tahiti 2027</title>");
    expect(text(root.querySelector("h1"))).toBe("Résultats");
    expect(athletes(root)).toEqual(SEEDED_IN_ORDER);
    expect(text(root.querySelector('[role="status"]'))).toBe("17 résultats");
    const first = cells(resultRows(root)[0]!);
    expect([first[0], ...first.slice(2)]).toEqual(["1", "Va'a", "V6 500 m hommes", "Demo Crew Tahiti", "Tahiti", "2:01.40", "Or"]);
    expect(resultRows(root)[0]!.querySelector("time")?.getAttribute("datetime")).toBe("2027-08-05");
    expect(resultRows(root)[0]!.querySelector("td[data-country] a")?.getAttribute("href")).toBe("/countries/tah");
    expect(resultRows(root)[0]!.querySelector('td[data-country] img[data-flag="TAH"]')?.getAttribute("alt")).toBe("");
    expect(resultRows(root)[0]!.querySelector('td svg[data-pictogram="vaa"]')?.getAttribute("aria-hidden")).toBe("true");
    const lifterC = cells(resultRows(root)[5]!);
    expect([lifterC[0], lifterC[4], lifterC[5], lifterC[7]]).toEqual(["3", "Demo Lifter C", "Papouasie-Nouvelle-Guinée", "Bronze"]);
    const lifterA = resultRows(root)[3]!;
    expect(cells(lifterA)[7]).toBe("Or");
    expect(lifterA.querySelector('[data-medal="gold"] [aria-hidden="true"]')?.getAttribute("class")).toContain("bg-");
    const noMedal = resultRows(root)[16]!;
    expect(cells(noMedal)[4]).toBe("Demo Athlete D");
    expect(cells(noMedal)[7]).toBe("— Aucune médaille");
    expect(noMedal.querySelector("[data-medal]")).toBeNull();
    expect(root.querySelectorAll("thead th[scope=col]").map((th) => text(th))).toEqual(["Rang", "Date", "Sport", "Épreuve", "Athlète", "Délégation", "Résultat", "Médaille"]);
    expect(text(root.querySelector("caption"))).toBe("Résultats par épreuve, du jour le plus récent au plus ancien, dans l'ordre du classement");
    expect(root.querySelector('a[href="/medals"]')).not.toBeNull();
  });

  it("ranks each event's rows by medal, both judo bronzes third, the rest unranked, whatever order they were recorded in", async () => {
    const { root } = await page("/results");
    expect(resultRows(root).map((row) => cells(row)[0])).toEqual(SEEDED_RANKS);
    expect(resultRows(root).map((row) => cells(row)[7])).toEqual(
      SEEDED_RANKS.map((rank) => ({ "1": "Or", "2": "Argent", "3": "Bronze" })[rank] ?? "— Aucune médaille"),
    );
    // An event recorded from the bottom up, the last place first: still read from the top.
    await site.database.db.insert(sportsResults).values([
      { sport: "boxing", event: "-60 kg", athlete: "Demo Boxer Q", country: "TGA", result: "QF", medal: null, date: "2027-08-06" },
      { sport: "boxing", event: "-60 kg", athlete: "Demo Boxer B2", country: "VAN", result: "SF", medal: "bronze", date: "2027-08-06" },
      { sport: "boxing", event: "-60 kg", athlete: "Demo Boxer S", country: "SOL", result: "F", medal: "silver", date: "2027-08-06" },
      { sport: "boxing", event: "-60 kg", athlete: "Demo Boxer B1", country: "KIR", result: "SF", medal: "bronze", date: "2027-08-06" },
      { sport: "boxing", event: "-60 kg", athlete: "Demo Boxer G", country: "ASA", result: "F", medal: "gold", date: "2027-08-06" },
    ]);
    await site.settled();
    const boxing = (await page("/results?sport=boxing")).root;
    expect(resultRows(boxing).map((row) => [cells(row)[0], cells(row)[4]])).toEqual([
      ["1", "Demo Boxer G"],
      ["2", "Demo Boxer S"],
      ["3", "Demo Boxer B2"],
      ["3", "Demo Boxer B1"],
      ["— Rang non communiqué", "Demo Boxer Q"],
    ]);
    expect(athletes((await page("/results")).root).slice(0, 5)).toEqual(["Demo Boxer G", "Demo Boxer S", "Demo Boxer B2", "Demo Boxer B1", "Demo Boxer Q"]);
    await site.database.db.delete(sportsResults).where(eq(sportsResults.sport, "boxing"));
    await site.settled();
  });

  it("has a GET form with labelled sport and delegation selects and a date input", async () => {
    const { root } = await page("/results?sport=judo&country=fij&date=2027-08-04");
    const form = root.querySelector("form[method=get]")!;
    expect(form.getAttribute("action")).toBe("/results");
    for (const name of ["sport", "country", "date"]) {
      const control = form.querySelector(`[name=${name}]`)!;
      expect(text(form.querySelector(`label[for=${control.getAttribute("id")}]`)).length, name).toBeGreaterThan(0);
    }
    const sports = form.querySelectorAll("select[name=sport] option");
    expect(sports).toHaveLength(25);
    expect(text(sports[0])).toBe("Tous les sports");
    expect(form.querySelector("select[name=sport] option[selected]")?.getAttribute("value")).toBe("judo");
    const countries = form.querySelectorAll("select[name=country] option");
    expect(countries).toHaveLength(25);
    expect(form.querySelector("select[name=country] option[selected]")?.getAttribute("value")).toBe("FIJ");
    expect(text(form.querySelector('select[name=country] option[value="FIJ"]'))).toBe("Fidji");
    expect(form.querySelector("input[name=date]")?.getAttribute("type")).toBe("date");
    expect(form.querySelector("input[name=date]")?.getAttribute("value")).toBe("2027-08-04");
    expect(form.querySelector("button[type=submit]")).not.toBeNull();
  });

  it("filters by sport, by delegation (any case), by date and by all three together", async () => {
    const judo = (await page("/results?sport=judo")).root;
    expect(athletes(judo)).toEqual(["Demo Judoka A", "Demo Judoka B", "Demo Judoka C", "Demo Judoka D"]);
    expect(resultRows(judo).every((row) => cells(row)[2] === "Judo")).toBe(true);
    const fiji = (await page("/results?country=fij")).root;
    expect(athletes(fiji)).toEqual(["Demo Judoka C", "Demo Swimmer C", "Demo Athlete A"]);
    expect(text(fiji.querySelector('[role="status"]'))).toBe("3 résultats");
    const day = (await page("/results?date=2027-08-03")).root;
    expect(athletes(day)).toEqual(["Demo Swimmer A", "Demo Swimmer B", "Demo Swimmer C"]);
    expect(athletes((await page("/results?sport=judo&country=PNG&date=2027-08-04")).root)).toEqual(["Demo Judoka D"]);
    expect(athletes((await page("/results?sport=judo&country=PNG&date=2027-08-05")).root)).toEqual([]);
  });

  it("says when nothing matches, with a link to clear the filters", async () => {
    const { html, root } = await page("/results?sport=golf");
    expect(resultRows(root)).toHaveLength(0);
    expect(root.querySelector("table")).toBeNull();
    expect(visibleText(html)).toContain("Aucun résultat ne correspond à ces filtres.");
    expect(text(root.querySelector('form a[href="/results"]'))).toBe("Effacer les filtres");
  });

  it.each([
    "/results?sport=quidditch&country=XYZ&date=2027-02-30&page=abc",
    "/results?date=04%2F08%2F2027&country=%C3%A9&sport[]=judo",
    "/results?page=-1&page=2&sport=",
  ])("ignores unusable parameters: %s", async (pathname) => {
    expect(athletes((await page(pathname)).root)).toEqual(SEEDED_IN_ORDER);
  });

  it("refuses a control character in a filter with 400 and says why", async () => {
    const response = await get("/results?country=%00");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("La requête contient des caractères de contrôle, qui ne sont pas acceptés.");
  });

  it("answers 404 for a page beyond the last one", async () => {
    expect((await get("/results?page=2")).status).toBe(404);
  });

  it("is translated into Japanese", async () => {
    const { html, root } = await page("/ja/results?country=sam");
    expect(attribute(html, /<html[^>]*>/, "lang")).toBe("ja");
    expect(html).toContain("<title>競技結果 — Tahiti 2027</title>");
    expect(text(root.querySelector("h1"))).toBe("競技結果");
    const rows = resultRows(root).map(cells);
    expect(rows.map((row) => [row[0], row[1], row[2], row[7]])).toEqual([
      ["1", "2027/08/05", "ウエイトリフティング", "金"],
      ["3", "2027/08/02", "陸上競技", "銅"],
    ]);
    // A line of a scheduled session is named by its event, in the visitor's language.
    const vaa = resultRows((await page("/ja/results?sport=vaa")).root)[0]!;
    expect(cells(vaa)[3]).toBe("男子V6 500m");
    expect(vaa.querySelectorAll("td")[3]?.getAttribute("lang")).toBeUndefined();
    expect(root.querySelector("form[method=get]")?.getAttribute("action")).toBe("/ja/results");
    expect(text(root.querySelector("label[for=results-country]"))).toBe("選手団");
    expect(root.querySelector('a[href="/ja/medals"]')).not.toBeNull();
  });

  it("pages the list 50 results at a time, keeping the filters in the page links", async () => {
    await site.database.db.insert(sportsResults).values(
      Array.from({ length: 51 }, (_, index) => ({ sport: "golf", event: "Stroke play", athlete: `Demo Golfer ${index + 1}`, country: "TKL", result: `${70 + (index % 5)}`, medal: null, date: "2027-08-01" })),
    );
    await site.settled();
    const first = (await page("/results")).root;
    expect(resultRows(first)).toHaveLength(50);
    expect(athletes(first).slice(0, 17)).toEqual(SEEDED_IN_ORDER);
    // The golf event is unranked: its rows keep the order they were recorded in, across pages.
    expect(athletes(first).slice(17)).toEqual(Array.from({ length: 33 }, (_, index) => `Demo Golfer ${index + 1}`));
    expect(first.querySelector('nav a[href="/results?page=2"]')).not.toBeNull();
    const second = (await page("/results?page=2")).root;
    expect(athletes(second)).toEqual(Array.from({ length: 18 }, (_, index) => `Demo Golfer ${34 + index}`));
    expect(text(second.querySelector('[role="status"]'))).toBe("68 résultats");
    expect((await get("/results?page=3")).status).toBe(404);
    const golf = (await page("/results?sport=golf")).root;
    expect(golf.querySelector('nav a[href="/results?sport=golf&page=2"]')).not.toBeNull();
  });
});

describe("/medals", () => {
  it("ranks the seeded delegations by gold, silver then bronze, with a totals row", async () => {
    const { html, root } = await page("/medals");
    expect(html).toContain("<title>Tableau des médailles — Tahiti 2027</title>");
    expect(text(root.querySelector("h1"))).toBe("Tableau des médailles");
    expect(standings(root)).toEqual(SEEDED_TABLE);
    expect(totalsRow(root)).toEqual([5, 5, 6, 16]);
    expect(text(root.querySelector("tfoot th[scope=row]"))).toBe("Total des médailles");
  });

  it("is an accessible table whose delegation names link to their pages", async () => {
    const { root } = await page("/medals");
    const table = root.querySelector("table")!;
    expect(text(table.querySelector("caption"))).toBe("Tableau des médailles — classé par or, puis argent, puis bronze");
    expect(table.querySelectorAll("thead th[scope=col]").map(desktopText)).toEqual(["Rang", "Délégation", "Or", "Argent", "Bronze", "Total"]);
    const fiji = table.querySelector('tr[data-code="FIJ"] th[scope=row]')!;
    expect(fiji.querySelector("a")?.getAttribute("href")).toBe("/countries/fij");
    expect(desktopText(fiji)).toBe("Fidji");
    expect(fiji.querySelector('img[data-flag="FIJ"]')?.getAttribute("alt")).toBe("");
    expect(table.querySelectorAll("tbody th[scope=row] a")).toHaveLength(SEEDED_TABLE.length);
    expect(root.querySelector('a[href="/results"]')).not.toBeNull();
  });

  it("is translated into Japanese", async () => {
    const { html, root } = await page("/ja/medals");
    expect(attribute(html, /<html[^>]*>/, "lang")).toBe("ja");
    expect(html).toContain("<title>メダル獲得数 — Tahiti 2027</title>");
    expect(root.querySelectorAll("thead th[scope=col]").map(desktopText)).toEqual(["順位", "選手団", "金", "銀", "銅", "合計"]);
    const fiji = root.querySelector('tr[data-code="FIJ"] th[scope=row] a')!;
    expect(desktopText(fiji)).toBe("フィジー");
    expect(fiji.getAttribute("href")).toBe("/ja/countries/fij");
    expect(standings(root)).toEqual(SEEDED_TABLE);
  });

  it("follows the results table: a new medal can make two delegations share a rank", async () => {
    await site.database.db.insert(sportsResults).values([
      { sport: "athletics", event: "Long jump", athlete: "Demo Jumper A", country: "SAM", result: "7.52 m", medal: "bronze", date: "2027-08-06" },
      { sport: "athletics", event: "Long jump", athlete: "Demo Jumper B", country: "WLF", result: "7.10 m", medal: null, date: "2027-08-06" },
    ]);
    await site.settled();
    const { root } = await page("/medals");
    expect(standings(root)).toEqual([
      ["TAH", 1, 2, 1, 0, 3],
      ["NCL", 2, 1, 2, 0, 3],
      ["FIJ", 3, 1, 0, 2, 3],
      ["SAM", 3, 1, 0, 2, 3],
      ["PNG", 5, 0, 1, 2, 3],
      ["NRU", 6, 0, 1, 0, 1],
      ["COK", 7, 0, 0, 1, 1],
    ]);
    expect(totalsRow(root)).toEqual([5, 5, 7, 17]);
    expect(athletes((await page("/results?country=wlf")).root)).toEqual(["Demo Jumper B"]);
  });
});

describe("/countries/{code}", () => {
  it("links to all the delegation's results", async () => {
    const fr = (await page("/countries/fij")).root.querySelector('a[href="/results?country=FIJ"]');
    expect(text(fr)).toBe("Tous les résultats de cette délégation");
    const ja = (await page("/ja/countries/fij")).root.querySelector('a[href="/ja/results?country=FIJ"]');
    expect(text(ja)).toBe("この選手団のすべての結果");
  });
});
