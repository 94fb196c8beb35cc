import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { contentItems, media } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { createHtmlValidator, markupProblems } from "../helpers/html-validity.ts";
import { picture } from "../helpers/media-fixtures.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { errorNextTo } from "../helpers/html.ts";

let site: TestSite;
let moderator: string;
let admin: string;

beforeAll(async () => {
  site = await startTestSite();
  moderator = (await sessionFor(site, "moderator")).cookie;
  admin = (await sessionFor(site, "admin")).cookie;
});
afterAll(async () => {
  await site?.close();
});

const validator = createHtmlValidator();

/** A public page, checked as valid HTML: the organisers' items add markup the pages did not have. */
async function page(pathname: string): Promise<HTMLElement> {
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  expect(response.status, pathname).toBe(200);
  const html = await response.text();
  expect(await markupProblems(validator, html, pathname)).toEqual([]);
  return parse(html);
}

async function uploadLogo(): Promise<number> {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(await picture("png", 600, 300))], { type: "image/png" }), "logo-vini.png");
  const response = await fetch(`${site.url}/admin/media/upload`, { method: "POST", headers: { cookie: moderator, accept: "application/json", origin: site.url }, body });
  const id = ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
  await site.database.db.update(media).set({ alt: { fr: "Logo de Vini", ja: "Viniのロゴ" }, credit: "Vini" }).where(eq(media.id, id));
  return id;
}

const PRESS_EVENT = {
  intent: "save",
  "title.fr": "Conférence de presse d'ouverture",
  "title.ja": "開会記者会見",
  startsAt: "2027-07-30T10:00",
  "place.fr": "Centre principal de presse, Papeete",
  "description.fr": "Présentation du programme des Jeux.",
  link: "https://www.tahiti2027.pf/presse",
};

describe("press events in the back office, on /media", () => {
  it("refuses a bad link and a title without its French, next to the fields, with what was typed", async () => {
    const response = await postForm(`${site.url}/admin/content/press/new`, moderator, { ...PRESS_EVENT, "title.fr": "", link: "tahiti2027.pf/presse" });
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(errorNextTo(doc, "link")).toContain(fr.adminContent.errors.url);
    expect(errorNextTo(doc, "title.fr")).toBe(fr.forms.errors.required);
    expect(doc.querySelector('[name="link"]')?.getAttribute("value")).toBe("tahiti2027.pf/presse");
    expect(doc.querySelector('[name="title.ja"]')?.getAttribute("value")).toBe("開会記者会見");
    expect(doc.querySelector('[name="startsAt"]')?.getAttribute("value")).toBe("2027-07-30T10:00");
    expect(await site.database.db.select().from(contentItems).where(eq(contentItems.kind, "press"))).toEqual([]);
  });

  it("shows a saved event on /media and /ja/media at once, with its Tahiti time in the visitor's language", async () => {
    // Stored pages first: saving must drop them.
    expect((await page("/media")).querySelector("#press-events")!.closest("section")!.text).toContain("Aucun événement presse n'est encore annoncé");
    await page("/ja/media");
    const saved = await postForm(`${site.url}/admin/content/press/new`, moderator, PRESS_EVENT);
    expect(saved.status).toBe(302);
    const id = /\/admin\/content\/press\/([^?]+)\?created/.exec(saved.headers.get("location") ?? "")?.[1];
    expect(id).toBeTruthy();

    const frCard = (await page("/media")).querySelector(`#press-${id}`)!;
    expect(frCard.querySelector("h3")?.text).toBe("Conférence de presse d'ouverture");
    expect(frCard.querySelector("time")?.getAttribute("datetime")).toBe("2027-07-30T20:00:00.000Z");
    expect(frCard.querySelector("time")?.text).toBe("vendredi 30 juillet 2027 à 10:00, heure de Tahiti");
    expect(frCard.text).toContain("Centre principal de presse, Papeete");
    expect(frCard.querySelector('a[href="https://www.tahiti2027.pf/presse"]')?.getAttribute("target")).toBe("_blank");

    const jaPage = await page("/ja/media");
    const jaCard = jaPage.querySelector(`#press-${id}`)!;
    expect(jaCard.querySelector("h3")?.text).toBe("開会記者会見");
    expect(jaCard.querySelector("h3")?.getAttribute("lang")).toBeUndefined();
    expect(jaCard.querySelector("time")?.text).toMatch(/^2027年7月30日金曜日 10:00（タヒチ時間）$/);
    // The place has no Japanese: the French stands in, marked, and the page says so once.
    expect(jaCard.querySelector('[lang="fr"]')?.text).toBe("Centre principal de presse, Papeete");
    expect(jaPage.querySelectorAll("[data-untranslated]")).toHaveLength(1);
  });
});

