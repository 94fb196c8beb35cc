import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { news, sportsResults } from "../../../db/schema/index.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { recordVersionChange, versionRecord } from "~/domain/news/news-audit.server.ts";
import { audited } from "~/admin/results/results.server.ts";

/**
 * Removes every demo story (its versions and history go with it, as deleteNews does) and every
 * demo result, in one transaction with an audit entry for each: the site is then without fiction,
 * or, should anything fail, as it was. The database's triggers drop the stored pages (ADR 009).
 */
export async function removeDemoContent(db: Db, actor: AuditActor): Promise<{ stories: number; results: number }> {
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
    return { stories: stories.length, results: results.length };
  });
}
