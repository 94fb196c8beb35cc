import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/index.ts";
import { fr } from "~/locales/fr.ts";
import { LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { contentFormFields } from "../helpers/content-form.ts";
import { createHtmlValidator, markupProblems } from "../helpers/html-validity.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { errorNextTo } from "../helpers/html.ts";

// Issue 21: the contact page's departments are the organisers' content. Their ids are the keys stored
// messages carry, so they are edited, never added or deleted; a department's address set in the back
// office is told of its new messages before the environment's.

let site: TestSite;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let as: Record<"admin" | "moderator", string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  site = await startTestSite({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Tahiti 2027 <no-reply@tahiti2027.test>",
    INBOX_EMAIL: "accueil@tahiti2027.test",
    INBOX_DEPARTMENT_EMAILS: "communication=presse@tahiti2027.test,sports=sports@tahiti2027.test",
    TRUST_PROXY: "loopback",
  });
  const [admin, moderator] = await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")]);
  as = { admin: admin.cookie, moderator: moderator.cookie };
});
afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

const validator = createHtmlValidator();
const FORM = "/admin/content/contactDepartments/communication";

async function contactPage(locale: Locale): Promise<HTMLElement> {
  const path = localizePath("/contact", locale);
  const response = await fetch(site.url + path, { headers: { cookie: site.gateCookie } });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  expect(await markupProblems(validator, html, path)).toEqual([]);
  return parse(html);
}

const departmentName = async (locale: Locale) => (await contactPage(locale)).querySelector("#department-communication h3");
const departmentChoice = async (locale: Locale) => (await contactPage(locale)).querySelector('#contact-department option[value="communication"]');

/** A visitor's message through the contact form, from an address of its own (the form is limited per address). */
let address = 0;
const sendMessage = (fields: Record<string, string>) =>
  fetch(`${site.url}/contact`, {
    method: "POST",
    body: new URLSearchParams({ name: "Hina Teriitahi", phone: "", subject: "media", message: "Bonjour, je prépare un reportage sur le va'a.", ...fields }),
    headers: { cookie: site.gateCookie, "X-Forwarded-For": `198.51.100.${++address}` },
    redirect: "manual",
  });

