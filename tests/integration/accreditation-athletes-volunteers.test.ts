import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accreditationStatus, type AccreditationStatus } from "~/domain/accreditation/status.ts";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { visibleText } from "../helpers/html.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";
import { INITIAL_EVENT } from "../helpers/initial-content.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

async function page(pathname: string): Promise<HTMLElement> {
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  expect(response.status, pathname).toBe(200);
  return parse(await response.text());
}

/** Visible text of an element, tags as spaces, every kind of space (Intl uses narrow no-break spaces) made plain. */
const text = (element: HTMLElement) => visibleText(element.innerHTML).replace(/\s+/gu, " ");

/** The list items of a page section, keyed by their h3. */
function cards(root: HTMLElement, sectionId: string): Map<string, HTMLElement> {
  const section = root.querySelector(`section[aria-labelledby="${sectionId}"]`);
  expect(section, sectionId).toBeTruthy();
  const items = section!.querySelectorAll("li").filter((li) => li.querySelector("h3"));
  return new Map(items.map((li) => [text(li.querySelector("h3")!), li]));
}

describe("/accreditation", () => {
  it("lets visitors apply only for the open categories; the others get a disabled, non-link control saying why", async () => {
    const root = await page("/accreditation");
    const types = cards(root, "types");
    expect([...types.keys()]).toEqual(["Médias", "Officiels Techniques", "VIP & Invités", "Staff & Bénévoles"]);
    // The statuses follow today's date in Tahiti (issue 21): the expected ones are worked out by the same rule.
    const now = new Date();
    const expected: Record<AccreditationStatus, string> = { upcoming: "Ouverture le 1 janvier 2027", open: "Ouvert", closed: "Clôturé", invitation: "Sur invitation" };
    for (const { id, data: type } of initialItems("accreditation")) {
      const card = types.get(type.name.fr)!;
      const status = accreditationStatus(type, now);
      expect(card.getAttribute("id"), id).toBe(`accreditation-${id}`);
      expect(text(card.querySelector("[data-status]")!), id).toBe(expected[status]);
      if (status === "open") {
        expect(card.querySelectorAll("a").map((a) => a.getAttribute("href")), id).toEqual(["/contact?subject=accreditation"]);
        expect(card.querySelector("[aria-disabled]"), id).toBeNull();
        continue;
      }
      expect(card.querySelectorAll("a"), id).toHaveLength(0);
      const disabled = card.querySelector('[aria-disabled="true"]')!;
      expect(disabled.tagName).not.toBe("A");
      expect(disabled.tagName).not.toBe("BUTTON");
      expect(disabled.getAttribute("href")).toBeUndefined();
      expect(disabled.getAttribute("tabindex")).toBeUndefined();
      expect(text(disabled)).toBe(expected[status]);
    }
    expect(text(types.get("VIP & Invités")!.querySelector("[data-status]")!)).toBe("Sur invitation");
  });

  it("translates the statuses in another language", async () => {
    const types = cards(await page("/en/accreditation"), "types");
    expect(text(types.get("Media")!.querySelector("[data-status]")!)).toMatch(/^(Opens on 1 January 2027|Open|Closed)$/);
    expect(text(types.get("VIP & Guests")!.querySelector('[aria-disabled="true"]')!)).toBe("By invitation");
  });

  it("formats the deadlines and key dates in French and in English", async () => {
    const fr = await page("/accreditation");
    const frTypes = cards(fr, "types");
    expect(text(frTypes.get("Officiels Techniques")!)).toContain("15 mars 2027");
    expect(text(frTypes.get("Médias")!)).toContain("30 avril 2027");
    expect(text(frTypes.get("Staff & Bénévoles")!)).toContain("1 mai 2027");
    expect(text(frTypes.get("VIP & Invités")!)).toContain("1 juin 2027");
    const frDates = text(fr.querySelector('section[aria-labelledby="dates"]')!);
    expect(frDates).toContain("1 janvier 2027");
    expect(frDates).toContain("1 juin 2027");
    expect(frDates).toContain("15 juin 2027");

    const en = await page("/en/accreditation");
    const enTypes = cards(en, "types");
    expect(text(enTypes.get("Technical Officials")!)).toContain("15 March 2027");
    expect(text(enTypes.get("Media")!)).toContain("30 April 2027");
    expect(text(enTypes.get("Staff & Volunteers")!)).toContain("1 May 2027");
    expect(text(enTypes.get("VIP & Guests")!)).toContain("1 June 2027");
    expect(text(en.querySelector('section[aria-labelledby="dates"]')!)).toContain("15 June 2027");
    expect(en.querySelector('time[datetime="2027-03-15"]')).toBeTruthy();
  });

  it("shows the four-step process, the forms as not yet available and a support block", async () => {
    const root = await page("/accreditation");
    expect(root.querySelectorAll('section[aria-labelledby="process"] ol > li')).toHaveLength(4);
    expect(text(root)).toContain("sous 2 à 3 semaines");
    expect(text(root)).toContain("tant qu'elle n'a pas été validée");
    const forms = root.querySelector('section[aria-labelledby="forms"]')!;
    expect(forms.querySelectorAll("li").map((li) => text(li))).toEqual([
      "Formulaire d'accréditation médias Pas encore disponible",
      "Formulaire d'accréditation des officiels techniques Pas encore disponible",
      "Formulaire d'accréditation des bénévoles Pas encore disponible",
    ]);
    // Nothing to click: no dead download button or link.
    expect(forms.querySelectorAll("a, button")).toHaveLength(0);
    const support = root.querySelector('section[aria-labelledby="support"]')!;
    expect(support.querySelector(`a[href="mailto:${INITIAL_EVENT.contactEmail}"]`)).toBeTruthy();
    expect(support.querySelector('a[href="/contact"]')).toBeTruthy();
  });

  it("uses native details/summary for the four FAQ entries", async () => {
    const faq = (await page("/accreditation")).querySelector('section[aria-labelledby="faq"]')!;
    const entries = faq.querySelectorAll("details");
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      const first = entry.childNodes.find((node) => node.nodeType === 1) as HTMLElement | undefined;
      expect(first?.tagName).toBe("SUMMARY");
      expect(text(first!)).toMatch(/\?$/);
      expect(entry.querySelector("p")?.text.length).toBeGreaterThan(10);
    }
    expect(faq.querySelectorAll("button")).toHaveLength(0);
  });
});

