import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, partnershipRequests } from "../../db/schema/contact.ts";
import { socialLinks } from "~/domain/event/social-links.ts";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { visibleText } from "../helpers/html.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";
import { INITIAL_EVENT } from "../helpers/initial-content.ts";

const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

let site: TestSite;
// The forms are rate-limited per address: each test posts from its own, through the header of a proxy
// on loopback that the site is told to trust.
let address = 0;
let ip = "";

beforeAll(async () => {
  site = await startTestSite({ TRUST_PROXY: "loopback" });
});
afterAll(async () => {
  await site?.close();
});
beforeEach(() => {
  ip = `203.0.113.${++address}`;
});

const get = (pathname: string) => fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
const post = (pathname: string, fields: Record<string, string>, from = ip) =>
  fetch(site.url + pathname, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: site.gateCookie, "X-Forwarded-For": from },
    redirect: "manual",
  });
const contactRows = () => site.database.db.select().from(contactMessages).where(eq(contactMessages.ip, ip));
const partnershipRows = () => site.database.db.select().from(partnershipRequests).where(eq(partnershipRequests.ip, ip));
const main = (html: string) => parse(html).querySelector("main")!;

const contact = {
  name: "Hina Teriitahi",
  email: "hina@example.pf",
  phone: "+689 40 12 34 56",
  subject: "media",
  department: "communication",
  message: "Bonjour, je prépare un reportage sur les Jeux.",
};

const partnership = {
  company: "Fare Va'a SARL",
  contact: "Teva Tauotaha",
  email: "teva@example.pf",
  phone: "",
  category: "supplier",
  message: "Nous fabriquons des pirogues de compétition.",
};

/** The control of a field, its error message and what it shows as typed. */
function field(html: string, id: string) {
  const root = parse(html);
  const control = root.querySelector(`#${id}`)!;
  const describedBy = control.getAttribute("aria-describedby") ?? "";
  const error = describedBy
    .split(" ")
    .filter((ref) => ref.endsWith("-error"))
    .map((ref) => root.querySelector(`#${ref}`)?.text.trim())[0];
  const value =
    control.tagName === "TEXTAREA"
      ? control.text
      : control.tagName === "SELECT"
        ? (control.querySelector("option[selected]")?.getAttribute("value") ?? "")
        : (control.getAttribute("value") ?? "");
  return { invalid: control.getAttribute("aria-invalid"), error, value };
}

