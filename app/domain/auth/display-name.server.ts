import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";
import { fromZodError, readValues } from "~/platform/forms/form-result.server.ts";
import { formSuccess } from "~/platform/forms/form-result.ts";
import { message } from "~/platform/forms/form-validation.ts";
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

/** Saves the name a staff member's articles are signed with; a refusal keeps what was typed. */
export async function saveDisplayName(db: Db, userId: string, form: FormData): Promise<DisplayNameResult> {
  const values = readValues(form, ["displayName"] as const);
  const parsed = displayNameSchema.safeParse(values);
  if (!parsed.success) return { ...fromZodError(parsed.error, values, "forms.errors.required"), intent: "profile" };
  await db.update(users).set({ name: parsed.data.displayName, updatedAt: new Date() }).where(eq(users.id, userId));
  return { ...formSuccess("twoFactor.displayNameSaved", values), intent: "profile" };
}
