import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { ADMIN_ONLY } from "~/domain/auth/guard.server.ts";
import type { SignedInUser } from "~/domain/auth/session.server.ts";
import { formFailure, formSuccess, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { deleteNews, togglePublished } from "./admin-news.server.ts";

export const listActionSchema = z.object({
  intent: z.enum(["toggle", "delete"]),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const refuse = (error: "adminNews.deleteForbidden" | "adminNews.notFound" | "adminNews.invalidRequest", status: number) => formResponse<FormResult>(formFailure(error), { status });
const done = (notice: "adminNews.deleted" | "adminNews.publishedNotice" | "adminNews.unpublishedNotice") => formResponse<FormResult>(formSuccess(notice));

/** The list's two buttons: publish or unpublish for staff, delete for administrators only. */
export async function runListAction(db: Db, user: SignedInUser, form: FormData) {
  const parsed = listActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse("adminNews.invalidRequest", 400);
  const { intent, id } = parsed.data;
  if (intent === "delete") {
    // The button is only shown to administrators; this is the check that counts.
    if (!ADMIN_ONLY.includes(user.role)) return refuse("adminNews.deleteForbidden", 403);
    return (await deleteNews(db, user, id)) ? done("adminNews.deleted") : refuse("adminNews.notFound", 404);
  }
  const row = await togglePublished(db, user, id);
  if (!row) return refuse("adminNews.notFound", 404);
  return done(row.published ? "adminNews.publishedNotice" : "adminNews.unpublishedNotice");
}
