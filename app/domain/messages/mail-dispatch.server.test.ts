import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, partnershipRequests } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { initialContentStore } from "../../../tests/helpers/initial-content.ts";
import type { Mail } from "~/platform/mail/mailer.server.ts";
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS, RETRY_DELAYS_MS, sendDueMails } from "./mail-dispatch.server.ts";

const database = testDatabase();
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(partnershipRequests);
});

const NOW = new Date("2027-03-14T18:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** A mail server that refuses mail to the addresses in `refusing`, and keeps what it accepts. */
function fakeMailer(refusing = new Set<string>()) {
  const sent: Mail[] = [];
  return {
    sent,
    refusing,
    async send(mail: Mail) {
      if (refusing.has(mail.to)) throw new Error(`550 ${mail.to} refused`);
      sent.push(mail);
    },
  };
}

const warnings: object[] = [];
const options = (mailer: ReturnType<typeof fakeMailer>) => ({
  db: database.db,
  mailer,
  content: initialContentStore(),
  addresses: { general: "contact@tahiti2027.test", departments: {} },
  publicUrl: "https://tahiti2027.test",
  log: { warn: (obj: object) => warnings.push(obj) },
});

async function storeContact(extra: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({ name: "Hina", email: "hina@example.pf", subject: "general", message: "Une question sur les Jeux.", language: "fr", ip: "192.0.2.1", createdAt: NOW, mailDueAt: NOW, ...extra })
    .returning();
  return row!;
}

const contactRow = async (id: number) => (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

describe("sending the inbox's mails", () => {
  it("sends the notification and the acknowledgement of each due message once, and records both", async () => {
    const row = await storeContact();
    const [request] = await database.db.insert(partnershipRequests).values({ company: "Fare Va'a", contact: "Teva", email: "teva@example.pf", language: "en", ip: "192.0.2.2", mailDueAt: NOW }).returning();
    const mailer = fakeMailer();
    expect(await sendDueMails(options(mailer), NOW)).toEqual({ sent: 4, failed: 0 });
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(["contact@tahiti2027.test", "contact@tahiti2027.test", "hina@example.pf", "teva@example.pf"]);
    expect(await contactRow(row.id)).toMatchObject({ notifiedAt: NOW, acknowledgedAt: NOW, mailAttempts: 1, mailDueAt: null });
    const [requestAfter] = await database.db.select().from(partnershipRequests).where(eq(partnershipRequests.id, request!.id));
    expect(requestAfter).toMatchObject({ notifiedAt: NOW, acknowledgedAt: NOW, mailDueAt: null });
    // Nothing is due any more: a second run, here or on another instance, sends nothing.
    expect(await sendDueMails(options(mailer), later(RETRY_DELAYS_MS[3]))).toEqual({ sent: 0, failed: 0 });
  });

  it("leaves alone messages not yet due and those that never were (stored before the mails existed)", async () => {
    await storeContact({ mailDueAt: later(60_000) });
    await storeContact({ mailDueAt: null });
    const mailer = fakeMailer();
    expect(await sendDueMails(options(mailer), NOW)).toEqual({ sent: 0, failed: 0 });
  });

  it("retries only the mail that failed, later and later, then stops and leaves it shown as not sent", async () => {
    const row = await storeContact();
    const mailer = fakeMailer(new Set(["contact@tahiti2027.test"]));
    warnings.length = 0;
    expect(await sendDueMails(options(mailer), NOW)).toEqual({ sent: 1, failed: 1 });
    expect(await contactRow(row.id)).toMatchObject({ notifiedAt: null, acknowledgedAt: NOW, mailAttempts: 1, mailDueAt: later(RETRY_DELAYS_MS[0]) });
    expect(warnings).toEqual([expect.objectContaining({ kind: "contact", id: row.id, mail: "notification", attempt: 1 })]);

    let now = NOW;
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      // Not before it is due.
      expect(await sendDueMails(options(mailer), new Date(now.getTime() + RETRY_DELAYS_MS[attempt - 2]! - 1))).toEqual({ sent: 0, failed: 0 });
      now = new Date(now.getTime() + RETRY_DELAYS_MS[attempt - 2]!);
      expect(await sendDueMails(options(mailer), now)).toEqual({ sent: 0, failed: 1 });
    }
    expect(await contactRow(row.id)).toMatchObject({ notifiedAt: null, acknowledgedAt: NOW, mailAttempts: MAX_MAIL_ATTEMPTS, mailDueAt: null });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(["hina@example.pf"]);

    mailer.refusing.clear();
    expect(await sendDueMails(options(mailer), later(24 * 60 * 60_000))).toEqual({ sent: 0, failed: 0 });
  });

  it("sends again once a failed attempt's time comes, and stops when it goes through", async () => {
    const row = await storeContact();
    const mailer = fakeMailer(new Set(["hina@example.pf"]));
    await sendDueMails(options(mailer), NOW);
    mailer.refusing.clear();
    expect(await sendDueMails(options(mailer), later(RETRY_DELAYS_MS[0]))).toEqual({ sent: 1, failed: 0 });
    expect(await contactRow(row.id)).toMatchObject({ notifiedAt: NOW, acknowledgedAt: later(RETRY_DELAYS_MS[0]), mailAttempts: 2, mailDueAt: null });
  });

  it("lets one instance at a time mail a message: another run meanwhile finds it held, until the lease runs out", async () => {
    const row = await storeContact();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = { sent: [] as Mail[], async send(mail: Mail) { await held; this.sent.push(mail); } };
    const first = sendDueMails({ ...options(fakeMailer()), mailer: slow }, NOW);
    // Wait until the first run holds the message.
    while ((await contactRow(row.id)).mailAttempts === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const other = fakeMailer();
    expect(await sendDueMails(options(other), NOW)).toEqual({ sent: 0, failed: 0 });
    expect(await contactRow(row.id)).toMatchObject({ mailDueAt: later(MAIL_LEASE_MS) });
    release();
    expect(await first).toEqual({ sent: 2, failed: 0 });
    expect(other.sent).toEqual([]);
  });

  it("takes up a message whose instance died while mailing it, once its lease has run out", async () => {
    const row = await storeContact({ mailAttempts: 1, mailDueAt: later(MAIL_LEASE_MS) });
    const mailer = fakeMailer();
    expect(await sendDueMails(options(mailer), later(MAIL_LEASE_MS - 1))).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueMails(options(mailer), later(MAIL_LEASE_MS))).toEqual({ sent: 2, failed: 0 });
    expect(await contactRow(row.id)).toMatchObject({ mailAttempts: 2, mailDueAt: null });
  });
});