describe("/athletes", () => {
  it("shows the Games' figures as every page does (docs/FACTS.md's, not the specification's 35 disciplines), with the estimate note, in French and English", async () => {
    const fr = text((await page("/athletes")).querySelector('section[aria-labelledby="figures"]')!);
    expect(fr).toMatch(/4 500 athlètes 24 délégations 24 sports/);
    expect(fr).not.toContain("disciplines");
    expect(fr).toContain("estimations");
    const en = text((await page("/en/athletes")).querySelector('section[aria-labelledby="figures"]')!);
    expect(en).toContain("4,500 athletes 24 delegations 24 sports");
    expect(en).toContain("estimates");
  });

  it("lists six services, four sports whose athlete counts are to be confirmed, and the village facts", async () => {
    const root = await page("/athletes");
    expect(cards(root, "services").size).toBe(6);
    const qualification = cards(root, "qualification");
    expect([...qualification.keys()]).toHaveLength(4);
    for (const [sport, card] of qualification) {
      expect(text(card), sport).toContain("Conseil des Jeux du Pacifique");
      expect(text(card), sport).toContain("à confirmer");
    }
    const village = text(root.querySelector('section[aria-labelledby="village"]')!);
    expect(village).toContain("5 000 lits");
    expect(village).toContain("15 min des principaux sites");
    expect(village).toContain("3 restaurants");
    const en = await page("/en/athletes");
    for (const [, card] of cards(en, "qualification")) expect(text(card)).toContain("to be confirmed");
  });

  it("shows the Games' values in place of testimonials", async () => {
    const root = await page("/athletes");
    expect([...cards(root, "values").keys()]).toEqual(["L'accueil", "Le respect", "Le partage"]);
    expect(root.querySelector('section[aria-labelledby="values"] a[href="/games/vision"]')).toBeTruthy();
  });
});

