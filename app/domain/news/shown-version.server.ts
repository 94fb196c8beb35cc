import { and, eq, sql, type SQL } from "drizzle-orm";
import { news, newsVersions } from "../../../db/schema/index.ts";
import { DEFAULT_LOCALE, type Locale } from "~/platform/i18n/locales.ts";

/**
 * Which of its versions a story shows a visitor of `locale`, best first: their language, then French,
 * then the language the story was written in. Null for a version the visitor never sees.
 */
function preference(locale: Locale, language: SQL | typeof newsVersions.language): SQL {
  return sql`case ${language} when ${locale} then 0 when ${DEFAULT_LOCALE} then 1 when ${news.sourceLanguage} then 2 end`;
}

/**
 * The one rule for what the public may see, as a condition on a query joining news_versions to news:
 * the published version the visitor reads best, so a story comes once, in one language.
 */
export function shownTo(locale: Locale): SQL {
  const rank = preference(locale, newsVersions.language);
  return and(
    eq(newsVersions.published, true),
    sql`${rank} is not null`,
    sql`not exists (select 1 from ${newsVersions} as better where better.news_id = ${newsVersions.newsId} and better.published and ${preference(locale, sql`better.language`)} < ${rank})`,
  )!;
}

export const versionOfStory = eq(newsVersions.newsId, news.id);
