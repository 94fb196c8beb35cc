import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, users, type Role } from "../../db/schema/index.ts";

let counter = 0;

/** A staff account written straight into the database, for domain tests that need someone to act. */
export async function insertStaff(db: Db, options: { role?: Role; name?: string } = {}): Promise<{ id: string; email: string; name: string; role: Role }> {
  const n = ++counter;
  const account = { id: randomUUID(), email: `staff-${n}-${Date.now()}@tahiti2027.test`, name: options.name ?? `Staff ${n}`, role: options.role ?? ("moderator" as Role) };
  await db.insert(users).values({ ...account, emailVerified: true });
  return account;
}

/** The audit log's entries, oldest first. */
export function auditEntries(db: Db) {
  return db.select().from(auditLog).orderBy(asc(auditLog.id));
}
