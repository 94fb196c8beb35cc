import type { AuditValue, AuditValues } from "../../../vocabulary/audit-keys.ts";

// What the audit log may keep of a row: plain JSON, never a secret. Kept free of the database so
// that it is tested on its own.

/**
 * Keys that are never stored, whatever a caller passes: a password or its hash, sessions, tokens,
 * two-factor secrets and recovery codes. Callers pass the meaningful fields only; this is the net.
 */
const SECRET_KEY = /password|secret|token|session|backup_?codes|api_?key/i;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

function valueOf(value: unknown): AuditValue | undefined {
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return undefined;
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((item) => valueOf(item) ?? null);
  if (typeof value === "object") return auditValues(value as Record<string, unknown>);
  return String(value);
}

/** A row's fields as the log keeps them: dates as ISO strings, no undefined, no secret at any depth. */
export function auditValues(row: Record<string, unknown>): AuditValues {
  const values: AuditValues = {};
  for (const [key, value] of Object.entries(row)) {
    if (isSecretKey(key)) continue;
    const kept = valueOf(value);
    if (kept !== undefined) values[key] = kept;
  }
  return values;
}

/** The same JSON whatever the order of an object's keys, to compare two values. */
function canonical(value: AuditValue): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`)
    .join(",")}}`;
}

/**
 * The fields that differ between two versions of a row, each side with only those fields (a field
 * missing on one side counts as null there); null when nothing differs.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: AuditValues; after: AuditValues } | null {
  const old = auditValues(before);
  const now = auditValues(after);
  const changed: { before: AuditValues; after: AuditValues } = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const was = old[key] ?? null;
    const is = now[key] ?? null;
    if (canonical(was) === canonical(is)) continue;
    changed.before[key] = was;
    changed.after[key] = is;
  }
  return Object.keys(changed.after).length > 0 ? changed : null;
}
