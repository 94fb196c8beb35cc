import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contactMessages, contentItems, media, news, partnershipRequests, scheduleEvents, scheduleSessions, sportsResults, users, type AuditRow } from "../../../db/schema/index.ts";
import { AUDIT_KINDS, type AuditAction, type AuditKind, type AuditValue } from "../../../vocabulary/audit-keys.ts";
import { MESSAGE_STATUSES } from "../../../vocabulary/contact-keys.ts";
import { ROLES } from "../../../vocabulary/roles.ts";
import { MEDALS } from "../../../vocabulary/results-keys.ts";
import { MEDIA_KINDS } from "../../../vocabulary/media-keys.ts";
import { readItems } from "~/domain/content/store.server.ts";
import { delegationsOf, type Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { sportName, sportsOf, type Sports } from "~/domain/sports/public-sports.server.ts";
import { formatDate, formatFileSize, formatNumber } from "~/platform/i18n/format.ts";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/platform/i18n/locales.ts";
import type { MessageKey, Translate } from "~/platform/i18n/translator.ts";
import { isDownloadSlot } from "~/domain/media/downloads.ts";
import { KIND_LABEL } from "../media/kind-label.ts";
import { ROLE_LABELS } from "../users/role-labels.ts";

// The audit log's entries as the page shows them: every field named, every value written out in the
// admin's language, the changed item linked while it exists. Done on the server, so the browser
// gets words, not the content lists and formatters.

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditEntryView {
  id: number;
  at: Date;
  actor: string;
  kind: AuditKind;
  action: AuditAction;
  subject: { label: string; href: string | null };
  changes: AuditChange[];
  /** A creation has no "before", a deletion no "after". */
  hasBefore: boolean;
  hasAfter: boolean;
}

const FIELD_LABELS: Record<string, MessageKey> = Object.fromEntries(
  (
    ["title", "excerpt", "content", "category", "language", "status", "featured", "author", "cover", "publishedAt", "sport", "event", "athlete", "country", "result", "medal", "date", "kind", "fileName", "mime", "size", "width", "height", "credit", "licence", "focusX", "focusY", "file", "fileId", "role", "disabled", "name", "assignee"] as const
  ).map((field) => [field, `adminAudit.fields.${field}` as MessageKey]),
);

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

function fieldLabel(field: string, t: Translate): string {
  const alt = /^alt\.(\w+)$/.exec(field)?.[1];
  if (alt && isOneOf(LOCALES, alt)) return t("adminAudit.fields.alt", { language: LOCALE_NAMES[alt] });
  const key = FIELD_LABELS[field];
  return key ? t(key) : field;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The delegations and sports results name. */
interface Named {
  delegations: Delegations;
  sports: Sports;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value in words; null for nothing (shown as empty). */
function valueText(field: string, value: AuditValue | undefined, t: Translate, locale: Locale, { delegations, sports }: Named): string | null {
  if (value === undefined || value === null || value === "") {
    return field === "medal" ? t("adminResults.noMedal") : null;
  }
  if (typeof value === "boolean") return t(value ? "admin.yes" : "admin.no");
  if (typeof value === "number") {
    if (field === "focusX" || field === "focusY") return formatNumber(value, locale, { style: "percent" });
    if (field === "size") return formatFileSize(value, locale);
    return formatNumber(value, locale);
  }
  if (typeof value !== "string") return JSON.stringify(value);
  if (field === "medal" && isOneOf(MEDALS, value)) return t(`adminResults.medals.${value}`);
  if (field === "sport") return sportName(sports, value);
  if (field === "country") return delegations.byCode.get(value)?.name.value ?? value;
  if (field === "role" && isOneOf(ROLES, value)) return t(ROLE_LABELS[value]);
  if (field === "status" && isOneOf(MESSAGE_STATUSES, value)) return t(`adminInbox.statuses.${value}`);
  if (field === "kind" && isOneOf(MEDIA_KINDS, value)) return t(KIND_LABEL[value]);
  if (DAY.test(value)) return formatDate(`${value}T12:00:00Z`, locale, { dateStyle: "long", timeZone: "UTC" });
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDate(value, locale, { dateStyle: "long", timeStyle: "short", timeZone: "Pacific/Tahiti" });
  return value;
}

function changesOf(row: AuditRow, t: Translate, locale: Locale, named: Named): AuditChange[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field: fieldLabel(field, t),
    before: row.before ? valueText(field, before[field], t, locale, named) : null,
    after: row.after ? valueText(field, after[field], t, locale, named) : null,
  }));
}

