import { and, count, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { news, scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { recordVersionChange, versionRecord } from "~/domain/news/news-audit.server.ts";
import { audited } from "~/admin/results/results.server.ts";
import { eventAudit } from "~/domain/schedule/schedule-writes.server.ts";

export interface DemoRemoval {
  stories: number;
  results: number;
  events: number;
  /** Demo events kept because results entered by staff are recorded for their sessions. */
  kept: number;
}

/**
 * Removes every demo story (its versions and history go with it, as deleteNews does), every demo
 * result, then every demo event with its sessions, in one transaction with an audit entry for each:
 * the site is then without fiction, or, should anything fail, as it was. The database's triggers drop
 * the stored pages (ADR 009). A demo event whose sessions hold staff's results is kept, as deleteEvent
 * keeps any such event: those results would lose their session.
 */
export async function removeDemoContent(db: Db, actor: AuditActor): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const stories = await tx.select({ id: news.id, sourceLanguage: news.sourceLanguage }).from(news).where(eq(news.demo, true)).orderBy(news.id).for("update");
    const befores = [];
    for (const story of stories) befores.push(await versionRecord(tx, story.id, story.sourceLanguage));
    if (stories.length > 0) await tx.delete(news).where(inArray(news.id, stories.map((story) => story.id)));
    for (const [index, story] of stories.entries()) {
      await recordVersionChange(tx, { actor, newsId: story.id, language: story.sourceLanguage, action: "delete", reason: "save", before: befores[index] });
    }
    const results = await tx.delete(sportsResults).where(eq(sportsResults.demo, true)).returning();
    for (const row of results.sort((a, b) => a.id - b.id)) {
      const { subject, values } = audited(row);
      await recordAudit(tx, { actor, kind: "results", action: "delete", subject, before: values });
    }
    // After the demo results: the foreign key refuses to delete a session that still has results.
    const holdsResults = tx.select({ id: sportsResults.id }).from(sportsResults).innerJoin(scheduleSessions, eq(sportsResults.sessionId, scheduleSessions.id)).where(eq(scheduleSessions.eventId, scheduleEvents.id));
    const events = await tx.delete(scheduleEvents).where(and(eq(scheduleEvents.demo, true), notExists(holdsResults))).returning();
    for (const row of events.sort((a, b) => a.id - b.id)) {
      const { subject, values } = eventAudit(row);
      await recordAudit(tx, { actor, kind: "schedule", action: "delete", subject, before: values });
    }
    const [kept] = await tx.select({ n: count() }).from(scheduleEvents).where(eq(scheduleEvents.demo, true));
    return { stories: stories.length, results: results.length, events: events.length, kept: kept?.n ?? 0 };
  });
}