describe("contact departments in the back office, on /contact", () => {
  it("list the departments a new site starts with, in the form's choices too", async () => {
    const doc = await contactPage("fr");
    expect(doc.querySelectorAll('section[aria-labelledby="departments"] li h3').map((h3) => h3.text)).toEqual([
      "Communication et médias",
      "Accréditations",
      "Bénévolat",
      "Partenariats",
      "Sports et délégations",
      "Administration et logistique",
    ]);
    expect(doc.querySelector('#contact-department option[value="communication"]')?.text).toBe("Communication et médias");
  });

  it("show a name edited in two languages at once, the stored pages dropped, the French standing in marked", async () => {
    for (const locale of LOCALES) await contactPage(locale);
    const changes = { "name.fr": "Presse et communication", "name.ja": "報道・広報", "name.en": "" };
    const response = await postForm(site.url + FORM, as.moderator, await contentFormFields(site, as.moderator, FORM, changes));
    expect(response.status).toBe(200);
    for (const locale of ["fr", "ja"] as const) {
      const name = await departmentName(locale);
      expect(name?.text, locale).toBe(changes[`name.${locale}`]);
      expect(name?.getAttribute("lang"), locale).toBeUndefined();
      expect((await departmentChoice(locale))?.text, locale).toBe(changes[`name.${locale}`]);
    }
    const english = await departmentName("en");
    expect(english?.text).toBe("Presse et communication");
    expect(english?.getAttribute("lang")).toBe("fr");
    expect((await departmentChoice("en"))?.getAttribute("lang")).toBe("fr");
    expect((await contactPage("en")).querySelectorAll("[data-untranslated]")).toHaveLength(1);
    expect((await contactPage("fr")).querySelectorAll("[data-untranslated]")).toHaveLength(0);
  });

  it("refuse an invalid address next to its field, keeping what was typed", async () => {
    const response = await postForm(site.url + FORM, as.moderator, await contentFormFields(site, as.moderator, FORM, { email: "presse@", "name.pt": "Imprensa" }));
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(errorNextTo(doc, "email")).toContain(fr.forms.errors.email);
    expect(doc.querySelector('[name="email"]')?.getAttribute("value")).toBe("presse@");
    expect(doc.querySelector('[name="name.pt"]')?.getAttribute("value")).toBe("Imprensa");
  });

  it("are never added or deleted: stored messages carry their ids", async () => {
    const form = await contentFormFields(site, as.admin, FORM);
    expect((await fetch(`${site.url}/admin/content/contactDepartments/new`, { headers: { cookie: as.admin } })).status).toBe(404);
    expect((await postForm(`${site.url}/admin/content/contactDepartments/new`, as.admin, { ...form, intent: "save" })).status).toBe(404);
    expect((await postForm(site.url + FORM, as.admin, { ...form, intent: "delete" })).status).toBe(403);
    expect(await departmentName("fr")).not.toBeNull();
  });

  it("tell a department's own address of a new message for it, before the environment's and the general one", async () => {
    const form = await contentFormFields(site, as.moderator, FORM, { email: "medias@tahiti2027.test" });
    expect((await postForm(site.url + FORM, as.moderator, form)).status).toBe(200);

    expect((await sendMessage({ email: "hina.departement@example.pf", department: "communication" })).status).toBe(200);
    const notification = await smtp.read("medias@tahiti2027.test");
    expect(notification.subject).toBe("[Tahiti 2027] Nouveau message : Médias et presse — Hina Teriitahi");
    // The department is named as the organisers named it, in the mail and in the inbox.
    expect(notification.text).toContain("Sujet : Médias et presse\nService : Presse et communication");
    const acknowledgement = await smtp.read("hina.departement@example.pf");
    expect(acknowledgement.replyTo).toBe("medias@tahiti2027.test");
    const [row] = await site.database.db.select().from(contactMessages).where(eq(contactMessages.email, "hina.departement@example.pf"));
    const inbox = await (await fetch(`${site.url}/admin/inbox/contact/${row!.id}`, { headers: { cookie: as.moderator } })).text();
    expect(inbox).toContain("Presse et communication");

    // Without an address of its own, a department's messages go to the environment's, else the general one.
    expect((await sendMessage({ email: "teva.sports@example.pf", department: "sports" })).status).toBe(200);
    expect((await smtp.read("sports@tahiti2027.test")).text).toContain("Service : Sports et délégations");
    expect((await sendMessage({ email: "moana.benevolat@example.pf", department: "volunteers" })).status).toBe(200);
    expect((await smtp.read("accueil@tahiti2027.test")).text).toContain("Service : Bénévolat");
  });
});

describe("without INBOX_EMAIL", () => {
  let bare: TestSite;
  beforeAll(async () => {
    bare = await startTestSite({ SMTP_URL: smtp.url, MAIL_FROM: "Tahiti 2027 <no-reply@tahiti2027.test>", TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("tells the committee's public address, as the organisers set it in the Games' facts", async () => {
    const moderator = (await sessionFor(bare, "moderator")).cookie;
    const facts = "/admin/content/event/main";
    expect((await postForm(bare.url + facts, moderator, await contentFormFields(bare, moderator, facts, { contactEmail: "bonjour@tahiti2027.test" }))).status).toBe(200);
    const sent = await fetch(`${bare.url}/contact`, {
      method: "POST",
      body: new URLSearchParams({ name: "Teiki Tama", email: "teiki@example.pf", phone: "", subject: "general", department: "administration", message: "Bonjour, où trouver le programme des épreuves ?" }),
      headers: { cookie: bare.gateCookie, "X-Forwarded-For": "198.51.100.200" },
      redirect: "manual",
    });
    expect(sent.status).toBe(200);
    expect((await smtp.read("bonjour@tahiti2027.test")).subject).toBe("[Tahiti 2027] Nouveau message : Renseignements généraux — Teiki Tama");
  });
});
