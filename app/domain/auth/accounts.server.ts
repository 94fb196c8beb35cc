import { count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users, type Role } from "../../../db/schema/index.ts";
import type { Auth } from "./auth.server.ts";

/**
 * Creates a confirmed account with a role, or gives an existing account that role (idempotent).
 * The password is set only when the account is created.
 */
export async function upsertAccount(auth: Auth, db: Db, input: { email: string; password: string; role: Role }) {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db.update(users).set({ role: input.role, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { created: false as const, id: existing.id };
  }
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser({ email, name: email.split("@")[0] ?? email, emailVerified: true, role: input.role });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  return { created: true as const, id: user.id };
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