describe("partners in the back office, on /partners", () => {
  it("lists the institutions of the Games movement under the institutional tier from the start", async () => {
    const tier = (await page("/partners")).getElementById("tier-institutional")!.closest("li")!;
    expect(tier.querySelectorAll("[data-partner] a").map((a) => a.getAttribute("href"))).toEqual(["https://www.pacificgamescouncil.org", "https://www.presidence.pf", "https://www.oceanianoc.org"]);
  });

  let partnerId = "";
  it("refuses a bad link with what was typed, then shows a saved partner with its logo under its tier in fr and ja", async () => {
    const form = parse(await (await fetch(`${site.url}/admin/content/partners/new`, { headers: { cookie: moderator } })).text());
    expect(form.querySelector('select[name="tier"] option[value="gold"]')?.text).toBe(fr.adminContent.options.partners.tier.gold);
    const logo = await uploadLogo();
    await page("/partners");
    await page("/ja/partners");
    const fields = { intent: "save", name: "Vini", tier: "gold", logo: String(logo), link: "www vini pf", "description.fr": "Opérateur de télécommunications" };
    const refused = await postForm(`${site.url}/admin/content/partners/new`, moderator, fields);
    expect(refused.status).toBe(400);
    const doc = parse(await refused.text());
    expect(errorNextTo(doc, "link")).toContain(fr.adminContent.errors.url);
    expect(doc.querySelector('[name="name"]')?.getAttribute("value")).toBe("Vini");
    expect(doc.querySelector('[name="link"]')?.getAttribute("value")).toBe("www vini pf");

    const saved = await postForm(`${site.url}/admin/content/partners/new`, moderator, { ...fields, link: "https://www.vini.pf" });
    expect(saved.status).toBe(302);
    partnerId = /\/admin\/content\/partners\/([^?]+)\?created/.exec(saved.headers.get("location") ?? "")?.[1] ?? "";
    expect(partnerId).toBe("vini");

    for (const [path, alt] of [["/partners", "Logo de Vini"], ["/ja/partners", "Viniのロゴ"]] as const) {
      const doc = await page(path);
      const gold = doc.getElementById("tier-gold")!.closest("li")!;
      const partner = gold.querySelector(`#partner-${partnerId}`)!;
      expect(partner.querySelector('a[href="https://www.vini.pf"]')?.text, path).toContain("Vini");
      const img = partner.querySelector("picture img")!;
      expect(img.getAttribute("alt"), path).toBe(alt);
      expect([img.getAttribute("width"), img.getAttribute("height")], path).toEqual(["600", "300"]);
      expect(doc.getElementById("tier-institutional")!.closest("li")!.querySelector(`#partner-${partnerId}`), path).toBeNull();
    }
  });

  it("lets an admin delete a partner, not a moderator", async () => {
    const byModerator = await postForm(`${site.url}/admin/content/partners/${partnerId}`, moderator, { intent: "delete" });
    expect(byModerator.status).toBe(403);
    expect((await page("/partners")).querySelector(`#partner-${partnerId}`)).not.toBeNull();
    const byAdmin = await postForm(`${site.url}/admin/content/partners/${partnerId}`, admin, { intent: "delete" });
    expect(byAdmin.status).toBe(302);
    expect((await page("/partners")).querySelector(`#partner-${partnerId}`)).toBeNull();
    expect((await page("/ja/partners")).querySelector(`#partner-${partnerId}`)).toBeNull();
  });
});