/** Where an item is edited, by kind; `exists` says which of these ids still have a row. */
const SUBJECTS: Record<AuditKind, { href: (id: string) => string; exists: (db: Db, ids: string[]) => Promise<Set<string>> }> = {
  // News is being rebuilt as stories: its address and table follow that work.
  news: { href: (id) => `/admin/news/${id}/edit`, exists: (db, ids) => existing(ids, (numbers) => db.select({ id: news.id }).from(news).where(inArray(news.id, numbers))) },
  // A line is its own subject; a session's ranked list, saved at once, is the session's ("session:{id}").
  results: {
    href: (id) => (id.startsWith("session:") ? `/admin/schedule/sessions/${id.slice("session:".length)}/results` : `/admin/results/${id}/edit`),
    async exists(db, ids) {
      const sessions = ids.filter((id) => id.startsWith("session:")).map((id) => id.slice("session:".length));
      const [lines, lists] = await Promise.all([
        existing(ids, (numbers) => db.select({ id: sportsResults.id }).from(sportsResults).where(inArray(sportsResults.id, numbers))),
        existing(sessions, (numbers) => db.select({ id: scheduleSessions.id }).from(scheduleSessions).where(inArray(scheduleSessions.id, numbers))),
      ]);
      return new Set([...lines, ...[...lists].map((id) => `session:${id}`)]);
    },
  },
  schedule: {
    href: (id) => (id.startsWith("session:") ? `/admin/schedule/sessions/${id.slice("session:".length)}` : `/admin/schedule/${id.slice("event:".length)}`),
    async exists(db, ids) {
      const of = (prefix: string) => ids.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
      const [events, sessions] = await Promise.all([
        existing(of("event:"), (numbers) => db.select({ id: scheduleEvents.id }).from(scheduleEvents).where(inArray(scheduleEvents.id, numbers))),
        existing(of("session:"), (numbers) => db.select({ id: scheduleSessions.id }).from(scheduleSessions).where(inArray(scheduleSessions.id, numbers))),
      ]);
      return new Set([...[...events].map((id) => `event:${id}`), ...[...sessions].map((id) => `session:${id}`)]);
    },
  },
  media: {
    href: (id) => (id.startsWith("download:") ? "/admin/media/downloads" : `/admin/media/${id}`),
    async exists(db, ids) {
      const found = await existing(ids, (numbers) => db.select({ id: media.id }).from(media).where(inArray(media.id, numbers)));
      for (const id of ids) if (id.startsWith("download:")) found.add(id);
      return found;
    },
  },
  users: {
    href: () => "/admin/users",
    async exists(db, ids) {
      const rows = ids.length > 0 ? await db.select({ id: users.id }).from(users).where(inArray(users.id, ids)) : [];
      return new Set(rows.map((row) => row.id));
    },
  },
  content: {
    href: (id) => `/admin/content/${id}`,
    async exists(db, ids) {
      const pairs = ids.map((id) => id.split("/")).filter((pair): pair is [string, string] => pair.length === 2);
      if (pairs.length === 0) return new Set();
      const rows = await db
        .select({ kind: contentItems.kind, id: contentItems.id })
        .from(contentItems)
        .where(or(...pairs.map(([kind, id]) => and(eq(contentItems.kind, kind), eq(contentItems.id, id)))));
      return new Set(rows.map((row) => `${row.kind}/${row.id}`));
    },
  },
  inbox: {
    href: (id) => `/admin/inbox/${id.replace(":", "/")}`,
    async exists(db, ids) {
      const of = (kind: string) => ids.filter((id) => id.startsWith(`${kind}:`)).map((id) => Number(id.slice(kind.length + 1))).filter(Number.isSafeInteger);
      const [contacts, partnerships] = await Promise.all([
        of("contact").length > 0 ? db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, of("contact"))) : [],
        of("partnership").length > 0 ? db.select({ id: partnershipRequests.id }).from(partnershipRequests).where(inArray(partnershipRequests.id, of("partnership"))) : [],
      ]);
      return new Set([...contacts.map((row) => `contact:${row.id}`), ...partnerships.map((row) => `partnership:${row.id}`)]);
    },
  },
};

/** The ids among these that a table of serial ids still holds. */
async function existing(ids: string[], select: (numbers: number[]) => Promise<{ id: number }[]>): Promise<Set<string>> {
  const numbers = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  if (numbers.length === 0) return new Set();
  return new Set((await select(numbers)).map((row) => String(row.id)));
}

/** A page of entries for the admin reading it. */
export async function auditViews(db: Db, rows: AuditRow[], t: Translate, locale: Locale): Promise<AuditEntryView[]> {
  const present = new Map<AuditKind, Set<string>>();
  // A result's delegation and sport are named as they are now; one no longer listed is shown as stored.
  const [delegations, sports] = await Promise.all([readItems(db, "delegations"), readItems(db, "sports")]);
  const named = { delegations: delegationsOf(delegations, locale), sports: sportsOf(sports, locale) };
  await Promise.all(
    AUDIT_KINDS.map(async (kind) => {
      const ids = [...new Set(rows.filter((row) => row.kind === kind).map((row) => row.subjectId))];
      present.set(kind, ids.length > 0 ? await SUBJECTS[kind].exists(db, ids) : new Set());
    }),
  );
  return rows.map((row) => {
    const slot = row.subjectId.startsWith("download:") ? row.subjectId.slice("download:".length) : null;
    // A download is named in the reader's language; the log keeps it in French.
    const label = isDownloadSlot(slot) ? t(`adminMedia.downloadSlots.${slot}`) : row.subjectLabel;
    return {
      id: row.id,
      at: row.at,
      actor: row.actorName ? `${row.actorName} (${row.actorEmail})` : row.actorEmail,
      kind: row.kind,
      action: row.action,
      subject: { label, href: present.get(row.kind)?.has(row.subjectId) ? SUBJECTS[row.kind].href(row.subjectId) : null },
      changes: changesOf(row, t, locale, named),
      hasBefore: row.before !== null,
      hasAfter: row.after !== null,
    };
  });
}
