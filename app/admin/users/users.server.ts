import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { ROLES, sessions, users } from "../../../db/schema/index.ts";
import { isTransactionConflict } from "../../../db/sql-state.ts";
import { formFailure, formSuccess, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";

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

// Held by every change to an account's role or state, on every instance, until its transaction ends.
const ACCOUNT_CHANGES_LOCK = sql`select pg_advisory_xact_lock(hashtext('account-changes'))`;

/**
 * Applies an admin's change to an account, with its audit entry in the same transaction; an admin
 * can neither demote nor disable themself. A change to what the account already is records nothing.
 *
 * There is always an active admin: the actor is one, checked again inside the transaction, after
 * the lock that makes changes wait for each other (on every instance), and no admin may change their
 * own account. Two admins demoting or disabling each other at the same moment: the first change is
 * made, the second finds its author no longer an admin and is refused (409), nothing changed.
 */
export async function changeUser(db: Db, actor: AuditActor, input: z.infer<typeof userActionSchema>) {
  try {
    const result = await db.transaction(async (tx): Promise<FormResult | "actor-changed"> => {
      await tx.execute(ACCOUNT_CHANGES_LOCK);
      const [me] = await tx.select({ role: users.role, banned: users.banned }).from(users).where(eq(users.id, actor.id));
      if (me?.role !== "admin" || me.banned === true) return "actor-changed";
      const [target] = await tx.select({ id: users.id, email: users.email, role: users.role, banned: users.banned }).from(users).where(eq(users.id, input.userId)).for("update");
      if (!target) return formFailure("admin.unknownUser");
      const subject = { id: target.id, label: target.email };
      const disabled = target.banned === true;
      const now = new Date();
      switch (input.intent) {
        case "role":
          if (target.id === actor.id && input.role !== "admin") return formFailure("admin.cannotDemoteSelf");
          await tx.update(users).set({ role: input.role, updatedAt: now }).where(eq(users.id, target.id));
          await recordAudit(tx, { actor, kind: "users", action: "update", subject, before: { role: target.role }, after: { role: input.role } });
          return formSuccess("admin.roleSaved");
        case "disable":
          if (target.id === actor.id) return formFailure("admin.cannotDisableSelf");
          // Disabling ends the account's sessions at once; Better Auth refuses new ones while banned.
          await tx.update(users).set({ banned: true, updatedAt: now }).where(eq(users.id, target.id));
          await tx.delete(sessions).where(eq(sessions.userId, target.id));
          await recordAudit(tx, { actor, kind: "users", action: "disable", subject, before: { disabled }, after: { disabled: true } });
          return formSuccess("admin.accountDisabled");
        case "enable":
          await tx.update(users).set({ banned: false, banReason: null, banExpires: null, updatedAt: now }).where(eq(users.id, target.id));
          await recordAudit(tx, { actor, kind: "users", action: "enable", subject, before: { disabled }, after: { disabled: false } });
          return formSuccess("admin.accountEnabled");
      }
    });
    if (result === "actor-changed") return formResponse<FormResult>(formFailure("admin.noLongerAdmin"), { status: 409 });
    return formResponse(result);
  } catch (error) {
    // The lock leaves none between these changes; another writer of the same rows may still meet one.
    if (isTransactionConflict(error)) return formResponse<FormResult>(formFailure("admin.changeConflict"), { status: 409 });
    throw error;
  }
}
