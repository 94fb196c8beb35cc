// Kept apart from the table so that the back office's components can use the keys without drizzle in the browser.

/** The areas of the back office whose changes the audit log records. */
export const AUDIT_KINDS = ["news", "results", "schedule", "media", "users", "inbox", "content"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * What was done. `update` is any edit; the others name the changes an admin looks for on their own:
 * going public or not, a file swapped under an item, an account turned off or on.
 */
export const AUDIT_ACTIONS = ["create", "update", "delete", "publish", "unpublish", "replace", "disable", "enable"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value as the log keeps it: what JSON holds. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** Fields by name: only those that changed for an update, the meaningful ones of the row for a creation or deletion. */
export type AuditValues = Record<string, AuditValue>;
