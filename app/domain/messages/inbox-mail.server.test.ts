import { describe, expect, it } from "vitest";
import { initialContentStore } from "../../../tests/helpers/initial-content.ts";
import { acknowledgementMail, acknowledgementSubject, notificationMail, teamAddress, type SentMessage } from "./inbox-mail.server.ts";
import { topicNames } from "./topics.server.ts";

const addresses = { general: "contact@tahiti2027.test", departments: { communication: "presse@tahiti2027.test", partnerships: "partenaires@tahiti2027.test" } };
const publicUrl = "https://tahiti2027.test";
// The notification is in French, the departments named as a new site names them.
const topics = await topicNames(initialContentStore(), "fr");

const contact: SentMessage = {
  kind: "contact",
  id: 12,
  // 14 March 2027, 08:05 in Tahiti.
  createdAt: new Date("2027-03-14T18:05:00Z"),
  name: "Hina\nTeriitahi",
  company: null,
  email: "hina@example.pf",
  phone: null,
  subject: "media",
  department: "communication",
  category: null,
  message: "Bonjour,\nje prépare un reportage sur le va'a.",
  language: "ja",
};

const partnership: SentMessage = {
  kind: "partnership",
  id: 3,
  createdAt: new Date("2027-03-14T18:05:00Z"),
  name: "Teva Tauotaha",
  company: "Fare Va'a SARL",
  email: "teva@example.pf",
  phone: "+689 87 00 00 00",
  subject: null,
  department: null,
  category: "supplier",
  message: null,
  language: "es",
};

describe("who hears of a message", () => {
  it("is its department's address, the partnerships one for a request, else the general one", () => {
    expect(teamAddress(contact, addresses)).toBe("presse@tahiti2027.test");
    expect(teamAddress({ ...contact, department: "sports" }, addresses)).toBe("contact@tahiti2027.test");
    expect(teamAddress({ ...contact, department: null }, addresses)).toBe("contact@tahiti2027.test");
    expect(teamAddress(partnership, addresses)).toBe("partenaires@tahiti2027.test");
    expect(teamAddress(partnership, { general: "contact@tahiti2027.test", departments: {} })).toBe("contact@tahiti2027.test");
  });
});

describe("the team's notification", () => {
  it("says in French everything the visitor sent, the page to handle it on, and answers go to the visitor", () => {
    const mail = notificationMail(contact, { addresses, publicUrl, topics });
    expect(mail).toMatchObject({ to: "presse@tahiti2027.test", replyTo: "hina@example.pf", subject: "[Tahiti 2027] Nouveau message : Médias et presse — Hina Teriitahi" });
    expect(mail.text).toContain("le 14 mars 2027 à 08:05 (heure de Tahiti)");
    expect(mail.text).toContain("Nom : Hina\nTeriitahi");
    expect(mail.text).toContain("Email : hina@example.pf\nTéléphone : non indiqué\nSujet : Médias et presse\nService : Communication et médias\nLangue de la page : 日本語");
    expect(mail.text).toContain("Message :\nBonjour,\nje prépare un reportage sur le va'a.");
    expect(mail.text).toContain("https://tahiti2027.test/admin/inbox/contact/12");
  });

  it("names the company and the category of a partnership request", () => {
    const mail = notificationMail(partnership, { addresses, publicUrl, topics });
    expect(mail).toMatchObject({ to: "partenaires@tahiti2027.test", replyTo: "teva@example.pf", subject: "[Tahiti 2027] Demande de partenariat : Fare Va'a SARL" });
    expect(mail.text).toContain("Entreprise : Fare Va'a SARL\nPersonne à contacter : Teva Tauotaha");
    expect(mail.text).toContain("Téléphone : +689 87 00 00 00\nCatégorie : Fournisseur officiel\nLangue de la page : Español");
    expect(mail.text).toContain("Message :\nAucun message joint.");
    expect(mail.text).toContain("https://tahiti2027.test/admin/inbox/partnership/3");
  });

  it("keeps a long name to one short line in the subject", () => {
    const subject = notificationMail({ ...contact, name: `${"Teriitahi ".repeat(20)}\r\nBcc: x@evil.example` }, { addresses, publicUrl, topics }).subject;
    expect(subject).toBe(`[Tahiti 2027] Nouveau message : Médias et presse — ${"Teriitahi ".repeat(8).slice(0, 79)}…`);
  });
});

describe("the sender's acknowledgement", () => {
  it("is in the language of the page, with the response times, and answers go to the team", () => {
    const mail = acknowledgementMail(contact, { addresses });
    expect(mail).toMatchObject({ to: "hina@example.pf", replyTo: "presse@tahiti2027.test", subject: "Tahiti 2027 — メッセージを受け付けました" });
    expect(mail.text).toContain("2027年3月14日にTahiti 2027のサイトからお送りいただいたメッセージ（件名：メディア・報道）を受け付けました。");
    expect(mail.text).toContain("- 緊急のお問い合わせ：48 時間");
    expect(mail.text).toContain("Tahiti 2027 チーム");
  });

  it("repeats nothing the visitor typed", () => {
    const mail = acknowledgementMail({ ...contact, name: "Buy cheap pills", message: "https://spam.example" }, { addresses });
    expect(mail.text).not.toMatch(/pills|spam\.example|Hina|va'a/);
    expect(acknowledgementMail({ ...partnership, company: "Spam Corp" }, { addresses }).text).not.toContain("Spam Corp");
  });

  it("thanks a partner in their language and falls back to French for a page language it does not know", () => {
    const mail = acknowledgementMail(partnership, { addresses });
    expect(mail.subject).toBe("Tahiti 2027 — hemos recibido su solicitud de colaboración");
    expect(mail.text).toContain("Hemos recibido la solicitud de colaboración que nos envió el 14 de marzo de 2027");
    expect(mail.text).not.toContain("48");
    expect(acknowledgementSubject({ kind: "contact", language: "xx" })).toBe("Tahiti 2027 — nous avons bien reçu votre message");
  });
});
