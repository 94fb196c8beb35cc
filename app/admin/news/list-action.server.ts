import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { ADMIN_ONLY } from "~/domain/auth/guard.server.ts";
import type { SignedInUser } from "~/domain/auth/session.server.ts";
import type { Messages } from "~/locales/fr.ts";
import { deleteNews, togglePublished } from "./admin-news.server.ts";

type AdminNewsKey = keyof Messages["adminNews"];
export type ListNotice = Extract<AdminNewsKey, "deleted" | "publishedNotice" | "unpublishedNotice">;
export type ListError = Extract<AdminNewsKey, "deleteForbidden" | "notFound" | "invalidRequest" | "saveFailed">;
export type ListActionResult = { ok: true; notice: ListNotice } | { ok: false; error: ListError; status: number };

export const listActionSchema = z.object({
  intent: z.enum(["toggle", "delete"]),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The list's two buttons: publish or unpublish for staff, delete for administrators only. */
export async function runListAction(db: Db, user: SignedInUser, form: FormData): Promise<ListActionResult> {
  const parsed = listActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, error: "invalidRequest", status: 400 };
  const { intent, id } = parsed.data;
  if (intent === "delete") {
    // The button is only shown to administrators; this is the check that counts.
    if (!ADMIN_ONLY.includes(user.role)) return { ok: false, error: "deleteForbidden", status: 403 };
    return (await deleteNews(db, id)) ? { ok: true, notice: "deleted" } : { ok: false, error: "notFound", status: 404 };
  }
  const row = await togglePublished(db, id);
  if (!row) return { ok: false, error: "notFound", status: 404 };
  return { ok: true, notice: row.published ? "publishedNotice" : "unpublishedNotice" };
}
