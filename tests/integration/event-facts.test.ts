import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventData } from "~/domain/content/kinds/event.ts";
import { formatDate, formatDayRange, formatNumber, MONTH_FORMAT } from "~/platform/i18n/format.ts";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { createTranslator } from "~/platform/i18n/translator.ts";
import { fromTahitiWallClock, TAHITI_TIME_ZONE } from "../../vocabulary/tahiti-time.ts";
import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { PUBLIC_PAGES } from "~/domain/pages/public-pages.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { visibleText } from "../helpers/html.ts";
import { INITIAL_DELEGATIONS, INITIAL_EVENT, INITIAL_SPORTS } from "../helpers/initial-content.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

// Issue 21, one source of truth: the Games' dates and figures are one item of the back office, and
// every page that shows one of them says the same, before and after an organiser changes it.

const FORM = "/admin/content/event/main";
const MESSAGES = { fr, en, es, pt, zh, ja };

let site: TestSite;
let moderator: string;
beforeAll(async () => {
  // Demo news stories quote figures of their day: only the pages' own words are checked here.
  site = await startTestSite({ SEED_DEMO: "off" });
  moderator = (await sessionFor(site, "moderator")).cookie;
});
afterAll(async () => {
  await site?.close();
});

/** Any run of spaces (Intl puts narrow and thin ones in numbers and ranges) as one plain space. */
const spaced = (words: string) => words.replace(/\s+/gu, " ").trim();
const text = (element: HTMLElement) => spaced(visibleText(element.innerHTML));

async function page(pathname: string, cookie = site.gateCookie): Promise<HTMLElement> {
  const response = await fetch(site.url + pathname, { headers: { cookie } });
  expect(response.status, pathname).toBe(200);
  return parse(await response.text());
}

/** What each page that shows a fact says of it, in a language: the words a visitor reads. */
function shownFacts(facts: EventData, lang: Locale): Record<string, string[]> {
  return Object.fromEntries(Object.entries(factsByPage(facts, lang)).map(([path, shown]) => [path, shown.map(spaced)]));
}

function factsByPage(facts: EventData, lang: Locale): Record<string, string[]> {
  const number = (value: number) => formatNumber(value, lang);
  const t = createTranslator(lang, MESSAGES[lang]).t;
  const games = MESSAGES[lang].games.facts;
  const athletes = MESSAGES[lang].athletes.figures;
  const history = MESSAGES[lang].history.keyFigures;
  const days = formatDayRange(facts.startDate, facts.endDate, lang);
  const opening = formatDate(fromTahitiWallClock(facts.openingAt)!, lang, { dateStyle: "full", timeStyle: "short", timeZone: TAHITI_TIME_ZONE });
  const registration = formatDate(facts.volunteerRegistrationOpens, lang, MONTH_FORMAT);
  const confirmation = formatDate(facts.accreditationConfirmation, lang, { dateStyle: "long", timeZone: "UTC" });
  return {
    "/": [days, opening, t("home.chipAthletes", { count: facts.athletes })],
    "/media": [`${t("media.dateLabels.confirmation")} ${confirmation}`],
    "/accreditation": [`${t("accreditation.dates.confirmation")} ${confirmation}`],
    "/games/history": [`${history.delegations} ${number(INITIAL_DELEGATIONS.length)}`, `${history.athletes} ${number(facts.athletes)}`, `${history.sports} ${number(INITIAL_SPORTS.length)}`],
    "/games": [days, `${number(INITIAL_DELEGATIONS.length)} ${games.delegations}`, `${number(INITIAL_SPORTS.length)} ${games.sports}`],
    "/athletes": [`${number(facts.athletes)} ${athletes.athletes}`, `${number(INITIAL_DELEGATIONS.length)} ${athletes.delegations}`, `${number(INITIAL_SPORTS.length)} ${athletes.sports}`],
    "/countries": [`${MESSAGES[lang].countries.summary.total} ${number(INITIAL_DELEGATIONS.length)}`],
    "/sports": [`${MESSAGES[lang].sports.stats.sports} ${number(INITIAL_SPORTS.length)}`],
    "/volunteers": [
      `${number(facts.volunteers)} ${t("volunteers.figures.volunteers")}`,
      `${number(facts.volunteerCommitmentDays)} ${t("volunteers.figures.days")}`,
      formatDayRange(facts.mobilisationStart, facts.mobilisationEnd, lang),
      registration,
      t("volunteers.ageCriterion", { age: number(facts.volunteerMinAge) }),
      `${t("volunteers.minAgeLabel")} ${t("volunteers.ageValue", { age: number(facts.volunteerMinAge) })}`,
    ],
  };
}

