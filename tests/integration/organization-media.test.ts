import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { frenchSentences } from "../helpers/french.ts";
import { attribute, visibleText } from "../helpers/html.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";
import { en as enMessages } from "~/locales/en.ts";
import { fr as frMessages } from "~/locales/fr.ts";
import { ja as jaMessages } from "~/locales/ja.ts";
import { initialPageTexts, INITIAL_EVENT } from "../helpers/initial-content.ts";
const mediaFr = initialPageTexts("mediaTexts", "fr");
const mediaJa = initialPageTexts("mediaTexts", "ja");
const organizationJa = initialPageTexts("organizationTexts", "ja");

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

async function page(pathname: string) {
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  const html = await response.text();
  return { status: response.status, html, root: parse(html), text: visibleText(html) };
}

function section(root: HTMLElement, id: string): HTMLElement {
  const found = root.querySelector(`section[aria-labelledby="${id}"]`);
  if (!found) throw new Error(`no section labelled by #${id}`);
  return found;
}

const COMMISSIONS = initialItems("commissions").map((item) => item.data);
const LEADERS = initialItems("leaders").map((item) => item.data);
const PRESS_CONTACTS = initialItems("pressContacts").map((item) => item.data);
const GUIDELINES = initialItems("guidelines").map((item) => item.data);

const hrefs = (element: HTMLElement) => element.querySelectorAll("a").map((a) => a.getAttribute("href"));

