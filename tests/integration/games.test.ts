import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// Every edition docs/FACTS.md lists, then Tahiti 2027.
const EDITION_YEARS = [1963, 1966, 1969, 1971, 1975, 1979, 1983, 1987, 1991, 1995, 1999, 2003, 2007, 2011, 2015, 2019, 2023, 2027];

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

async function page(pathname: string): Promise<{ status: number; root: HTMLElement }> {
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  return { status: response.status, root: parse(await response.text()) };
}

const text = (element: HTMLElement | null) => element?.text.replace(/\s+/g, " ").trim();
const hrefs = (root: HTMLElement) => root.querySelectorAll("main a").map((a) => a.getAttribute("href"));

describe.each([
  { locale: "fr", dates: "1–15 août 2027", selection: "5–6 novembre 2021", mascots: "Arava et To'atini" },
  { locale: "ja", dates: "2027年8月1日～2027年8月15日", selection: "2021年11月5日～2021年11月6日", mascots: "Arava、To'atini" },
] as const)("/games in $locale", ({ locale, dates, selection, mascots }) => {
  const texts = initialPageTexts("gamesTexts", locale);
  const labels = { fr, ja }[locale].games.facts;

  it("shows the hero with the event dates, the two cards and the launch video message", async () => {
    const { status, root } = await page(localizePath("/games", locale));
    expect(status).toBe(200);
    expect(root.querySelectorAll("h1")).toHaveLength(1);
    expect(text(root.querySelector("h1"))).toBe(texts.title);
    expect(text(root.querySelector("main"))).toContain(dates);
    expect(hrefs(root)).toEqual(expect.arrayContaining([localizePath("/games/history", locale), localizePath("/games/vision", locale)]));
    // Without JavaScript the button could open nothing, so the message is in the page itself.
    expect(text(parse(root.querySelector("main noscript")!.innerHTML))).toContain(texts.videoMessage);
  });

  it("lists the key facts of 2027 and the committee's slogan, with its president named", async () => {
    const { root } = await page(localizePath("/games", locale));
    const facts = root.querySelectorAll("#facts + div li").map((li) => text(li));
    expect(facts).toHaveLength(6);
    expect(facts.find((fact) => fact?.includes(texts.factTimesHosted!))).toMatch(/^3/);
    expect(facts.find((fact) => fact?.includes(texts.factSelection!))).toContain(selection);
    expect(facts.find((fact) => fact?.includes(labels.sports))).toMatch(/^24/);
    expect(facts.find((fact) => fact?.includes(labels.delegations))).toMatch(/^24/);
    expect(facts.find((fact) => fact?.includes(labels.islands))).toMatch(/^3.*Tahiti.*Moorea.*Raiatea/);
    expect(facts.find((fact) => fact?.includes(texts.factMascots!))).toContain(mascots);

    const quote = root.querySelector("main blockquote");
    expect(quote?.getAttribute("lang")).toBe("fr");
    expect(text(quote)).toBe("« Un peuple, un océan, tous unis pour célébrer les jeux »");
    expect(text(root.querySelector("main"))).toContain("Noelline Parker");
  });
});

describe.each([
  { locale: "fr", athletes: "environ 600", figures: ["18", "24", new Intl.NumberFormat("fr-FR").format(4500), "24"] },
  { locale: "ja", athletes: "約600", figures: ["18", "24", "4,500", "24"] },
] as const)("/games/history in $locale", ({ locale, athletes, figures }) => {
  const words = { fr, ja }[locale].history;
  const title = initialItems("pages").find((item) => item.id === "history")!.data.title[locale];

  it("answers with its title under a breadcrumb back to the Games", async () => {
    const { status, root } = await page(localizePath("/games/history", locale));
    expect(status).toBe(200);
    expect(root.querySelectorAll("h1")).toHaveLength(1);
    expect(text(root.querySelector("h1"))).toBe(title);
    const crumbs = root.querySelector("main nav ol");
    expect(crumbs?.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual([localizePath("/", locale), localizePath("/games", locale)]);
    expect(text(crumbs?.querySelector('[aria-current="page"]') ?? null)).toBe(title);
  });

  it("tells the origins and lists every edition in order with the highlights docs/FACTS.md gives", async () => {
    const { root } = await page(localizePath("/games/history", locale));
    const origins = root.querySelectorAll('[data-history="first-games"] dd').map((dd) => text(dd));
    expect(origins).toEqual(["1963", "Suva", athletes, "8"]);

    const editions = root.querySelectorAll('[data-history="editions"] > li');
    expect(editions.map((li) => Number(text(li.querySelector("h3"))))).toEqual(EDITION_YEARS);
    const edition = (year: number) => text(editions[EDITION_YEARS.indexOf(year)]!);
    expect(edition(1991)).toContain("Port Moresby / Lae");
    expect(edition(1971)).toContain(words.highlights.tahiti1971);
    expect(edition(1995)).toContain(words.highlights.tahiti1995);
    expect(edition(2023)).toContain(words.highlights.honiara2023);
    expect(words.highlights.honiara2023).toMatch(/82.*197.*57.*160/);
    expect(edition(2027)).toContain(words.upcoming);
    expect(root.querySelectorAll("main p").map((paragraph) => text(paragraph) ?? "").filter((line) => /14.*17|17.*14/.test(line))).toHaveLength(1);
  });

  it("shows the key figures every other page shows, not the specification's contradicting ones", async () => {
    const { root } = await page(localizePath("/games/history", locale));
    const shown = ["editions", "delegations", "athletes", "sports"].map((key) => ({
      label: text(root.querySelector(`[data-figure="${key}"] dt`)),
      value: root.querySelector(`[data-figure="${key}"] dd`)?.text.trim(),
    }));
    expect(shown.map((figure) => figure.value)).toEqual(figures);
    expect(shown.map((figure) => figure.label)).toEqual(Object.values(words.keyFigures));
  });
});

it("gives the vision page's breadcrumb a working link to /games", async () => {
  for (const locale of ["fr", "ja"] as const) {
    const { root } = await page(localizePath("/games/vision", locale));
    const link = root.querySelector("main nav ol")!.querySelectorAll("a").at(-1)!.getAttribute("href")!;
    expect(link).toBe(localizePath("/games", locale));
    expect((await page(link)).status).toBe(200);
  }
});
