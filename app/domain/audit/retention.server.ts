import { lt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { auditLog } from "../../../db/schema/index.ts";

/**
 * How long the audit log is kept (ADR 025). Its entries name staff members (email and name) and hold
 * the accounts' fields an admin changed: account data, which the privacy policy keeps "au plus tard
 * jusqu'à la fin de l'année 2028", as it does the server's logs (the privacy page in db/seed-content/pages.json,
 * "Durée de conservation"). So the log goes at the same moment as the messages: the end of 2028 in
 * Tahiti time. The policy gives no shorter period, and none is invented here.
 */
export const AUDIT_KEPT_UNTIL = new Date("2029-01-01T00:00:00-10:00");

/** Deletes the entries the policy no longer lets the site keep: none before AUDIT_KEPT_UNTIL. Safe to run twice or on two instances at once. */
export async function purgeExpiredAudit(db: Db, now: Date): Promise<number> {
  if (now < AUDIT_KEPT_UNTIL) return 0;
  const deleted = await db.delete(auditLog).where(lt(auditLog.at, now)).returning({ id: auditLog.id });
  return deleted.length;
}
