import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";
import { fromZodError, readValues } from "~/platform/forms/form-result.server.ts";
import { formSuccess } from "~/platform/forms/form-result.ts";
import { message } from "~/platform/forms/form-validation.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { DISPLAY_NAME_MAX, type DisplayNameResult } from "./display-name.ts";

// The name signs articles in public: an email address there is what the byline must never show.
const displayNameSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, message("twoFactor.displayNameRequired"))
    .max(DISPLAY_NAME_MAX, message("forms.errors.tooLong"))
    .refine((name) => !name.includes("@"), message("twoFactor.displayNameEmail")),
});

export async function displayNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? "";
}

/** Saves the name a staff member's articles are signed with, with its audit entry; a refusal keeps what was typed. */
export async function saveDisplayName(db: Db, user: AuditActor, form: FormData): Promise<DisplayNameResult> {
  const values = readValues(form, ["displayName"] as const);
  const parsed = displayNameSchema.safeParse(values);
  if (!parsed.success) return { ...fromZodError(parsed.error, values, "forms.errors.required"), intent: "profile" };
  const name = parsed.data.displayName;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id)).for("update");
    if (!before) return;
    await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, { actor: user, kind: "users", action: "update", subject: { id: user.id, label: user.email }, before, after: { name } });
  });
  return { ...formSuccess("twoFactor.displayNameSaved", values), intent: "profile" };
}
