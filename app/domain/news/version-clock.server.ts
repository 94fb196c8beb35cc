import { sql } from "drizzle-orm";
import { newsVersions } from "../../../db/schema/index.ts";

interface Words {
  title: string;
  excerpt: string;
  content: string;
  imageAlt: string | null;
}

/** The words' own clock moves only when one of them changed. */
export const wordsChangedAt = (words: Words, now: Date) =>
  sql`case when (${newsVersions.title}, ${newsVersions.excerpt}, ${newsVersions.content}, coalesce(${newsVersions.imageAlt}, '')) = (${words.title}, ${words.excerpt}, ${words.content}, ${words.imageAlt ?? ""}) then ${newsVersions.wordsChangedAt} else ${now.toISOString()}::timestamptz end`;
