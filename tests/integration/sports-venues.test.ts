import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT } from "~/domain/event/games.ts";
import { INITIAL_SPORTS, INITIAL_VENUES as VENUES, initialVenuesOn as venuesOn } from "../helpers/initial-content.ts";
import { visibleText } from "../helpers/html.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

async function page(pathname: string): Promise<{ html: string; root: HTMLElement; text: string }> {
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  expect(response.status, pathname).toBe(200);
  const html = await response.text();
  return { html, root: parse(html), text: visibleText(html) };
}

describe("/sports", () => {
  it("shows the 24 sports, 17 compulsory and 7 optional, with the programme figures", async () => {
    const { root } = await page("/sports");
    const cards = root.querySelectorAll("[data-sport]");
    expect(cards).toHaveLength(24);
    expect(root.querySelectorAll('[data-status="compulsory"]')).toHaveLength(17);
    expect(root.querySelectorAll('[data-status="optional"]')).toHaveLength(7);
    const inSection = (id: string) => root.querySelector(`#${id}`)!.closest("section")!.querySelectorAll("[data-sport]").map((card) => card.getAttribute("data-status"));
    expect(inSection("compulsory-sports")).toEqual(Array(17).fill("compulsory"));
    expect(inSection("optional-sports")).toEqual(Array(7).fill("optional"));
    const figures = root.querySelectorAll("dl dd").map((dd) => dd.text);
    expect(figures).toEqual(["24", "17", "7", String(EVENT.islands.length)]);
    expect(root.querySelector("#sport-vaa")!.text).toContain("Course de pirogue polynésienne à balancier.");
    expect(root.querySelector("#sport-vaa")!.text).toContain("Para va'a en attente d'approbation");
    expect(root.querySelector("#sport-athletics")!.text).toContain("Para");
    expect(root.querySelector("#sport-table-tennis")!.text).toContain("Para");
    expect(root.querySelector("#sport-boxing")!.text).not.toContain("Para");
  });

  it("draws each sport's own pictogram inline beside its name, and the para sports' beside their badge", async () => {
    const { root } = await page("/sports");
    const drawings = new Set<string>();
    for (const sport of INITIAL_SPORTS) {
      const card = root.querySelector(`#sport-${sport.slug}`)!;
      const pictogram = card.querySelector(`svg[data-pictogram="${sport.slug}"]`);
      expect(pictogram?.getAttribute("aria-hidden"), sport.slug).toBe("true");
      expect(pictogram!.querySelectorAll("path, circle").length, sport.slug).toBeGreaterThan(2);
      drawings.add(pictogram!.innerHTML);
    }
    expect(drawings.size).toBe(24);
    expect(root.querySelectorAll("svg[data-pictogram^=para-]").map((svg) => svg.getAttribute("data-pictogram"))).toEqual(["para-athletics", "para-table-tennis"]);
  });

  it("gives each card its venues or says the venue is to be confirmed", async () => {
    const { root } = await page("/sports");
    for (const sport of INITIAL_SPORTS) {
      const card = root.querySelector(`#sport-${sport.slug}`)!;
      const venueLinks = card.querySelectorAll('a[href^="/venues/"]');
      expect(venueLinks, sport.slug).toHaveLength(sport.venues?.length ?? 0);
      if (!sport.venues) expect(card.text, sport.slug).toContain("Site à confirmer");
    }
    const football = root.querySelector("#sport-football")!.text;
    expect(football).toContain("Stade Vénus");
    expect(football).toContain("Stade Louis Ganivet");
    expect(football).toContain("Stade Manu Ura");
  });

  it("invents no participant number and says once that it is not published", async () => {
    const { root, text } = await page("/sports");
    expect(text.match(/Le nombre de participants par sport n'est pas encore publié\./g)).toHaveLength(1);
    expect(text).toContain("Le programme et le calendrier des épreuves ne sont pas encore publiés.");
    expect(text).not.toMatch(/\d[\d\s]*\s*(participants|athlètes|athletes)/i);
    for (const card of root.querySelectorAll("[data-sport]")) expect(card.text, card.id).not.toMatch(/\d/);
    expect(root.querySelectorAll("main button")).toHaveLength(0);
  });

  it("is in Chinese on /zh/sports", async () => {
    const { html, root, text } = await page("/zh/sports");
    expect(html).toContain("<title>比赛项目 — Tahiti 2027</title>");
    expect(root.querySelectorAll("[data-sport]")).toHaveLength(24);
    expect(root.querySelector("#sport-table-tennis h3")!.text).toBe("乒乓球");
    expect(root.querySelector("#sport-vaa")!.text).toContain("波利尼西亚支架独木舟竞速。");
    expect(text).toContain("各项目的参赛人数尚未公布。");
    expect(text).not.toContain("Site à confirmer");
    expect(text).toContain("场馆待定");
  });
});

describe("/venues", () => {
  it("counts the listed venues per island from the data", async () => {
    const { root } = await page("/venues");
    for (const island of EVENT.islands) {
      const card = root.querySelector(`[data-island="${island}"]`)!;
      expect(card.querySelector("[data-count]")!.text, island).toBe(String(venuesOn(island).length));
      expect(root.querySelector(`#island-${island.toLowerCase()}`)!.closest("section")!.querySelectorAll("[data-venue]"), island).toHaveLength(venuesOn(island).length);
    }
    expect(venuesOn("Tahiti").length).toBeGreaterThan(venuesOn("Raiatea").length);
    expect(root.querySelector('[data-island="Raiatea"]')!.text).toContain("site listé");
    expect(root.querySelectorAll("[data-venue]")).toHaveLength(VENUES.length);
  });

  it("draws a map per island on the server, a numbered marker per venue linking to its card, and the list of markers beside it", async () => {
    const { root } = await page("/venues");
    const section = root.querySelector("#map")!.closest("section")!;
    for (const island of EVENT.islands) {
      const svg = section.querySelector(`svg[data-island-map="${island}"]`)!;
      expect(svg.getAttribute("role")).toBe("group");
      expect(svg.getAttribute("aria-label")).toMatch(new RegExp(`^Carte schématique de ${island} `));
      expect(svg.querySelectorAll("path").length).toBeGreaterThanOrEqual(1);
      expect(svg.querySelectorAll("[data-marker]"), island).toHaveLength(venuesOn(island).length);
    }
    const markers = section.querySelectorAll("svg [data-marker]");
    expect(markers.map((marker) => marker.querySelector("text")!.text)).toEqual(VENUES.map((_, i) => String(i + 1)));
    expect(markers.map((marker) => marker.getAttribute("href"))).toEqual(VENUES.map((venue) => `#venue-${venue.id}`));
    expect(markers[0]!.getAttribute("aria-label")).toBe("1 — Stade Pater");
    const legend = section.querySelectorAll("ol li");
    expect(legend).toHaveLength(VENUES.length);
    expect(legend[0]!.text).toContain("1");
    expect(legend[0]!.text).toContain("Stade Pater");
    expect(legend[0]!.querySelector("a")!.getAttribute("href")).toBe("#venue-stade-pater");
    expect(root.querySelector("#venue-stade-pater")!.text).toContain("Repère 1");
    expect(root.querySelector("#venue-raiatea-clay-range")!.text).toContain(`Repère ${VENUES.length}`);
    // The caption says the positions are indicative; venues placed only on their island say so.
    expect(section.querySelector("figcaption")!.text).toContain("pas son emplacement exact");
    expect(section.querySelector('[data-island-panel="Moorea"]')!.text).toContain("pas encore publié");
    expect(section.querySelector('[data-island-panel="Tahiti"]')!.text).not.toContain("pas encore publié");
  });

  it("shows the facts it has and says what is to be confirmed", async () => {
    const { root, text } = await page("/venues");
    expect(text).toContain("certains peuvent encore changer");
    const pater = root.querySelector("#venue-stade-pater")!.text;
    expect(pater).toMatch(/Environ 11\s700 places/u);
    expect(pater).toContain("Pirae");
    expect(pater).toContain("Cérémonies");
    expect(pater).toContain("Squash");
    expect(text.match(/Environ \d/g)).toHaveLength(1);
    expect(root.querySelector("#venue-stade-venus")!.text).toMatch(/CapacitéÀ confirmer/);
    expect(root.querySelector("#venue-raiatea-clay-range")!.text).toMatch(/CommuneÀ confirmer/);
    expect(root.querySelector("#venue-punaruu-complex")!.text).toMatch(/SportsÀ confirmer/);
    expect(root.querySelector("#venue-titioro-range")!.querySelector('a[href="/sports/shooting"]')!.text).toBe("Tir sportif");
  });

  it("is in Chinese on /zh/venues", async () => {
    const { html, root, text } = await page("/zh/venues");
    expect(html).toContain("<title>比赛场馆 — Tahiti 2027</title>");
    expect(root.querySelector('svg[data-island-map="Moorea"]')!.getAttribute("aria-label")).toMatch(/^Moorea 的示意地图/);
    expect(root.querySelector("#venue-stade-pater")!.text).toContain("约 11,700 个座位");
    expect(root.querySelector("#venue-mamao-aquatic-centre h3")!.text).toBe("Mamao 临时水上运动中心");
    expect(root.querySelector('[data-island="Moorea"] [data-count]')!.text).toBe(String(venuesOn("Moorea").length));
    expect(root.querySelector("#venue-titioro-range")!.querySelector('a[href="/zh/sports/shooting"]')!.text).toBe("射击");
    expect(text).toContain("部分场馆仍可能调整");
    expect(text).not.toContain("À confirmer");
  });
});
