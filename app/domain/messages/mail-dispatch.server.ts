import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contactMessages, partnershipRequests, type ContactMessageRow, type MessageKind, type PartnershipRequestRow } from "../../../db/schema/index.ts";
import { departmentEmails } from "~/domain/contact/departments.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { DEFAULT_LOCALE } from "~/platform/i18n/locales.ts";
import type { Mailer } from "~/platform/mail/mailer.server.ts";
import { acknowledgementMail, notificationMail, type InboxAddresses, type SentMessage } from "./inbox-mail.server.ts";
import { topicNames } from "./topics.server.ts";

/** Attempts at a message's mails before the inbox shows them as not sent and stops trying. */
export const MAX_MAIL_ATTEMPTS = 5;
/** The wait after each failed attempt: a mail server down for minutes, then for hours. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/**
 * How long an instance holds the messages it is mailing, so that no other instance mails them too:
 * longer than nodemailer may wait on an SMTP server (10 minutes of silence on a socket). A process
 * that dies while it holds one leaves it to be mailed again once this has passed.
 */
export const MAIL_LEASE_MS = 15 * 60_000;
const BATCH = 10;

const TABLES = { contact: contactMessages, partnership: partnershipRequests } as const;

type Row = ContactMessageRow | PartnershipRequestRow;

function sentMessage(kind: MessageKind, row: Row): SentMessage {
  const common = { id: row.id, createdAt: row.createdAt, email: row.email, phone: row.phone, message: row.message, language: row.language };
  if ("subject" in row) return { ...common, kind, name: row.name, company: null, subject: row.subject, department: row.department, category: null };
  return { ...common, kind, name: row.contact, company: row.company, subject: null, department: null, category: row.category };
}

/**
 * Takes up to a batch of messages whose mails are due, for this instance alone: each is pushed a
 * lease ahead and counted as an attempt in the same statement. Rows another instance has locked
 * are skipped, and the due time is checked again on the row itself, so two instances never take
 * the same message.
 */
async function claimDue(db: Db, kind: MessageKind, now: Date): Promise<Row[]> {
  const table = TABLES[kind];
  const due = db.select({ id: table.id }).from(table).where(lte(table.mailDueAt, now)).orderBy(asc(table.mailDueAt)).limit(BATCH).for("update", { skipLocked: true });
  return db
    .update(table)
    .set({ mailDueAt: new Date(now.getTime() + MAIL_LEASE_MS), mailAttempts: sql`${table.mailAttempts} + 1` })
    .where(and(inArray(table.id, due), lte(table.mailDueAt, now)))
    .returning();
}

export interface MailDispatchOptions {
  db: Db;
  mailer: Mailer;
  /** The organisers' content: the departments' names and the addresses they gave them, read as it is at each round. */
  content: ContentStore;
  /** The addresses of the environment (INBOX_EMAIL, INBOX_DEPARTMENT_EMAILS); without INBOX_EMAIL, the committee's public address. */
  addresses: Omit<InboxAddresses, "general"> & { general: string | undefined };
  publicUrl: string;
  log: { warn(obj: object, msg?: string): void };
}

/**
 * Sends the mails that are due: the team's notification and the sender's acknowledgement, each until
 * it has gone once. A failure is logged and the message tried again later (RETRY_DELAYS_MS), up to
 * MAX_MAIL_ATTEMPTS in all; the message itself is never touched.
 */
export async function sendDueMails(options: MailDispatchOptions, now: Date): Promise<{ sent: number; failed: number }> {
  const { db, mailer, log, content, publicUrl } = options;
  const outcome = { sent: 0, failed: 0 };
  // A department's address set in the back office wins over the environment's.
  const [stored, topics, facts] = await Promise.all([departmentEmails(content), topicNames(content, DEFAULT_LOCALE), eventFacts(content)]);
  const addresses: InboxAddresses = { general: options.addresses.general ?? facts.contactEmail, departments: { ...options.addresses.departments, ...stored } };
  for (const kind of ["contact", "partnership"] as const) {
    for (let claimed = await claimDue(db, kind, now); claimed.length > 0; claimed = await claimDue(db, kind, now)) {
      for (const row of claimed) {
        const message = sentMessage(kind, row);
        const attempt = async (mail: () => ReturnType<typeof notificationMail>, which: string) => {
          try {
            await mailer.send(mail());
            outcome.sent++;
            return now;
          } catch (error) {
            outcome.failed++;
            log.warn({ err: error, kind, id: row.id, mail: which, attempt: row.mailAttempts }, "an inbox mail could not be sent");
            return null;
          }
        };
        const notifiedAt = row.notifiedAt ?? (await attempt(() => notificationMail(message, { addresses, publicUrl, topics }), "notification"));
        const acknowledgedAt = row.acknowledgedAt ?? (await attempt(() => acknowledgementMail(message, { addresses }), "acknowledgement"));
        const done = notifiedAt !== null && acknowledgedAt !== null;
        const retryIn = RETRY_DELAYS_MS[row.mailAttempts - 1];
        const mailDueAt = done || row.mailAttempts >= MAX_MAIL_ATTEMPTS || retryIn === undefined ? null : new Date(now.getTime() + retryIn);
        const table = TABLES[kind];
        await db.update(table).set({ notifiedAt, acknowledgedAt, mailDueAt }).where(eq(table.id, row.id));
      }
    }
  }
  return outcome;
}
