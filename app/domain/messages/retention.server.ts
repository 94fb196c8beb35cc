import { lt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contactMessages, partnershipRequests } from "../../../db/schema/index.ts";

/**
 * How long messages are kept, as the privacy policy states it (the privacy page in db/seed-content/pages.json,
 * "Durée de conservation"): "Messages et demandes de partenariat : le temps de les traiter, et au
 * plus tard jusqu'à la fin de l'année 2028." The policy gives no shorter period in days or months,
 * so the end of 2028 is the rule: in Tahiti time, where the publisher is and every date of the site
 * is told. retention.server.test.ts checks the six versions of the policy still say 2028.
 */
export const MESSAGES_KEPT_UNTIL = new Date("2029-01-01T00:00:00-10:00");

/**
 * Deletes the contact messages and partnership requests the policy no longer lets the site keep:
 * none before MESSAGES_KEPT_UNTIL, every one received before `now` after it. A plain DELETE: running
 * it twice, or on two instances at once, deletes nothing more.
 */
export async function purgeExpiredMessages(db: Db, now: Date): Promise<{ contact: number; partnership: number }> {
  if (now < MESSAGES_KEPT_UNTIL) return { contact: 0, partnership: 0 };
  const [contact, partnership] = await Promise.all([
    db.delete(contactMessages).where(lt(contactMessages.createdAt, now)).returning({ id: contactMessages.id }),
    db.delete(partnershipRequests).where(lt(partnershipRequests.createdAt, now)).returning({ id: partnershipRequests.id }),
  ]);
  return { contact: contact.length, partnership: partnership.length };
}
