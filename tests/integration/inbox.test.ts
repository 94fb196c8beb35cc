// The inbox through the real server: the mails a visitor's message sends over SMTP, the back office's
// list, message page, status and assignment, the CSV export, the dashboard's count and the purge.
import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, partnershipRequests, users } from "../../db/schema/index.ts";
import { MESSAGES_KEPT_UNTIL } from "~/domain/messages/retention.server.ts";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { visibleText } from "../helpers/html.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const REFUSED = "bounce@example.invalid";

let site: TestSite;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let as: Record<"user" | "moderator" | "admin", { cookie: string; email: string }>;
let address = 0;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (to) => to === REFUSED });
  site = await startTestSite({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Tahiti 2027 <no-reply@tahiti2027.test>",
    INBOX_EMAIL: "accueil@tahiti2027.test",
    INBOX_DEPARTMENT_EMAILS: "communication=presse@tahiti2027.test,partnerships=partenaires@tahiti2027.test",
    TRUST_PROXY: "loopback",
  });
  const [user, moderator, admin] = await Promise.all([sessionFor(site, "user"), sessionFor(site, "moderator"), sessionFor(site, "admin")]);
  as = { user, moderator, admin };
});
afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

/** A visitor's form post, each from an address of its own (the forms are limited per address). */
const send = (pathname: string, fields: Record<string, string>) =>
  fetch(site.url + pathname, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: site.gateCookie, "X-Forwarded-For": `198.51.100.${++address}` },
    redirect: "manual",
  });
const get = (pathname: string, cookie: string) => fetch(site.url + pathname, { headers: { cookie }, redirect: "manual" });
const post = (pathname: string, cookie: string, fields: Record<string, string>) =>
  fetch(site.url + pathname, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields), redirect: "manual" });
const main = async (response: Response) => parse(await response.text()).querySelector("main")!;
const escaped = (text: string) => text.replace(/'/g, "&#x27;");

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i > 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const contactRow = (email: string) => site.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)).then((rows) => rows[0]!);

const contact = (email: string, extra: Record<string, string> = {}) => ({
  name: "Hina Teriitahi",
  email,
  phone: "+689 40 12 34 56",
  subject: "media",
  department: "communication",
  message: "Bonjour, je prépare un reportage sur le va'a pour la télévision.",
  ...extra,
});

