import { and, count, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { containsPattern } from "../../../db/contains-pattern.ts";
import {
  CONTACT_DEPARTMENTS,
  contactMessages,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  PARTNERSHIP_CATEGORIES,
  partnershipRequests,
  users,
  type ContactDepartment,
  type ContactSubject,
  type MessageKind,
  type MessageStatus,
  type PartnershipCategory,
} from "../../../db/schema/index.ts";
import { STAFF } from "~/domain/auth/guard.server.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { fr } from "~/locales/fr.ts";

export const INBOX_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 100;

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const inboxQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1),
  kind: z.enum(MESSAGE_KINDS).optional().catch(undefined),
  department: z.enum(CONTACT_DEPARTMENTS).optional().catch(undefined),
  category: z.enum(PARTNERSHIP_CATEGORIES).optional().catch(undefined),
  status: z.enum(MESSAGE_STATUSES).optional().catch(undefined),
  q: z
    .string()
    .transform((q) => q.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim() || undefined)
    .optional()
    .catch(undefined),
});

/** The inbox's filters: a department is the contact form's, a category the partnership form's. */
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const read = (name: string) => params.get(name) ?? undefined;
  return inboxQuerySchema.parse({ page: read("page"), kind: read("kind"), department: read("department"), category: read("category"), status: read("status"), q: read("q") });
}

/** A contact message or a partnership request, in one shape: what the inbox, the export and the mails read. */
export interface InboxMessage {
  kind: MessageKind;
  id: number;
  createdAt: Date;
  /** The sender; for a partnership request, the person to contact at the company. */
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  subject: ContactSubject | null;
  department: ContactDepartment | null;
  category: PartnershipCategory | null;
  message: string | null;
  /** The language of the page it was sent from. */
  language: string;
  status: MessageStatus;
  assigneeId: string | null;
  /** The staff member following it up, by name. */
  assignee: string | null;
  notifiedAt: Date | null;
  acknowledgedAt: Date | null;
  mailAttempts: number;
  mailDueAt: Date | null;
}

const nullText = <T extends string>(name: string) => sql<T | null>`null::text`.as(name);

// Both selections list the same columns in the same order: a union matches them by position.
const contactFields = {
  kind: sql<MessageKind>`'contact'`.as("kind"),
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  company: nullText("company"),
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: sql<ContactSubject | null>`${contactMessages.subject}`.as("subject"),
  department: contactMessages.department,
  category: nullText<PartnershipCategory>("category"),
  message: sql<string | null>`${contactMessages.message}`.as("message"),
  language: contactMessages.language,
  status: contactMessages.status,
  assigneeId: contactMessages.assigneeId,
  assignee: users.name,
  notifiedAt: contactMessages.notifiedAt,
  acknowledgedAt: contactMessages.acknowledgedAt,
  mailAttempts: contactMessages.mailAttempts,
  mailDueAt: contactMessages.mailDueAt,
};

const partnershipFields = {
  kind: sql<MessageKind>`'partnership'`.as("kind"),
  id: partnershipRequests.id,
  createdAt: partnershipRequests.createdAt,
  name: partnershipRequests.contact,
  company: sql<string | null>`${partnershipRequests.company}`.as("company"),
  email: partnershipRequests.email,
  phone: partnershipRequests.phone,
  subject: nullText<ContactSubject>("subject"),
  department: sql<ContactDepartment | null>`null::text`.as("department"),
  category: sql<PartnershipCategory | null>`${partnershipRequests.category}`.as("category"),
  message: partnershipRequests.message,
  language: partnershipRequests.language,
  status: partnershipRequests.status,
  assigneeId: partnershipRequests.assigneeId,
  assignee: users.name,
  notifiedAt: partnershipRequests.notifiedAt,
  acknowledgedAt: partnershipRequests.acknowledgedAt,
  mailAttempts: partnershipRequests.mailAttempts,
  mailDueAt: partnershipRequests.mailDueAt,
};

/** The contact messages the filters keep, or null when they keep none (a partnership category, say). */
function contactConditions(query: InboxQuery): SQL[] | null {
  if (query.kind === "partnership" || query.category) return null;
  const conditions: SQL[] = [];
  if (query.department) conditions.push(eq(contactMessages.department, query.department));
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.phone, pattern), ilike(contactMessages.message, pattern))!);
  }
  return conditions;
}

function partnershipConditions(query: InboxQuery): SQL[] | null {
  if (query.kind === "contact" || query.department) return null;
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(partnershipRequests.category, query.category));
  if (query.status) conditions.push(eq(partnershipRequests.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(partnershipRequests.company, pattern),
        ilike(partnershipRequests.contact, pattern),
        ilike(partnershipRequests.email, pattern),
        ilike(partnershipRequests.phone, pattern),
        ilike(partnershipRequests.message, pattern),
      )!,
    );
  }
  return conditions;
}

const selectContact = (db: Db, conditions: SQL[]) =>
  db.select(contactFields).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.assigneeId)).where(and(...conditions));
