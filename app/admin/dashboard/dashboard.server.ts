import { count, countDistinct, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media, newsVersions, sportsResults } from "../../../db/schema/index.ts";
import { countNewMessages } from "~/domain/messages/inbox.server.ts";
import { missedSchedules } from "~/domain/news/scheduled-publication.server.ts";
import { stillToConfirm } from "~/admin/content/content-admin.server.ts";
import { countDemoContent } from "../../../db/demo-left.ts";
import { applicationCounts } from "~/domain/accreditation/applications.server.ts";
import { accreditationTypesIn } from "~/domain/accreditation/public-accreditation.server.ts";
import type { Shown } from "~/domain/content/localized.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../vocabulary/accreditation-keys.ts";

/** The dashboard's figures, counted from the database: never typed in by hand. */
export async function dashboardFigures(db: Db) {
  const [[published], [results], [files], newMessages] = await Promise.all([
    // A story counts once, published in one language or in six.
    db.select({ n: countDistinct(newsVersions.newsId) }).from(newsVersions).where(eq(newsVersions.published, true)),
    db.select({ n: count() }).from(sportsResults),
    db.select({ n: count() }).from(media),
    countNewMessages(db),
  ]);
  return {
    publishedNews: published?.n ?? 0,
    results: results?.n ?? 0,
    media: files?.n ?? 0,
    newMessages,
    // No audience measurement exists yet: visitors not measured.
    visitors: null as number | null,
  };
}

/** The communication team's part of the dashboard: figures, missed schedules, demo content left, facts to confirm. */
export async function officeOverview(db: Db) {
  const [figures, missed, demo, toConfirm] = await Promise.all([dashboardFigures(db), missedSchedules(db, new Date()), countDemoContent(db), stillToConfirm(db)]);
  return { figures, missed, demo, toConfirm };
}

export interface TypeApplications {
  id: string;
  /** The type's name as the organisers wrote it; its id alone for a type no longer in the content. */
  name: Shown;
  total: number;
  /** The statuses that have applications, in the workflow's order. */
  byStatus: { status: ApplicationStatus; count: number }[];
}

/** Applications per accreditation type and status (issue 35, point 9), every type listed, in the content's order. */
export async function accreditationFigures(db: Db, content: ContentStore, locale: Locale): Promise<TypeApplications[]> {
  const [types, counts] = await Promise.all([accreditationTypesIn(content, locale, new Date()), applicationCounts(db)]);
  const listed = types.map((type) => ({ id: type.id, name: type.name }));
  const gone = [...new Set(counts.map((row) => row.type))].filter((id) => !listed.some((type) => type.id === id)).map((id) => ({ id, name: { value: id } }));
  return [...listed, ...gone].map(({ id, name }) => {
    const byStatus = APPLICATION_STATUSES.flatMap((status) => counts.filter((row) => row.type === id && row.status === status).map((row) => ({ status, count: row.count })));
    return { id, name, total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus };
  });
}