describe(`mails of a new message (${engine})`, () => {
  it("tell the department in French and thank the sender in the language of the page", async () => {
    const response = await send("/ja/contact", contact("hina.ja@example.pf"));
    expect(response.status).toBe(200);
    const row = await contactRow("hina.ja@example.pf");

    const notification = await smtp.read("presse@tahiti2027.test");
    expect(notification.subject).toBe("[Tahiti 2027] Nouveau message : Médias et presse — Hina Teriitahi");
    expect(notification.replyTo).toBe("hina.ja@example.pf");
    expect(notification.text).toContain("Nom : Hina Teriitahi\nEmail : hina.ja@example.pf\nTéléphone : +689 40 12 34 56\nSujet : Médias et presse\nService : Communication et médias\nLangue de la page : 日本語");
    expect(notification.text).toContain("Message :\nBonjour, je prépare un reportage sur le va'a pour la télévision.");
    expect(notification.text).toContain(`/admin/inbox/contact/${row.id}`);

    const acknowledgement = await smtp.read("hina.ja@example.pf");
    expect(acknowledgement.from).toBe("Tahiti 2027 <no-reply@tahiti2027.test>");
    expect(acknowledgement.subject).toBe("Tahiti 2027 — メッセージを受け付けました");
    expect(acknowledgement.replyTo).toBe("presse@tahiti2027.test");
    expect(acknowledgement.text).toMatch(/^こんにちは。\n\n\d{4}年\d{1,2}月\d{1,2}日にTahiti 2027のサイトからお送りいただいたメッセージ（件名：メディア・報道）を受け付けました。/);
    expect(acknowledgement.text).toContain("- 緊急のお問い合わせ：48 時間");
    expect(acknowledgement.text).not.toContain("va'a");

    const sent = await until(() => contactRow("hina.ja@example.pf"), (stored) => stored.acknowledgedAt !== null && stored.mailDueAt === null);
    expect(sent).toMatchObject({ status: "new", mailAttempts: 1, mailDueAt: null });
    expect(sent.notifiedAt).toBeInstanceOf(Date);
  });

  it("send a partnership request to the partnerships address, and one without a department to the general address", async () => {
    expect((await send("/es/partners", { company: "Fare Va'a SARL", contact: "Teva Tauotaha", email: "teva.es@example.pf", category: "supplier" })).status).toBe(200);
    const notification = await smtp.read("partenaires@tahiti2027.test");
    expect(notification.subject).toBe("[Tahiti 2027] Demande de partenariat : Fare Va'a SARL");
    expect(notification.text).toContain("Entreprise : Fare Va'a SARL\nPersonne à contacter : Teva Tauotaha");
    expect(notification.text).toContain("Catégorie : Fournisseur officiel\nLangue de la page : Español");
    const acknowledgement = await smtp.read("teva.es@example.pf");
    expect(acknowledgement.subject).toBe("Tahiti 2027 — hemos recibido su solicitud de colaboración");
    expect(acknowledgement.text).toContain("Nos pondremos en contacto con usted para hablar de las oportunidades de colaboración.");
    expect(acknowledgement.replyTo).toBe("partenaires@tahiti2027.test");

    expect((await send("/en/contact", contact("moana.en@example.pf", { department: "", subject: "volunteers" }))).status).toBe(200);
    expect((await smtp.read("accueil@tahiti2027.test")).subject).toBe("[Tahiti 2027] Nouveau message : Bénévolat — Hina Teriitahi");
    expect((await smtp.read("moana.en@example.pf")).subject).toBe("Tahiti 2027 — we have received your message");
  });

  it("never fail the visitor's form: a refused mail is logged, retried later and shown on the message's page", async () => {
    const response = await send("/contact", contact(REFUSED));
    expect(response.status).toBe(200);
    expect((await main(response)).querySelector('[role="status"]')!.text).toContain("Message envoyé");
    await smtp.read("presse@tahiti2027.test");
    const row = await until(() => contactRow(REFUSED), (stored) => stored.notifiedAt !== null && stored.mailDueAt !== null && stored.mailDueAt > new Date());
    expect(row).toMatchObject({ acknowledgedAt: null, mailAttempts: 1 });
    const page = visibleText((await main(await get(`/admin/inbox/contact/${row.id}`, as.moderator.cookie))).toString());
    expect(page).toContain(fr.adminInbox.acknowledgePending);
    expect(page).toMatch(/Équipe prévenue le \d+ \S+ \d{4}/);

    // Once the attempts are used up, the list says the team may not know of it.
    await site.database.db.update(contactMessages).set({ notifiedAt: null, mailAttempts: 5, mailDueAt: null }).where(eq(contactMessages.id, row.id));
    const list = await main(await get(`/admin/inbox?q=${encodeURIComponent(REFUSED)}`, as.moderator.cookie));
    expect(visibleText(list.toString())).toContain(fr.adminInbox.notNotified);
    const failed = visibleText((await main(await get(`/admin/inbox/contact/${row.id}`, as.moderator.cookie))).toString());
    expect(failed).toContain(fr.adminInbox.notifyFailed);
    expect(failed).toContain(fr.adminInbox.acknowledgeFailed);
  });

  it("store the message even when the mail server is down, and send nothing for a robot caught by the honeypot", async () => {
    const down = await startTestSite({ SMTP_URL: "smtp://127.0.0.1:9", TRUST_PROXY: "loopback" }, { database: site.database });
    try {
      const response = await fetch(`${down.url}/contact`, { method: "POST", body: new URLSearchParams(contact("offline@example.pf")), headers: { cookie: down.gateCookie, "X-Forwarded-For": "198.51.100.250" } });
      expect(response.status).toBe(200);
      const row = await until(() => contactRow("offline@example.pf"), (stored) => stored?.mailAttempts === 1 && stored.mailDueAt! > new Date());
      expect(row).toMatchObject({ notifiedAt: null, acknowledgedAt: null, status: "new" });
    } finally {
      await down.close();
    }
    expect((await send("/contact", { ...contact("robot@example.pf"), website: "https://spam.example" })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((mail) => mail.to.includes("robot@example.pf"))).toEqual([]);
  });
});

describe(`the inbox in the back office (${engine})`, () => {
  let ids: { media: number; sports: number; sponsor: number; supplier: number };

  beforeAll(async () => {
    const at = (minute: number) => new Date(Date.UTC(2027, 0, 10, 8, minute));
    const [media] = await site.database.db
      .insert(contactMessages)
      .values({ name: "Filtre Média", email: "filtre.media@example.pf", subject: "media", department: "communication", message: "Accréditation de l'équipe de tournage", language: "fr", ip: "192.0.2.1", createdAt: at(1) })
      .returning();
    const [sports] = await site.database.db
      .insert(contactMessages)
      .values({ name: "Filtre Sport", email: "filtre.sport@example.pf", subject: "athletes", department: "sports", message: "Programme du va'a", language: "en", ip: "192.0.2.1", createdAt: at(2), status: "answered" })
      .returning();
    const [sponsor] = await site.database.db
      .insert(partnershipRequests)
      .values({ company: "Filtre Sponsor SA", contact: "Teva", email: "filtre.sponsor@example.pf", category: "sponsor", language: "fr", ip: "192.0.2.1", createdAt: at(3) })
      .returning();
    const [supplier] = await site.database.db
      .insert(partnershipRequests)
      .values({ company: "Filtre Fournisseur", contact: "Mere", email: "filtre.fournisseur@example.pf", category: "supplier", language: "zh", ip: "192.0.2.1", createdAt: at(4), status: "in_progress", phone: "=1+1" })
      .returning();
    ids = { media: media!.id, sports: sports!.id, sponsor: sponsor!.id, supplier: supplier!.id };
  });

  const listed = async (search: string, q = "Filtre") => {
    const response = await get(`/admin/inbox?q=${q}${search}`, as.moderator.cookie);
    expect(response.status).toBe(200);
    return (await main(response)).querySelectorAll("tbody th a").map((link) => link.getAttribute("href"));
  };

  it("lists both kinds to staff, newest first, and filters by kind, department, category, status and search", async () => {
    const contactPath = (id: number) => `/admin/inbox/contact/${id}`;
    const partnershipPath = (id: number) => `/admin/inbox/partnership/${id}`;
    expect(await listed("")).toEqual([partnershipPath(ids.supplier), partnershipPath(ids.sponsor), contactPath(ids.sports), contactPath(ids.media)]);
    expect(await listed("&kind=contact")).toEqual([contactPath(ids.sports), contactPath(ids.media)]);
    expect(await listed("&department=sports")).toEqual([contactPath(ids.sports)]);
    expect(await listed("&category=sponsor")).toEqual([partnershipPath(ids.sponsor)]);
    expect(await listed("&status=answered")).toEqual([contactPath(ids.sports)]);
    expect(await listed("&status=in_progress&kind=partnership")).toEqual([partnershipPath(ids.supplier)]);
    expect(await listed("", "TOURNAGE")).toEqual([contactPath(ids.media)]);
    expect(await listed("&kind=partnership", "filtre.fournisseur%40")).toEqual([partnershipPath(ids.supplier)]);
    // Unknown filters are ignored, never an error.
    expect(await listed("&status=lost&kind=fax&page=-3&department=%3Cscript%3E")).toHaveLength(4);
  });

  it("shows a table with a caption, column headers, the status and who follows each message, and pages", async () => {
    const response = await get("/admin/inbox?q=Filtre", as.admin.cookie);
    const html = await response.text();
    const page = parse(html).querySelector("main")!;
    expect(page.querySelector("table caption")!.text).toBe(fr.adminInbox.listTitle);
    expect(page.querySelectorAll("thead th").map((th) => [th.text, th.getAttribute("scope")])).toEqual([
      [fr.adminInbox.columnFrom, "col"],
      [fr.adminInbox.columnTopic, "col"],
      [fr.adminInbox.columnReceived, "col"],
      [fr.adminInbox.fields.status, "col"],
      [fr.adminInbox.fields.assignee, "col"],
    ]);
    expect(page.querySelectorAll('tbody th[scope="row"]')).toHaveLength(4);
    const text = visibleText(page.toString());
    expect(text).toContain("4 messages");
    expect(text).toContain("Filtre Fournisseur — Mere");
    expect(text).toContain("Partenariat Fournisseur officiel");
    expect(text).toContain("Contact Athlètes");
    expect(text).toContain("En cours");
    expect(text).toContain("Répondu");
    expect(text).toContain(fr.adminInbox.listIntro.replace("{{date}}", "31 décembre 2028"));
    for (const label of ["Rechercher", "Type", "Service (contact)", "Catégorie (partenariat)", "État"]) expect(page.querySelectorAll("form[role=search] label").map((l) => l.text)).toContain(label);
    expect(page.querySelector('a[href="/admin/inbox/export?q=Filtre"]')?.getAttribute("download")).toBe("");
    // Moderators are not offered the export.
    expect((await main(await get("/admin/inbox", as.moderator.cookie))).querySelector('a[href^="/admin/inbox/export"]')).toBeNull();

    const many = Array.from({ length: 23 }, (_, i) => ({ name: `Page ${i}`, email: `page${i}@example.pf`, subject: "general" as const, message: "Une question de plus.", language: "fr", ip: "192.0.2.9" }));
    await site.database.db.insert(contactMessages).values(many);
    const first = await main(await get("/admin/inbox?q=page", as.moderator.cookie));
    expect(first.querySelectorAll("tbody tr")).toHaveLength(20);
    expect(first.querySelector('nav a[href="/admin/inbox?q=page&page=2"]')).not.toBeNull();
    const last = await main(await get("/admin/inbox?q=page&page=9", as.moderator.cookie));
    expect(last.querySelectorAll("tbody tr")).toHaveLength(3);
  });

  it("shows everything the visitor sent, with a reply link to them in their language", async () => {
    const response = await get(`/admin/inbox/contact/${ids.sports}`, as.moderator.cookie);
    expect(response.status).toBe(200);
    const page = await main(response);
    expect(page.querySelector("h1")!.text).toBe("Message de Filtre Sport");
    const details = Object.fromEntries(page.querySelectorAll("dl > div").map((row) => [row.querySelector("dt")!.text, row.querySelector("dd")!.text.trim()]));
    expect(details).toEqual({ Nom: "Filtre Sport", Email: "filtre.sport@example.pf", Téléphone: "non indiqué", Sujet: "Athlètes et délégations", Service: "Sports et délégations", "Langue de la page": "English" });
    expect(page.querySelector('[lang="en"].whitespace-pre-wrap')!.text).toBe("Programme du va'a");
    const reply = page.querySelectorAll("a").find((link) => link.text.includes(fr.adminInbox.reply))!;
    expect(reply.getAttribute("href")).toBe(`mailto:filtre.sport@example.pf?subject=${encodeURIComponent("Re: Tahiti 2027 — we have received your message")}`);
    expect(visibleText(page.toString())).toContain(fr.adminInbox.noMails);

    const partnership = await main(await get(`/admin/inbox/partnership/${ids.supplier}`, as.admin.cookie));
    expect(partnership.querySelector("h1")!.text).toBe("Demande de partenariat de Filtre Fournisseur");
    expect(visibleText(partnership.toString())).toContain(`${fr.adminInbox.fields.contact} Mere`);
    expect(visibleText(partnership.toString())).toContain(fr.adminInbox.noMessage);
  });

  it("lets staff mark a message and assign it, and refuses a bad status, assignee or request with 400", async () => {
    const [admin] = await site.database.db.select().from(users).where(eq(users.email, as.admin.email));
    const path = `/admin/inbox/contact/${ids.media}`;
    const saved = await post(path, as.moderator.cookie, { intent: "handle", status: "in_progress", assignee: admin!.id });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(fr.adminInbox.saved);
    expect((await site.database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.media)))[0]).toMatchObject({ status: "in_progress", assigneeId: admin!.id });
    const row = (await main(await get("/admin/inbox?q=Filtre%20M%C3%A9dia", as.moderator.cookie))).querySelector("tbody tr")!;
    expect(row.querySelectorAll("td").map((cell) => cell.text)).toEqual([expect.any(String), expect.any(String), expect.stringContaining("En cours"), admin!.name]);

    const [user] = await site.database.db.select().from(users).where(eq(users.email, as.user.email));
    for (const [fields, field] of [
      [{ intent: "handle", status: "archived", assignee: "" }, "status"],
      [{ intent: "handle", status: "answered", assignee: user!.id }, "assignee"],
      [{ intent: "handle", status: "answered", assignee: "no-such-account" }, "assignee"],
    ] as const) {
      const refused = await post(path, as.moderator.cookie, fields);
      expect(refused.status).toBe(400);
      const page = await main(refused);
      expect(page.querySelector(`#handling-${field}`)!.getAttribute("aria-invalid")).toBe("true");
      expect(page.querySelector(`#handling-${field}-error`)!.text).toBe(fr.forms.errors.choice);
    }
    const odd = await post(path, as.moderator.cookie, { intent: "delete" });
    expect(odd.status).toBe(400);
    expect(await odd.text()).toContain(fr.admin.invalidRequest);
    expect((await site.database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.media)))[0]).toMatchObject({ status: "in_progress", assigneeId: admin!.id });

    const answered = await post(path, as.admin.cookie, { intent: "handle", status: "answered", assignee: "" });
    expect(answered.status).toBe(200);
    expect((await site.database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.media)))[0]).toMatchObject({ status: "answered", assigneeId: null });
  });

  it.each(["/admin/inbox/contact/999999", "/admin/inbox/contact/abc", "/admin/inbox/contact/0", "/admin/inbox/contact/99999999999", "/admin/inbox/letter/1", "/admin/inbox/contact/1.5"])(
    "answers 404 with a clear message for %s, to a look and to a post",
    async (path) => {
      const looked = await get(path, as.moderator.cookie);
      expect(looked.status).toBe(404);
      expect(await looked.text()).toContain(escaped(fr.adminInbox.notFound));
      const posted = await post(path, as.moderator.cookie, { intent: "handle", status: "answered", assignee: "" });
      expect(posted.status).toBe(404);
    },
  );

  it("keeps the inbox from visitors and plain users", async () => {
    expect((await get("/admin/inbox", site.gateCookie)).status).toBe(302);
    for (const path of ["/admin/inbox", `/admin/inbox/contact/${ids.media}`, "/admin/inbox/export"]) {
      const denied = await get(path, as.user.cookie);
      expect(denied.status).toBe(403);
      expect(await denied.text()).toContain(escaped(fr.admin.denied));
    }
    expect((await post(`/admin/inbox/contact/${ids.media}`, as.user.cookie, { intent: "handle", status: "new", assignee: "" })).status).toBe(403);
  });
});