const selectPartnership = (db: Db, conditions: SQL[]) =>
  db.select(partnershipFields).from(partnershipRequests).leftJoin(users, eq(users.id, partnershipRequests.assigneeId)).where(and(...conditions));

const NEWEST_FIRST = [sql`"created_at" desc`, sql`"kind"`, sql`"id" desc`];

/** Every message the filters keep, newest first, or one page of them. */
function matching(db: Db, query: InboxQuery, page?: { limit: number; offset: number }): Promise<InboxMessage[]> {
  const contact = contactConditions(query);
  const partnership = partnershipConditions(query);
  if (contact && partnership) {
    const both = selectContact(db, contact).unionAll(selectPartnership(db, partnership)).orderBy(...NEWEST_FIRST);
    return page ? both.limit(page.limit).offset(page.offset) : both;
  }
  if (!contact && !partnership) return Promise.resolve([]);
  const one = contact ? selectContact(db, contact) : selectPartnership(db, partnership!);
  const ordered = one.orderBy(...NEWEST_FIRST);
  return page ? ordered.limit(page.limit).offset(page.offset) : ordered;
}

async function countMatching(db: Db, query: InboxQuery): Promise<number> {
  const contact = contactConditions(query);
  const partnership = partnershipConditions(query);
  const [contacts, partnerships] = await Promise.all([
    contact ? db.select({ n: count() }).from(contactMessages).where(and(...contact)) : [{ n: 0 }],
    partnership ? db.select({ n: count() }).from(partnershipRequests).where(and(...partnership)) : [{ n: 0 }],
  ]);
  return (contacts[0]?.n ?? 0) + (partnerships[0]?.n ?? 0);
}

/** One page of the inbox, newest first; a page past the end shows the last one. */
export async function listInbox(db: Db, query: InboxQuery, pageSize = INBOX_PAGE_SIZE) {
  const total = await countMatching(db, query);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const items = await matching(db, query, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items, total, page, pageCount };
}

/** Every message the filters keep, for the export. */
export function exportInbox(db: Db, query: InboxQuery): Promise<InboxMessage[]> {
  return matching(db, query);
}

export async function findMessage(db: Db, kind: MessageKind, id: number): Promise<InboxMessage | undefined> {
  const [found] =
    kind === "contact"
      ? await db.select(contactFields).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.assigneeId)).where(eq(contactMessages.id, id))
      : await db.select(partnershipFields).from(partnershipRequests).leftJoin(users, eq(users.id, partnershipRequests.assigneeId)).where(eq(partnershipRequests.id, id));
  return found;
}

export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

/** Who a message may be assigned to: the back office's accounts that are not disabled. */
export function listStaff(db: Db): Promise<StaffMember[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, STAFF), or(eq(users.banned, false), isNull(users.banned))))
    .orderBy(users.name, users.email);
}

/** A staff member as the audit log names an assignee: an account may go, the entry keeps who it was. */
async function assigneeLabel(db: Db, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [member] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  if (!member) return id;
  return member.name ? `${member.name} (${member.email})` : member.email;
}

/**
 * A message as the audit log names it: its kind and number, never the sender, whose words the log
 * must not keep (ADR 025).
 */
export const messageSubject = (kind: MessageKind, id: number) => ({ id: `${kind}:${id}`, label: `${fr.adminInbox.kinds[kind]} #${id}` });

/**
 * Sets a message's status and who follows it up, with the audit entry of what changed in the same
 * transaction; false when there is no such message.
 */
export async function updateHandling(db: Db, kind: MessageKind, id: number, handling: { status: MessageStatus; assigneeId: string | null }, actor: AuditActor): Promise<boolean> {
  const table = kind === "contact" ? contactMessages : partnershipRequests;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: table.status, assigneeId: table.assigneeId }).from(table).where(eq(table.id, id)).for("update");
    if (!before) return false;
    await tx.update(table).set(handling).where(eq(table.id, id));
    const assignees = before.assigneeId === handling.assigneeId ? null : await Promise.all([assigneeLabel(tx, before.assigneeId), assigneeLabel(tx, handling.assigneeId)]);
    await recordAudit(tx, {
      actor,
      kind: "inbox",
      action: "update",
      subject: messageSubject(kind, id),
      before: { status: before.status, ...(assignees && { assignee: assignees[0] }) },
      after: { status: handling.status, ...(assignees && { assignee: assignees[1] }) },
    });
    return true;
  });
}

/** Messages nobody has started on yet, for the dashboard. */
export async function countNewMessages(db: Db): Promise<number> {
  const [[contacts], [partnerships]] = await Promise.all([
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
    db.select({ n: count() }).from(partnershipRequests).where(eq(partnershipRequests.status, "new")),
  ]);
  return (contacts?.n ?? 0) + (partnerships?.n ?? 0);
}

/** Whether a staff member may be given this message: someone on the staff now, or whoever already has it. */
export function isAssignable(assigneeId: string, staff: readonly StaffMember[], current: string | null): boolean {
  return assigneeId === current || staff.some((member) => member.id === assigneeId);
}