describe("/volunteers", () => {
  it("shows the 'A Ti'aturu programme facts", async () => {
    const fr = text((await page("/volunteers")).querySelector('section[aria-labelledby="programme"]')!);
    expect(fr).toContain("'A Ti'aturu");
    expect(fr).toContain("ont ouvert en mars 2026");
    expect(fr).toContain("4 500 bénévoles attendus");
    expect(fr).toContain("14 jours d'engagement");
    expect(fr).toContain("5 juillet – 10 août 2027");
    const en = text((await page("/en/volunteers")).querySelector('section[aria-labelledby="programme"]')!);
    expect(en).toContain("opened in March 2026");
    expect(en).toContain("5 July – 10 August 2027");
  });

  it("shows six roles with their posts, hours and the minimum age of 16", async () => {
    const roles = cards(await page("/volunteers"), "roles");
    expect(roles.size).toBe(6);
    const facts = [...roles.values()].map((card) => text(card.querySelector("dl")!));
    expect(facts.map((text) => text.match(/Postes (\d+)/)?.[1])).toEqual(["200", "150", "100", "80", "300", "120"]);
    for (const text of facts) {
      expect(text).toMatch(/Engagement (4 à 6|6 à 8) h par jour/);
      expect(text).toContain("Âge minimum 16 ans");
    }
    const en = cards(await page("/en/volunteers"), "roles");
    for (const card of en.values()) expect(text(card)).toContain("Minimum age 16 years");
  });

  it("states the minimum age in the criteria with the programme's conditions, and the calendar from the programme's registration date", async () => {
    const root = await page("/volunteers");
    const criteria = text(root.querySelector('section[aria-labelledby="criteria"]')!);
    expect(criteria).toContain("Avoir au moins 16 ans");
    expect(criteria).toContain("Les conditions d'inscription sont fixées par le programme 'A Ti'aturu.");
    const calendar = root.querySelectorAll('section[aria-labelledby="calendar"] ol > li').map((li) => text(li));
    expect(calendar).toEqual([
      "mars 2026 Ouverture des candidatures",
      "mai 2027 Clôture des candidatures",
      "juin 2027 Annonce des sélections",
      "juillet 2027 Formation des bénévoles",
      "août 2027 Début des missions",
    ]);
    expect(root.querySelectorAll('section[aria-labelledby="benefits"] li')).toHaveLength(6);
    expect(root.querySelectorAll('section[aria-labelledby="steps"] ol > li').map((li) => text(li.querySelector("h3")!))).toEqual([
      "Candidature",
      "Sélection",
      "Formation",
      "Affectation",
    ]);
  });

  it("sends the apply buttons to the contact form with the volunteers subject", async () => {
    const fr = (await page("/volunteers")).querySelectorAll("main a").filter((a) => text(a) === "Devenir bénévole");
    expect(fr.length).toBeGreaterThanOrEqual(2);
    for (const link of fr) expect(link.getAttribute("href")).toBe("/contact?subject=volunteers");
    const ja = (await page("/ja/volunteers")).querySelectorAll('main a[href="/ja/contact?subject=volunteers"]');
    expect(ja.length).toBeGreaterThanOrEqual(2);
  });
});

describe("no invented testimonial", () => {
  it.each(LOCALES)("quotes nobody on the three pages in %s", async (locale) => {
    for (const pathname of ["/accreditation", "/athletes", "/volunteers"]) {
      const main = (await page(localizePath(pathname, locale))).querySelector("main")!;
      expect(main.querySelectorAll("blockquote, q, figcaption, cite"), pathname).toHaveLength(0);
      expect(text(main), pathname).not.toMatch(/[«“„「『]/);
      expect(text(main).toLowerCase(), pathname).not.toMatch(/témoign|testimon|testimoni|depoimento|证言|推荐语|体验談|証言/);
    }
  });
});