describe(`the CSV export (${engine})`, () => {
  it("is for admins: a moderator gets the denial page", async () => {
    const denied = await get("/admin/inbox/export", as.moderator.cookie);
    expect(denied.status).toBe(403);
    expect(denied.headers.get("content-type")).toContain("text/html");
    expect(await denied.text()).toContain(escaped(fr.admin.denied));
  });

  it("gives admins UTF-8 with a byte order mark, semicolons in French, every cell quoted and formulas disarmed", async () => {
    await site.database.db.insert(contactMessages).values({
      name: '=HYPERLINK("https://evil.example","Cliquez")',
      email: "csv@example.pf",
      phone: "+689 40 00 00 00",
      subject: "other",
      message: 'Ligne "un"\n@SUM(A1:A2); deux',
      language: "ja",
      ip: "192.0.2.1",
      createdAt: new Date("2027-03-14T18:05:00Z"),
    });
    const response = await get("/admin/inbox/export?q=csv%40example.pf", as.admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="tahiti2027-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    expect(csv).toBe(
      `"Type";"Numéro";"Reçu le (heure de Tahiti)";"État";"Suivi par";"Nom";"Entreprise";"Email";"Téléphone";"Sujet";"Service";"Catégorie";"Langue de la page";"Message"\r\n` +
        `"Contact";"${(await contactRow("csv@example.pf")).id}";"2027-03-14 08:05";"Nouveau";"";"'=HYPERLINK(""https://evil.example"",""Cliquez"")";"";"csv@example.pf";"'+689 40 00 00 00";"Autre demande";"";"";"日本語";"Ligne ""un""\n@SUM(A1:A2); deux"\r\n`,
    );
  });

  it("follows the list's filters and the admin's language", async () => {
    const english = `${as.admin.cookie}; lang=en`;
    const csv = Buffer.from(await (await get("/admin/inbox/export?q=Filtre&kind=partnership", english)).arrayBuffer()).toString("utf8");
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(`"Type","Number","Received (Tahiti time)","Status","Assigned to","Name","Company","Email","Phone","Subject","Department","Category","Page language","Message"`);
    expect(lines.slice(1).map((line) => line.split(",")[5])).toEqual([`"Mere"`, `"Teva"`]);
    expect(lines[1]).toContain(`"'=1+1"`);
    expect(lines[1]).toContain(`"Official supplier"`);
  });
});