/** Placeholder leftovers of the prototype's data, or a missing value rendered as text. */
function expectNoPlaceholders(html: string, text: string) {
  expect(html).not.toContain("{email}");
  expect(html).not.toContain("{phone}");
  expect(text).not.toMatch(/undefined|null|NaN/);
  expect(html).not.toMatch(/href="tel:/);
}

describe("/organization", () => {
  it("shows the two known leaders with their roles and no contact for them", async () => {
    const { status, html, root, text } = await page("/organization");
    expect(status).toBe(200);
    const leaders = section(root, "leadership").querySelectorAll("li");
    expect(leaders.map((li) => li.querySelector("h3")?.text)).toEqual(["Noelline Parker", "Steeve Raoulx"]);
    expect(leaders[0]!.text).toContain("Présidente du comité d'organisation");
    expect(leaders[1]!.text).toContain("Directeur général du comité d'organisation");
    expect(section(root, "leadership").querySelectorAll("a")).toHaveLength(0);
    expectNoPlaceholders(html, text);
  });

  it("lists seven commissions, each with a description and a composition still to be confirmed", async () => {
    const { root } = await page("/organization");
    const commissions = section(root, "commissions").querySelectorAll("ul > li");
    expect(commissions).toHaveLength(7);
    for (const [index, commission] of commissions.entries()) {
      expect(commission.querySelector("h3")?.text).toBe(COMMISSIONS[index]!.name.fr);
      expect(commission.text).toContain(COMMISSIONS[index]!.description.fr);
      expect(commission.querySelector("dd [data-to-confirm]")?.text).toBe("À confirmer");
    }
  });

  it("gives the committee's general contact: address, email and the contact page", async () => {
    const { root } = await page("/organization");
    const contact = section(root, "contact");
    expect(contact.text).toContain("Pirae, Tahiti — Polynésie française");
    expect(hrefs(contact)).toEqual([`mailto:${INITIAL_EVENT.contactEmail}`, "/contact"]);
  });

  it("is fully Japanese at /ja/organization", async () => {
    const { status, html, root, text } = await page("/ja/organization");
    expect(status).toBe(200);
    expect(attribute(html, /<html[^>]*>/, "lang")).toBe("ja");
    expect(html).toContain(`<title>${organizationJa.metaTitle}</title>`);
    expect(text).toContain(LEADERS[0]!.role.ja);
    expect(section(root, "commissions").querySelectorAll("ul > li h3").map((h) => h.text)).toEqual(COMMISSIONS.map((c) => c.name.ja));
    expect(root.querySelectorAll("[data-untranslated]")).toHaveLength(0);
    expect(text).toContain("Pirae, Tahiti — フランス領ポリネシア");
    expect(hrefs(section(root, "contact"))).toContain("/ja/contact");
    expectNoPlaceholders(html, text);
  });
});

describe("/media", () => {
  it("formats the three accreditation dates in the visitor's language", async () => {
    const fr = await page("/media");
    expect(fr.status).toBe(200);
    const frDates = section(fr.root, "accreditation").querySelectorAll("time");
    expect(frDates.map((time) => [time.getAttribute("datetime"), time.text])).toEqual([
      ["2027-01-01", "1 janvier 2027"],
      ["2027-04-30", "30 avril 2027"],
      ["2027-06-15", "15 juin 2027"],
    ]);
    const en = await page("/en/media");
    expect(section(en.root, "accreditation").querySelectorAll("time").map((time) => time.text)).toEqual(["1 January 2027", "30 April 2027", "15 June 2027"]);
    expect(en.text).toContain(enMessages.media.dateLabels.mediaDeadline);
  });

  it("sends the apply link to the contact form with the media subject", async () => {
    const fr = await page("/media");
    const apply = section(fr.root, "accreditation").querySelectorAll("a");
    expect(apply.map((a) => [a.getAttribute("href"), a.text.trim()])).toEqual([["/contact?subject=media", frMessages.media.applyLink]]);
    const en = await page("/en/media");
    expect(hrefs(section(en.root, "accreditation"))).toEqual(["/en/contact?subject=media"]);
  });

  it("says each of the four resources is not available yet while no file is offered, with nothing to click", async () => {
    const { root } = await page("/media");
    const resources = section(root, "resources");
    const items = resources.querySelectorAll("ul > li");
    expect(items.map((li) => li.querySelector("h3")?.text)).toEqual([mediaFr.logosTitle, mediaFr.mediaKitTitle, mediaFr.photosTitle, mediaFr.videosTitle]);
    for (const item of items) {
      expect(item.querySelector('[data-availability="unavailable"]')?.text).toBe(frMessages.media.unavailable);
      // No type or size is said of a file that is not there.
      expect(item.querySelectorAll("dl")).toHaveLength(0);
    }
    expect(resources.querySelectorAll("a, button")).toHaveLength(0);
    expect(resources.text).not.toMatch(/annonc/i);
  });

  it("shows the press office with the committee's email only, and no invented people or events", async () => {
    const { html, root, text } = await page("/media");
    const contacts = section(root, "press-contacts");
    expect(hrefs(contacts)).toEqual([`mailto:${INITIAL_EVENT.contactEmail}`]);
    expect(contacts.querySelectorAll("h3").map((h) => h.text)).toEqual([PRESS_CONTACTS[0]!.name.fr]);
    const events = section(root, "press-events");
    expect(events.text).toContain(mediaFr.pressEventsNone);
    expect(events.querySelectorAll("time, li")).toHaveLength(0);
    expectNoPlaceholders(html, text);
  });

  it("links to the accreditation, news, sports, venues and open data pages", async () => {
    const { root } = await page("/media");
    expect(hrefs(section(root, "useful-links"))).toEqual(["/accreditation", "/news", "/sports", "/venues", "/open-data"]);
    expect(section(root, "coverage").querySelectorAll("h3").map((h) => h.text)).toEqual(GUIDELINES.map((guideline) => guideline.title.fr));
  });

  it("is fully Japanese at /ja/media", async () => {
    const { status, html, root, text } = await page("/ja/media");
    expect(status).toBe(200);
    expect(attribute(html, /<html[^>]*>/, "lang")).toBe("ja");
    expect(html).toContain(`<title>${mediaJa.metaTitle}</title>`);
    expect(section(root, "accreditation").querySelectorAll("time").map((time) => time.text)).toEqual(["2027年1月1日", "2027年4月30日", "2027年6月15日"]);
    expect(hrefs(section(root, "accreditation"))).toEqual(["/ja/contact?subject=media"]);
    expect(section(root, "resources").querySelectorAll('[data-availability="unavailable"]').map((el) => el.text)).toEqual(Array(4).fill(jaMessages.media.unavailable));
    expect(hrefs(section(root, "useful-links"))).toEqual(["/ja/accreditation", "/ja/news", "/ja/sports", "/ja/venues", "/ja/open-data"]);
    expectNoPlaceholders(html, text);
  });
});

describe.each(["/organization", "/media"])("%s in the five other languages", (pathname) => {
  it.each(LOCALES.filter((locale) => locale !== "fr"))("has no French sentence in %s", async (locale) => {
    const { status, html } = await page(localizePath(pathname, locale));
    expect(status).toBe(200);
    expect(frenchSentences(html)).toEqual([]);
  });
});
