import { data } from "react-router";
import { z } from "zod";
import { formFailure, formSuccess } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Services } from "~/services.server.ts";
import type { NewsFormResult, NewsFormValues } from "./news-fields.ts";
import { checkAuthor } from "./news-author.server.ts";
import { checkCover } from "./news-cover.server.ts";
import { checkNewsForm, readNewsForm, type NewsInput } from "./news-form.server.ts";

const articleIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The :id of an admin news URL, or a 404 for anything that cannot be an article id. */
export function articleId(raw: string | undefined): number {
  const parsed = articleIdSchema.safeParse(raw);
  if (!parsed.success) throw data({ notFound: true }, { status: 404 });
  return parsed.data;
}

/** The answer to a news form post, with its status. */
export const newsAnswer = (result: NewsFormResult, status?: number) => formResponse(result, { status });

/**
 * A post that came while the database was down (requireRoleForForm found no user): nothing was
 * checked or saved; the form comes back as it was sent, with the outage said above it.
 */
export async function keepNewsForm(request: Request) {
  return newsAnswer(formFailure("admin.saveUnavailable", readNewsForm(await request.formData())), 503);
}

/**
 * Reads and checks a news form post; previews it, or hands the checked input to `save`. A failing
 * save is logged and answered with the generic message, or the outage when the database is down,
 * keeping the form as it was sent.
 */
export async function handleNewsForm(
  request: Request,
  { log, database }: Pick<Services, "log" | "database">,
  save: (input: NewsInput, values: NewsFormValues) => Promise<ReturnType<typeof newsAnswer> | Response>,
  /** The article's author as saved: they may stay its author after leaving the staff. */
  currentAuthorId: string | null = null,
) {
  const form = await request.formData();
  const values = readNewsForm(form);
  const check = checkNewsForm(values);
  if (!check.ok) return newsAnswer(check);
  try {
    const cover = await checkCover(database.db, check.input, values);
    if (!cover.ok) return newsAnswer(cover);
    const author = await checkAuthor(database.db, cover.input, values, currentAuthorId);
    if (!author.ok) return newsAnswer(author);
    if (form.get("intent") === "preview") {
      const { title, excerpt, content } = cover.input;
      return newsAnswer({ ...formSuccess(undefined, values), preview: { title, excerpt, imageUrl: cover.shows, content } });
    }
    return await save(cover.input, values);
  } catch (error) {
    log.error({ err: error }, "saving a news article failed");
    if (await databaseDown(database)) return newsAnswer(formFailure("admin.saveUnavailable", values), 503);
    return newsAnswer(formFailure("adminNews.saveFailed", values), 500);
  }
}
