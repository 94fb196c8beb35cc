import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sportsResults } from "../../db/schema/index.ts";
import { INITIAL_DELEGATIONS } from "../helpers/initial-content.ts";
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

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe("/countries", () => {
  it("shows one card per delegation, each with its flag, name and code, linking to its page", async () => {
    const { root } = await page("/countries");
    const cards = root.querySelectorAll("article[data-code]");
    expect(cards.map((card) => card.getAttribute("data-code")).sort()).toEqual(INITIAL_DELEGATIONS.map(({ code }) => code).sort());
    for (const card of cards) {
      const code = card.getAttribute("data-code")!;
      expect(card.querySelector("h3 a")?.getAttribute("href")).toBe(`/countries/${code.toLowerCase()}`);
      expect(text(card.querySelector("h3"))).toBe(INITIAL_DELEGATIONS.find((delegation) => delegation.code === code)?.name.fr);
      expect(text(card)).toContain(code);
      // The name is beside the flag, so the image itself is decoration; its box is sized before it loads.
      const flag = card.querySelector(`img[data-flag="${code}"]`);
      expect(flag?.getAttribute("alt"), code).toBe("");
      expect([flag?.getAttribute("width"), flag?.getAttribute("height")], code).toEqual(["48", "36"]);
    }
    expect(text(root.querySelector('article[data-code="FIJ"]'))).toContain("Fidji");
    expect(root.querySelector('article[data-code="TAH"] img')?.getAttribute("src")).toMatch(/^\/assets\/pf-[\w-]+\.svg$/);
    expect(root.querySelector('article[data-code="TKL"] img')?.getAttribute("src")).toMatch(/^\/assets\/tk-[\w-]+\.svg$/);
  });

  it("serves each flag as a cached SVG file", async () => {
    const { root } = await page("/countries");
    const sources = new Set(root.querySelectorAll("img[data-flag]").map((img) => img.getAttribute("src")!));
    expect(sources.size).toBe(INITIAL_DELEGATIONS.length);
    for (const source of sources) {
      const response = await get(source);
      expect(response.status, source).toBe(200);
      expect(response.headers.get("content-type"), source).toContain("image/svg+xml");
      expect(response.headers.get("cache-control"), source).toContain("immutable");
      expect(await response.text(), source).toContain("<svg");
    }
  });

  it("badges the host, Tahiti, and no other delegation", async () => {
    const { root } = await page("/countries");
    const withBadge = root.querySelectorAll("article[data-code]").filter((card) => text(card).includes("Hôte des Jeux"));
    expect(withBadge.map((card) => card.getAttribute("data-code"))).toEqual(["TAH"]);
    expect(root.querySelector("article[data-code]")?.getAttribute("data-code")).toBe("TAH");
  });

  it("draws the Pacific as an inline SVG with a text alternative and one marker per delegation", async () => {
    const { root } = await page("/countries");
    const map = root.querySelector('svg[role="group"][data-testid="pacific-map"]');
    expect(map).not.toBeNull();
    expect(map!.getAttribute("aria-label")).toContain("24 délégations");
    const markers = map!.querySelectorAll("[data-marker]");
    expect(markers).toHaveLength(24);
    expect(map!.querySelectorAll("[data-host]").map((m) => m.getAttribute("data-marker"))).toEqual(["TAH"]);
    expect(map!.querySelectorAll("path").length).toBeGreaterThan(0);
    // Fiji lies west of the antimeridian and Tahiti east of it: the map must not split the Pacific.
    const x = (code: string) => Number(map!.querySelector(`[data-marker="${code}"] circle`)!.getAttribute("cx"));
    expect(x("PLW")).toBeLessThan(x("FIJ"));
    expect(x("FIJ")).toBeLessThan(x("SAM"));
    expect(x("SAM")).toBeLessThan(x("TAH"));
    // Each marker is a link to the delegation's page, named with the code it shows, then the delegation's name.
    const fiji = map!.querySelector('[data-marker="FIJ"]')!;
    expect(fiji.tagName).toBe("A");
    expect(fiji.getAttribute("href")).toBe("/countries/fij");
    expect(fiji.getAttribute("aria-label")).toBe("FIJ — Fidji");
  });

  it("states the docs/FACTS.md counts and that athlete numbers are not published, without inventing any", async () => {
    const { html, root } = await page("/countries");
    const count = (key: string) => text(root.querySelector(`[data-count="${key}"] dd`));
    expect([count("total"), count("members"), count("invited")]).toEqual(["24", "22", "2"]);
    const body = visibleText(html);
    expect(body).toContain("L'Australie et la Nouvelle-Zélande sont invitées sur une partie du programme sportif.");
    expect(body.match(/n'est pas encore publié/g)).toHaveLength(1);
  });

  it("is translated into Japanese", async () => {
    const { html, root } = await page("/ja/countries");
    expect(attribute(html, /<html[^>]*>/, "lang")).toBe("ja");
    expect(html).toContain("<title>国・地域と選手団 — Tahiti 2027</title>");
    expect(text(root.querySelector('article[data-code="FIJ"] h3'))).toBe("フィジー");
    expect(root.querySelector('article[data-code="FIJ"] h3 a')?.getAttribute("href")).toBe("/ja/countries/fij");
    expect(text(root.querySelector('article[data-code="TAH"]'))).toContain("大会開催地");
    expect(root.querySelector('svg[data-testid="pacific-map"]')?.getAttribute("aria-label")).toContain("24の選手団");
  });
});

describe("/countries/{code}", () => {
  it("shows Fiji's seeded results, newest first, ranked, and the medals counted from them", async () => {
    const { html, root } = await page("/countries/fij");
    expect(html).toContain("<title>Fidji (FIJ) — Tahiti 2027</title>");
    expect(text(root.querySelector("h1"))).toBe("Fidji");
    expect(text(root.querySelector("h1")?.parentNode)).toContain("FIJ");
    expect(visibleText(html)).toContain("Membre du Conseil des Jeux du Pacifique");
    const rows = root.querySelectorAll("tr[data-result]").map((row) => row.querySelectorAll("td").map((cell) => text(cell)));
    expect(rows.map((cells) => [cells[0], cells[2], cells[3], cells[4], cells[6]])).toEqual([
      ["3", "Judo", "-73 kg", "Demo Judoka C", "Bronze"],
      ["3", "Natation", "100 m freestyle", "Demo Swimmer C", "Bronze"],
      ["1", "Athlétisme", "100 m", "Demo Athlete A", "Or"],
    ]);
    expect(root.querySelectorAll("thead th[scope=col]").map((th) => text(th))).toEqual(["Rang", "Date", "Sport", "Épreuve", "Athlète", "Résultat", "Médaille"]);
    expect(root.querySelector("tr[data-result] time")?.getAttribute("datetime")).toBe("2027-08-04");
    const medal = (key: string) => text(root.querySelector(`[data-medal="${key}"] dd`));
    expect([medal("gold"), medal("silver"), medal("bronze")]).toEqual(["1", "0", "2"]);
    expect(text(root.querySelector('[data-medal="silver"] dt'))).toBe("Argent");
  });

  it("accepts the code in upper case and shows the host's and an invited delegation's status", async () => {
    const tahiti = visibleText((await page("/countries/TAH")).html);
    expect(tahiti).toContain("Hôte des Jeux");
    expect(tahiti).toContain("Membre du Conseil des Jeux du Pacifique");
    const australia = visibleText((await page("/countries/Aus")).html);
    expect(australia).toContain("Invitée sur une partie du programme");
    expect(australia).not.toContain("Hôte des Jeux");
  });

  it("shows an empty state for a delegation without results", async () => {
    const { html, root } = await page("/countries/tkl");
    expect(root.querySelectorAll("tr[data-result]")).toHaveLength(0);
    expect(visibleText(html)).toContain("Aucun résultat n'est encore enregistré pour cette délégation.");
    expect(text(root.querySelector('[data-medal="gold"] dd'))).toBe("0");
  });

  it("reads the results table: a new result shows up, with an unknown sport slug shown as is", async () => {
    await site.database.db.insert(sportsResults).values({
      sport: "petanque",
      event: "Doubles",
      athlete: "Demo Pair NFK",
      country: "NFK",
      result: "13-9",
      medal: "silver",
      date: "2027-08-06",
    });
    await site.settled();
    const { root } = await page("/countries/nfk");
    const cells = root.querySelectorAll("tr[data-result] td").map((cell) => text(cell));
    expect([cells[0], ...cells.slice(2)]).toEqual(["2", "petanque", "Doubles", "Demo Pair NFK", "13-9", "Argent"]);
    expect(text(root.querySelector('[data-medal="silver"] dd'))).toBe("1");
  });

  it.each(["/countries/xyz", "/countries/fi", "/en/countries/abc", "/countries/fij/extra"])("answers 404 for %s", async (pathname) => {
    expect((await get(pathname)).status).toBe(404);
  });

  it("is translated into Japanese", async () => {
    const { html, root } = await page("/ja/countries/fij");
    expect(attribute(html, /<html[^>]*>/, "lang")).toBe("ja");
    expect(html).toContain("<title>フィジー（FIJ） — Tahiti 2027</title>");
    expect(text(root.querySelector("h1"))).toBe("フィジー");
    const first = root.querySelector("tr[data-result]")!.querySelectorAll("td").map((cell) => text(cell));
    expect(first[0]).toBe("3");
    expect(first[1]).toBe("2027/08/04");
    expect(first[2]).toBe("柔道");
    expect(first[6]).toBe("銅");
    expect(text(root.querySelector('[data-medal="gold"] dt'))).toBe("金");
    expect(root.querySelector('nav[aria-label] a[href="/ja/countries"]')).not.toBeNull();
  });
});