describe(`the dashboard (${engine})`, () => {
  it("counts the new messages and links to them", async () => {
    const page = await main(await get("/admin/dashboard", as.moderator.cookie));
    const card = page.querySelectorAll("li").find((item) => item.text.includes(fr.adminInbox.statNew))!;
    expect(card.querySelector("a")!.getAttribute("href")).toBe("/admin/inbox?status=new");
    const newOnes = (await site.database.db.select().from(contactMessages).where(eq(contactMessages.status, "new"))).length + (await site.database.db.select().from(partnershipRequests).where(eq(partnershipRequests.status, "new"))).length;
    expect(newOnes).toBeGreaterThan(0);
    expect(card.querySelector('[data-testid="stat"]')!.text).toBe(String(newOnes));
  });
});

describe(`the retention purge (${engine})`, () => {
  it("keeps messages until the end of 2028 and deletes them all at the first start after it", async () => {
    const count = async () => (await site.database.db.select().from(contactMessages)).length + (await site.database.db.select().from(partnershipRequests)).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const lastDay = await startTestSite({}, { database: site.database, clock: () => new Date(MESSAGES_KEPT_UNTIL.getTime() - 1000) });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await lastDay.close();
    expect(await count()).toBe(before);
    const after = await startTestSite({}, { database: site.database, clock: () => MESSAGES_KEPT_UNTIL });
    try {
      expect(await until(count, (n) => n === 0)).toBe(0);
      // The pages cope with an empty inbox.
      const cookie = (await sessionFor(after, "admin")).cookie;
      const listed = visibleText((await main(await fetch(`${after.url}/admin/inbox`, { headers: { cookie } }))).toString());
      expect(listed).toContain(fr.adminInbox.empty);
    } finally {
      await after.close();
    }
  });
});
