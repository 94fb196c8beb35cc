import { data } from "react-router";
import { z } from "zod";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Services } from "~/platform/services/services.ts";
import { checkNewsForm, readNewsForm, type NewsField, type NewsFieldError, type NewsFormValues, type NewsInput } from "./news-form.server.ts";

/** What a news form post answers; every answer carries the values back so nothing typed is lost. */
export type NewsFormResult =
  | { kind: "invalid"; values: NewsFormValues; errors: Partial<Record<NewsField, NewsFieldError>> }
  | { kind: "preview"; values: NewsFormValues; preview: Pick<NewsInput, "title" | "excerpt" | "imageUrl" | "content"> }
  | { kind: "conflict"; values: NewsFormValues }
  | { kind: "failed"; values: NewsFormValues }
  | { kind: "unavailable"; values: NewsFormValues }
  | { kind: "missing"; values: NewsFormValues }
  | { kind: "saved"; values: NewsFormValues };

const articleIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The :id of an admin news URL, or a 404 for anything that cannot be an article id. */
export function articleId(raw: string | undefined): number {
  const parsed = articleIdSchema.safeParse(raw);
  if (!parsed.success) throw data({ notFound: true }, { status: 404 });
  return parsed.data;
}

/**
 * A post that came while the database was down (requireRoleForForm found no user): nothing was
 * checked or saved; the form comes back as it was sent, with the outage said above it.
 */
export async function keepNewsForm(request: Request) {
  return data<NewsFormResult>({ kind: "unavailable", values: readNewsForm(await request.formData()) }, { status: 503 });
}

/**
 * Reads and checks a news form post; previews it, or hands the checked input to `save`. A failing
 * save is logged and answered with the generic message, or the outage when the database is down,
 * keeping the form as it was sent.
 */
export async function handleNewsForm(
  request: Request,
  { log, database }: Pick<Services, "log" | "database">,
  save: (input: NewsInput, values: NewsFormValues) => Promise<{ result: NewsFormResult; status?: number } | Response>,
) {
  const form = await request.formData();
  const values = readNewsForm(form);
  const check = checkNewsForm(values);
  if (!check.ok) return data<NewsFormResult>({ kind: "invalid", values, errors: check.errors }, { status: 400 });
  if (form.get("intent") === "preview") {
    const { title, excerpt, imageUrl, content } = check.input;
    return data<NewsFormResult>({ kind: "preview", values, preview: { title, excerpt, imageUrl, content } });
  }
  try {
    const outcome = await save(check.input, values);
    if (outcome instanceof Response) return outcome;
    return data<NewsFormResult>(outcome.result, { status: outcome.status ?? 200 });
  } catch (error) {
    log.error({ err: error }, "saving a news article failed");
    if (await databaseDown(database)) return data<NewsFormResult>({ kind: "unavailable", values }, { status: 503 });
    return data<NewsFormResult>({ kind: "failed", values }, { status: 500 });
  }
}