describe(`contact page (${engine})`, () => {
  it("shows the form, the departments, the offices, the response times, the languages and the channels in French", async () => {
    const response = await get("/contact");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Contact — Tahiti 2027</title>");
    const page = main(html);
    const text = visibleText(page.toString());
    expect(page.querySelectorAll("h1").map((h) => h.text)).toEqual(["Nous contacter"]);
    for (const label of ["Nom complet", "Adresse email", "Téléphone", "Sujet", "Service concerné", "Votre message"]) {
      expect(page.querySelectorAll("label").map((l) => l.text)).toContainEqual(expect.stringContaining(label));
    }
    expect(page.querySelectorAll('section[aria-labelledby="departments"] h3')).toHaveLength(6);
    expect(text).toContain("Communication et médias");
    // The general address once on the page (the footer has its own), and no invented contact.
    expect(page.querySelectorAll(`a[href="mailto:${INITIAL_EVENT.contactEmail}"]`)).toHaveLength(1);
    expect(page.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1);
    expect(page.querySelectorAll('a[href^="tel:"]')).toHaveLength(0);
    expect(text).toContain("Pirae, Tahiti");
    // Neither office's street address is published: each says so in the one way of the site.
    expect(page.querySelectorAll('section[aria-labelledby="offices"] address dd [data-to-confirm]').map((mark) => mark.text)).toEqual(["À confirmer", "À confirmer"]);
    expect(text).toContain("Du lundi au vendredi, de 8 h à 17 h");
    expect(text).toContain("Le samedi, de 8 h à 12 h");
    expect(text).toContain("Du lundi au vendredi, de 7 h 30 à 16 h 30");
    expect(text).toMatch(/Demandes urgentes 48 heures Demandes courantes 5 jours Demandes complexes 15 jours/);
    expect(text).toMatch(/Français Anglais Espagnol Japonais/);
    for (const social of socialLinks(INITIAL_EVENT)) {
      const link = page.querySelector(`a[href="${social.href}"]`)!;
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    // The honeypot is out of reach for people and assistive technologies.
    const trap = page.querySelector('input[name="website"]')!;
    expect(trap.getAttribute("tabindex")).toBe("-1");
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.parentNode?.getAttribute("aria-hidden")).toBe("true");
  });

  it("speaks English under /en", async () => {
    const html = await (await get("/en/contact")).text();
    const text = visibleText(main(html).toString());
    expect(text).toContain("Contact us");
    expect(text).toContain("Monday to Friday, 8 am to 5 pm");
    expect(text).toContain("Saturday, 8 am to 12 pm");
    expect(text).toContain("Monday to Friday, 7.30 am to 4.30 pm");
    expect(text).toMatch(/Urgent requests 48 hours Standard requests 5 days Complex requests 15 days/);
    expect(text).toContain("Address To be confirmed");
    expect(text).toMatch(/French English Spanish Japanese/);
  });

  it.each(["accreditation", "volunteers", "media"])("preselects the subject ?subject=%s", async (subject) => {
    const html = await (await get(`/contact?subject=${subject}`)).text();
    expect(field(html, "contact-subject").value).toBe(subject);
  });

  it("ignores an unknown subject in the address", async () => {
    const html = await (await get("/contact?subject=nope")).text();
    expect(field(html, "contact-subject").value).toBe("");
  });

  it("stores a valid message, confirms it and shows an empty form again", async () => {
    const response = await post("/contact", contact);
    expect(response.status).toBe(200);
    const html = await response.text();
    const status = main(html).querySelector('[role="status"]')!;
    expect(status.text).toContain("Message envoyé");
    expect(field(html, "contact-name").value).toBe("");
    expect(field(html, "contact-message").value).toBe("");
    const rows = await contactRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...contact, language: "fr", ip });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("stores the language of the page and null for the optional fields left blank", async () => {
    const response = await post("/ja/contact", { ...contact, phone: "", department: "" });
    expect(response.status).toBe(200);
    expect(main(await response.text()).querySelector('[role="status"]')!.text).toContain("メッセージを送信しました");
    expect(await contactRows()).toMatchObject([{ phone: null, department: null, language: "ja" }]);
  });

  const invalid: [string, Record<string, string>, string][] = [
    ["name", { name: "  " }, "Ce champ est obligatoire"],
    ["name", { name: "a".repeat(101) }, "100 caractères maximum"],
    ["email", { email: "pas-un-email" }, "Adresse email invalide"],
    ["email", { email: "" }, "Ce champ est obligatoire"],
    ["phone", { phone: "appelez-moi" }, "Numéro de téléphone invalide : chiffres, espaces, +, -, . et parenthèses uniquement"],
    ["subject", { subject: "" }, "Ce champ est obligatoire"],
    ["subject", { subject: "spam" }, "Choisissez une option de la liste"],
    ["department", { department: "marketing" }, "Choisissez une option de la liste"],
    ["message", { message: "Trop bref" }, "10 caractères minimum"],
    // French groups thousands with a narrow no-break space.
    ["message", { message: "a".repeat(5001) }, "5\u202f000 caractères maximum"],
  ];

  it.each(invalid)("refuses a bad %s with 400, its message next to it and the input kept (%j)", async (name, change, message) => {
    const sent = { ...contact, ...change };
    const response = await post("/contact", sent);
    expect(response.status).toBe(400);
    const html = await response.text();
    const bad = field(html, `contact-${name}`);
    expect(bad.invalid).toBe("true");
    expect(bad.error).toBe(message);
    expect(main(html).querySelector('[role="alert"]')!.text).toContain("Le formulaire contient des erreurs");
    for (const [other, value] of Object.entries(sent)) {
      const shown = field(html, `contact-${other}`);
      // A select cannot show a value it does not offer; every other field shows what was typed.
      if (!(other === name && ["subject", "department"].includes(name))) expect(shown.value, other).toBe(value);
      if (other !== name) expect(shown.invalid, other).toBeUndefined();
    }
    expect(await contactRows()).toHaveLength(0);
  });

  it("gives the messages in English on the English page", async () => {
    const response = await post("/en/contact", { ...contact, name: "", email: "not-an-email", message: "Short" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(field(html, "contact-name").error).toBe("This field is required");
    expect(field(html, "contact-email").error).toBe("Invalid email address");
    expect(field(html, "contact-email").value).toBe("not-an-email");
    expect(field(html, "contact-message").error).toBe("At least 10 characters");
    expect(main(html).querySelector('[role="alert"]')!.text).toContain("The form contains errors");
  });

  it("pretends to accept a filled honeypot and stores nothing", async () => {
    const response = await post("/contact", { ...contact, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(main(await response.text()).querySelector('[role="status"]')!.text).toContain("Message envoyé");
    expect(await contactRows()).toHaveLength(0);
  });

  it("answers 429 after five messages from one address, keeping the sixth as typed", async () => {
    for (let i = 0; i < 5; i++) expect((await post("/contact", contact)).status).toBe(200);
    const response = await post("/contact", { ...contact, message: "Encore un message pour le comité." });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(500);
    const html = await response.text();
    expect(main(html).querySelector('[role="alert"]')!.text).toContain("Vous avez envoyé trop de formulaires depuis votre connexion. Réessayez dans 10 minutes.");
    expect(field(html, "contact-message").value).toBe("Encore un message pour le comité.");
    expect(await contactRows()).toHaveLength(5);
    // Another visitor is not held back.
    expect((await post("/contact", contact, "203.0.113.250")).status).toBe(200);
  });

  it("refuses a cross-site post and a post without the gate cookie", async () => {
    const crossSite = await fetch(`${site.url}/contact`, {
      method: "POST",
      body: new URLSearchParams(contact),
      headers: { cookie: site.gateCookie, origin: "https://evil.example", "X-Forwarded-For": ip },
    });
    expect(crossSite.status).toBe(403);
    const locked = await fetch(`${site.url}/contact`, { method: "POST", body: new URLSearchParams(contact), headers: { "X-Forwarded-For": ip } });
    expect(locked.status).toBe(401);
    expect(await contactRows()).toHaveLength(0);
  });
});

describe(`partners page (${engine})`, () => {
  it("shows the four tiers with their benefits and packages, and the institutional links", async () => {
    const response = await get("/partners");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Partenaires — Tahiti 2027</title>");
    const page = main(html);
    const tiers = page.querySelectorAll('section[aria-labelledby="tiers"] > div > div > ul > li');
    expect(tiers.map((tier) => tier.querySelector("h3")!.text)).toEqual(["Partenaires officiels", "Sponsors principaux", "Partenaires institutionnels", "Fournisseurs officiels"]);
    for (const tier of tiers) {
      expect(tier.querySelectorAll("h4").map((h) => h.text)).toEqual(expect.arrayContaining(["Avantages", "Contenu du package"]));
    }
    for (const { data: partner } of initialItems("partners")) {
      if (partner.tier === "institutional") expect(tiers[2]!.querySelector(`a[href="${partner.link}"]`)?.text).toContain(partner.name);
    }
    expect(page.querySelector('a[href="/partners?category=sponsor#partner-form"]')).not.toBeNull();
    expect(visibleText(page.toString())).toContain("Devenir partenaire");
  });

  it("speaks Japanese under /ja", async () => {
    const text = visibleText(main(await (await get("/ja/partners")).text()).toString());
    expect(text).toContain("オフィシャルパートナー");
    expect(text).toContain("パートナーになる");
    expect(text).toContain("パッケージ内容");
  });

  it("preselects the category of the tier link", async () => {
    const html = await (await get("/partners?category=sponsor")).text();
    expect(field(html, "partnership-category").value).toBe("sponsor");
  });

  it("stores a valid request and confirms it with the specification's message", async () => {
    const response = await post("/partners", partnership);
    expect(response.status).toBe(200);
    const html = await response.text();
    const status = main(html).querySelector('[role="status"]')!.text;
    expect(status).toContain("Demande envoyée");
    expect(status).toContain("Nous vous contacterons pour discuter des opportunités de partenariat.");
    expect(field(html, "partnership-company").value).toBe("");
    expect(await partnershipRows()).toMatchObject([{ ...partnership, phone: null, language: "fr", ip }]);
  });

  it("confirms in English on the English page", async () => {
    const response = await post("/en/partners", { company: "Moana Ltd", contact: "Mere", email: "mere@example.com" });
    expect(response.status).toBe(200);
    const status = main(await response.text()).querySelector('[role="status"]')!.text;
    expect(status).toContain("Request sent");
    expect(status).toContain("We will contact you to discuss partnership opportunities.");
    expect(await partnershipRows()).toMatchObject([{ company: "Moana Ltd", category: null, message: null, language: "en" }]);
  });

  it.each([
    ["company", { company: "" }, "Ce champ est obligatoire"],
    ["contact", { contact: " " }, "Ce champ est obligatoire"],
    ["email", { email: "teva@" }, "Adresse email invalide"],
    ["phone", { phone: "n/a" }, "Numéro de téléphone invalide : chiffres, espaces, +, -, . et parenthèses uniquement"],
    ["category", { category: "premium" }, "Choisissez une option de la liste"],
  ] as [string, Record<string, string>, string][])("refuses a bad %s with 400 and its message, keeping the input", async (name, change, message) => {
    const sent = { ...partnership, ...change };
    const response = await post("/partners", sent);
    expect(response.status).toBe(400);
    const html = await response.text();
    const bad = field(html, `partnership-${name}`);
    expect(bad.invalid).toBe("true");
    expect(bad.error).toBe(message);
    expect(field(html, "partnership-message").value).toBe(partnership.message);
    if (name !== "company") expect(field(html, "partnership-company").value).toBe(partnership.company);
    if (name !== "category") expect(field(html, "partnership-category").value).toBe(partnership.category);
    expect(await partnershipRows()).toHaveLength(0);
  });

  it("gives the messages in English on the English page", async () => {
    const response = await post("/en/partners", { ...partnership, company: "", email: "nope" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(field(html, "partnership-company").error).toBe("This field is required");
    expect(field(html, "partnership-email").error).toBe("Invalid email address");
    expect(field(html, "partnership-email").value).toBe("nope");
  });

  it("pretends to accept a filled honeypot and stores nothing", async () => {
    const response = await post("/partners", { ...partnership, website: "spam" });
    expect(response.status).toBe(200);
    expect(main(await response.text()).querySelector('[role="status"]')!.text).toContain("Demande envoyée");
    expect(await partnershipRows()).toHaveLength(0);
  });

  it("answers 429 after five requests from one address", async () => {
    for (let i = 0; i < 5; i++) expect((await post("/partners", partnership)).status).toBe(200);
    const response = await post("/partners", partnership);
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(main(html).querySelector('[role="alert"]')!.text).toContain("Réessayez dans 10 minutes");
    expect(field(html, "partnership-company").value).toBe(partnership.company);
    expect(await partnershipRows()).toHaveLength(5);
  });
});
