import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { auditLog, users } from "../../../db/schema/index.ts";
import { type AuditAction, type AuditKind, type AuditValues } from "../../../vocabulary/audit-keys.ts";
import { auditValues, changedFields } from "./changed-fields.ts";

/** The staff member making a change: the signed-in user (their name is read from the account as it is now). */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  kind: AuditKind;
  action: AuditAction;
  /** The item changed: its id in its own table, and how a person would name it now. */
  subject: { id: string | number; label: string };
  /** The row's meaningful fields before the change; none for a creation. */
  before?: Record<string, unknown> | null;
  /** ... and after it; none for a deletion. */
  after?: Record<string, unknown> | null;
}

/**
 * Records one change by staff in the audit log (ADR 025). Pass the transaction that makes the change,
 * so that the entry exists exactly when the change does. With both `before` and `after`, only the
 * fields that differ are kept, and nothing is recorded when none does (false): saving a form
 * unchanged is not a change. Secrets are dropped whatever is passed (changed-fields.ts).
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<boolean> {
  let before: AuditValues | null = entry.before ? auditValues(entry.before) : null;
  let after: AuditValues | null = entry.after ? auditValues(entry.after) : null;
  if (entry.before && entry.after) {
    const changed = changedFields(entry.before, entry.after);
    if (!changed) return false;
    ({ before, after } = changed);
  }
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    // The name as it is at the moment of the change, read in the same transaction.
    actorName: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${entry.actor.id}), '')`,
    kind: entry.kind,
    action: entry.action,
    subjectId: String(entry.subject.id),
    subjectLabel: entry.subject.label,
    before,
    after,
  });
  return true;
}
