import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";
import { STAFF } from "~/domain/auth/guard.server.ts";
import type { FormFailure } from "~/platform/forms/form-result.ts";
import type { AuthorChoice, NewsField, NewsFormValues } from "./news-fields.ts";
import type { NewsInput } from "./news-form.server.ts";

const activeStaff = and(inArray(users.role, STAFF), sql`not coalesce(${users.banned}, false)`);

/** Who may sign an article: staff members by display name, and its current author whoever they are now. */
export async function authorChoices(db: Db, currentId: string | null): Promise<AuthorChoice[]> {
  const mayBeShown = currentId === null ? activeStaff : or(activeStaff, eq(users.id, currentId));
  return db.select({ id: users.id, name: users.name }).from(users).where(mayBeShown).orderBy(asc(users.name), asc(users.id));
}

/** An author must be a staff member, or the article's author already (someone who left the team keeps their byline). */
export async function checkAuthor(db: Db, input: NewsInput, values: NewsFormValues, currentId: string | null): Promise<{ ok: true } | FormFailure<NewsField>> {
  if (input.authorId === null || input.authorId === currentId) return { ok: true };
  const [staff] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, input.authorId), activeStaff));
  return staff ? { ok: true } : { ok: false, fieldErrors: { authorId: "adminNews.errors.authorInvalid" }, values };
}