async function pageTexts(lang: Locale): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const path of PUBLIC_PAGES) texts.set(path, text((await page(localizePath(path, lang))).querySelector("main")!));
  return texts;
}

const CHANGED: EventData = {
  startDate: "2027-07-24",
  endDate: "2027-08-08",
  openingAt: "2027-07-24T18:30",
  athletes: 4321,
  volunteers: 3210,
  volunteerRegistrationOpens: "2026-04-01",
  volunteerCommitmentDays: 12,
  volunteerMinAge: 18,
  mobilisationStart: "2027-07-01",
  mobilisationEnd: "2027-08-12",
  accreditationConfirmation: "2027-06-20",
  contactEmail: "contact@tahiti2027.pf",
};

const formOf = (facts: EventData) => Object.fromEntries(Object.entries(facts).map(([key, value]) => [key, String(value)]));

describe("the Games' dates and figures", () => {
  it.each(LOCALES)("say the same on every page that shows them, from docs/FACTS.md where the specification contradicted itself (%s)", async (lang) => {
    const texts = await pageTexts(lang);
    for (const [path, shown] of Object.entries(shownFacts(INITIAL_EVENT, lang))) {
      for (const words of shown) expect(texts.get(path), `${lang} ${path}`).toContain(words);
    }
    // The volunteer registration date is said twice on its page: in the programme and as the calendar's first step.
    const registration = spaced(formatDate(INITIAL_EVENT.volunteerRegistrationOpens, lang, MONTH_FORMAT));
    expect(texts.get("/volunteers")!.split(registration).length - 1, lang).toBe(2);
    if (lang === "fr") {
      const all = [...texts.values()].join("\n");
      for (const contradiction of ["35 disciplines", "30+", "5 000+", "4 500+", "22 pays", "mars 2027 Ouverture des candidatures"]) expect(all).not.toContain(contradiction);
    }
  });

  it("refuses an end before the start and a count that is not a number, next to their fields, keeping what was typed", async () => {
    const fields = await contentFormFields(site, moderator, FORM, { endDate: "2027-07-01", athletes: "beaucoup", volunteers: "3210" });
    const response = await postForm(site.url + FORM, moderator, fields);
    expect(response.status).toBe(400);
    const root = parse(await response.text());
    for (const [name, value, error] of [
      ["endDate", "2027-07-01", fr.adminContent.errors.beforeStart],
      ["athletes", "beaucoup", fr.adminContent.errors.integer],
    ] as const) {
      const input = root.querySelector(`input[name="${name}"]`)!;
      expect(input.getAttribute("value"), name).toBe(value);
      expect(input.getAttribute("aria-invalid"), name).toBe("true");
      const errorId = input.getAttribute("aria-describedby")!.split(" ").find((id) => id.endsWith("-error"))!;
      expect(text(root.querySelector(`#${errorId}`)!)).toBe(error);
    }
    expect(root.querySelector('input[name="volunteers"]')!.getAttribute("value")).toBe("3210");
    expect(text(await page("/"))).toContain(spaced(formatDayRange(INITIAL_EVENT.startDate, INITIAL_EVENT.endDate, "fr")));
  });

  it("has one item: no list, no second item, no deletion", async () => {
    const list = await fetch(site.url + "/admin/content/event", { headers: { cookie: moderator }, redirect: "manual" });
    expect([list.status, list.headers.get("location")]).toEqual([302, FORM]);
    expect((await fetch(site.url + "/admin/content/event/new", { headers: { cookie: moderator } })).status).toBe(404);
    expect((await postForm(site.url + "/admin/content/event/new", moderator, formOf(CHANGED))).status).toBe(404);
    const admin = (await sessionFor(site, "admin")).cookie;
    expect((await postForm(site.url + FORM, admin, { intent: "delete" })).status).toBe(404);
    expect(text((await page(FORM, moderator)).querySelector("h1")!)).toBe(fr.adminContent.kinds.event.title);
  });

  it("change everywhere at once when an organiser saves them, stored pages included, in the six languages", async () => {
    // Stored by the page cache before the change: the header, the share card and the figures must not stay old.
    const before = await page("/contact");
    const shareBefore = before.querySelector('meta[property="og:image"]')!.getAttribute("content");
    await pageTexts("fr");
    const response = await postForm(site.url + FORM, moderator, await contentFormFields(site, moderator, FORM, formOf(CHANGED)));
    expect(response.status).toBe(200);
    expect(text(parse(await response.text()))).toContain(fr.adminContent.updated);

    for (const lang of LOCALES) {
      const texts = await pageTexts(lang);
      for (const [path, shown] of Object.entries(shownFacts(CHANGED, lang))) {
        for (const words of shown) expect(texts.get(path), `${lang} ${path}`).toContain(words);
      }
      const old = shownFacts(INITIAL_EVENT, lang);
      const all = [...texts.values()].join("\n");
      for (const words of [old["/"]![0]!, old["/"]![1]!, old["/"]![2]!, old["/volunteers"]![3]!]) expect(all, lang).not.toContain(words);
    }
    const home = await page("/");
    expect(home.querySelector("[data-countdown]")!.getAttribute("data-opening")).toBe("2027-07-25T04:30:00.000Z");
    const sportsEvent = home
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.text) as Record<string, unknown>)
      .find((data) => data["@type"] === "SportsEvent");
    expect(sportsEvent).toMatchObject({ startDate: "2027-07-24", endDate: "2027-08-08" });
    const shareAfter = (await page("/contact")).querySelector('meta[property="og:image"]')!.getAttribute("content");
    expect(shareAfter).not.toBe(shareBefore);
    const image = await fetch(site.url + new URL(shareAfter!).pathname, { headers: { cookie: site.gateCookie } });
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);
  });

  it("give the committee's address and accounts to the footer, the home page, the legal texts, the gate and search engines, an emptied account disappearing", async () => {
    const fields = await contentFormFields(site, moderator, FORM, { contactEmail: "accueil@tahiti2027.pf", facebook: "https://www.facebook.com/jeuxtahiti2027", instagram: "" });
    expect((await postForm(site.url + FORM, moderator, fields)).status).toBe(200);
    const accounts = ["https://www.facebook.com/jeuxtahiti2027", INITIAL_EVENT.twitter, INITIAL_EVENT.youtube];
    for (const lang of ["fr", "ja"] as const) {
      const home = await page(localizePath("/", lang));
      const footer = home.querySelector("footer")!;
      expect(footer.querySelectorAll('a[href^="mailto:"]').map((a) => [a.getAttribute("href"), text(a)])).toEqual([["mailto:accueil@tahiti2027.pf", "accueil@tahiti2027.pf"]]);
      expect(footer.querySelectorAll('section[aria-labelledby="footer-social"] a').map((a) => a.getAttribute("href"))).toEqual(accounts);
      expect(home.querySelectorAll('section[aria-labelledby="social-title"] a').map((a) => a.getAttribute("href"))).toEqual(accounts);
      const organization = home
        .querySelectorAll('script[type="application/ld+json"]')
        .map((script) => JSON.parse(script.text) as Record<string, unknown>)
        .find((data) => data["@type"] === "Organization");
      expect(organization?.sameAs).toEqual(accounts);
      const legal = await page(localizePath("/legal", lang));
      expect(legal.querySelector("main")!.querySelectorAll('a[href="mailto:accueil@tahiti2027.pf"]').length).toBeGreaterThan(0);
      expect(legal.querySelector('main a[href="mailto:contact@tahiti2027.pf"]')).toBeNull();
    }
    const gate = parse(await (await fetch(site.url + "/")).text());
    expect(gate.querySelector('a[href^="mailto:"]')?.getAttribute("href")).toBe("mailto:accueil@tahiti2027.pf");
  });
});
