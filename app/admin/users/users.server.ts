import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { ROLES, sessions, users } from "../../../db/schema/index.ts";
import { formFailure, formSuccess, type FormResult } from "~/platform/forms/form-result.ts";

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), userId: z.string().min(1), role: z.enum(ROLES) }),
  z.object({ intent: z.literal("disable"), userId: z.string().min(1) }),
  z.object({ intent: z.literal("enable"), userId: z.string().min(1) }),
]);

export function listUsers(db: Db) {
  return db
    .select({ id: users.id, email: users.email, role: users.role, emailVerified: users.emailVerified, banned: users.banned, createdAt: users.createdAt })
    .from(users)
    .orderBy(desc(users.createdAt));
}

/** Applies an admin's change to an account; an admin can neither demote nor disable themself. */
export async function changeUser(db: Db, actorId: string, input: z.infer<typeof userActionSchema>): Promise<FormResult> {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!target) return formFailure("admin.unknownUser");
  const now = new Date();
  switch (input.intent) {
    case "role":
      if (target.id === actorId && input.role !== "admin") return formFailure("admin.cannotDemoteSelf");
      await db.update(users).set({ role: input.role, updatedAt: now }).where(eq(users.id, target.id));
      return formSuccess("admin.roleSaved");
    case "disable":
      if (target.id === actorId) return formFailure("admin.cannotDisableSelf");
      // Disabling ends the account's sessions at once; Better Auth refuses new ones while banned.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ banned: true, updatedAt: now }).where(eq(users.id, target.id));
        await tx.delete(sessions).where(eq(sessions.userId, target.id));
      });
      return formSuccess("admin.accountDisabled");
    case "enable":
      await db.update(users).set({ banned: false, banReason: null, banExpires: null, updatedAt: now }).where(eq(users.id, target.id));
      return formSuccess("admin.accountEnabled");
  }
}
