import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { news, newsVersions } from "../../../db/schema/index.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { firstPublishedAt, sameVersion, versionOf } from "./admin-news.server.ts";
import { wordsChangedAt } from "~/domain/news/version-clock.server.ts";
import { languageStates } from "./language-states.ts";
import type { AuditActor } from "~/domain/audit/audit.server.ts";
import { recordVersionChange, versionRecord } from "~/domain/news/news-audit.server.ts";
import type { TranslationInput } from "./translation-form.server.ts";

const versionColumns = {
  title: newsVersions.title,
  excerpt: newsVersions.excerpt,
  content: newsVersions.content,
  imageAlt: newsVersions.imageAlt,
  published: newsVersions.published,
  publishAt: newsVersions.publishAt,
  unpublishAt: newsVersions.unpublishAt,
  updatedAt: newsVersions.updatedAt,
  wordsChangedAt: newsVersions.wordsChangedAt,
  sourceWordsAt: newsVersions.sourceWordsAt,
};

/**
 * What the translation form of a story's language shows: the source version beside it, the
 * translation if it exists, and where the story stands in every language. Undefined for a story that
 * does not exist.
 */
export async function findTranslation(db: Db, id: number, locale: Locale) {
  const [story] = await db
    .select({ id: news.id, sourceLanguage: news.sourceLanguage, imageUrl: news.imageUrl, coverMediaId: news.coverMediaId })
    .from(news)
    .where(eq(news.id, id));
  if (!story) return undefined;
  const versions = await db
    .select({ ...versionColumns, language: newsVersions.language })
    .from(newsVersions)
    .where(eq(newsVersions.newsId, id));
  const source = versions.find((version) => version.language === story.sourceLanguage);
  if (!source) return undefined;
  const translation = versions.find((version) => version.language === locale);
  return { story, source, translation, languages: languageStates(story.sourceLanguage, versions) };
}

export type TranslationOutcome =
  | { ok: true; version: string; created: boolean }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "conflict"; version: string };

/**
 * Creates or saves a story's version in `locale`, unless someone saved it (or created it) since the
 * form was loaded: `version` is empty for a form that had no translation yet. `basedOn` is the
 * source's words the translator had before them; a source changed since leaves it out of date.
 */
export async function saveTranslation(
  db: Db,
  actor: AuditActor,
  id: number,
  locale: Locale,
  { version, basedOn }: { version: string; basedOn: string },
  input: TranslationInput,
  now = new Date(),
): Promise<TranslationOutcome> {
  const found = await findTranslation(db, id, locale);
  // The source language is saved with the story's own form.
  if (!found || found.story.sourceLanguage === locale) return { ok: false, reason: "notFound" };
  const sourceWordsAt = Number.isNaN(Date.parse(basedOn)) ? found.source.wordsChangedAt : new Date(basedOn);
  const words = { title: input.title, excerpt: input.excerpt, content: input.content, imageAlt: input.imageAlt };
  const schedule = { publishAt: input.publishAt, unpublishAt: input.unpublishAt };
  const saved = await db.transaction(async (tx): Promise<TranslationOutcome | null> => {
    if (!found.translation) {
      if (version !== "") return null;
      const [created] = await tx
        .insert(newsVersions)
        .values({
          ...words,
          ...schedule,
          newsId: id,
          language: locale,
          published: input.published,
          publishedAt: input.published ? now : null,
          createdAt: now,
          updatedAt: now,
          wordsChangedAt: now,
          sourceWordsAt,
        })
        .onConflictDoNothing()
        .returning({ updatedAt: newsVersions.updatedAt });
      if (!created) return null;
      await recordVersionChange(tx, { actor, newsId: id, language: locale, action: "create", reason: "save", before: undefined });
      return { ok: true, version: versionOf(created.updatedAt), created: true };
    }
    if (Number.isNaN(Date.parse(version))) return null;
    const before = await versionRecord(tx, id, locale);
    const [updated] = await tx
      .update(newsVersions)
      .set({
        ...words,
        ...schedule,
        published: input.published,
        publishedAt: firstPublishedAt(input.published, now),
        wordsChangedAt: wordsChangedAt(words, now),
        sourceWordsAt: sql`greatest(${newsVersions.sourceWordsAt}, ${sourceWordsAt.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(newsVersions.newsId, id), eq(newsVersions.language, locale), sameVersion(newsVersions.updatedAt, version)))
      .returning({ updatedAt: newsVersions.updatedAt });
    if (!updated) return null;
    await recordVersionChange(tx, { actor, newsId: id, language: locale, action: "update", reason: "save", before });
    return { ok: true, version: versionOf(updated.updatedAt), created: false };
  });
  if (saved) return saved;
  const current = await findTranslation(db, id, locale);
  if (!current) return { ok: false, reason: "notFound" };
  return { ok: false, reason: "conflict", version: current.translation ? versionOf(current.translation.updatedAt) : "" };
}

/** Removes a story's version in a language other than its source. */
export async function deleteTranslation(db: Db, actor: AuditActor, id: number, locale: Locale): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await versionRecord(tx, id, locale);
    const deleted = await tx
      .delete(newsVersions)
      .where(
        and(
          eq(newsVersions.newsId, id),
          eq(newsVersions.language, locale),
          sql`${newsVersions.language} <> (select ${news.sourceLanguage} from ${news} where ${news.id} = ${id})`,
        ),
      )
      .returning({ id: newsVersions.id });
    if (deleted.length === 0) return false;
    await recordVersionChange(tx, { actor, newsId: id, language: locale, action: "delete", reason: "save", before });
    return true;
  });
}
