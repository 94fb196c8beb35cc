import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { accounts, users, type Role } from "../../db/schema/index.ts";
import type { TestSite } from "./site.ts";

let counter = 0;
const PASSWORD = "Motu2027x";
// One scrypt hash serves every account: hashing is the slow part of making one.
let passwordHash: Promise<string> | undefined;

/**
 * An account with the role, made in the database as `npm run user:create` would (confirmed, its
 * password hashed as the site hashes them), then signed in through /auth: returns the Cookie header
 * of a real session, with the gate cookie. Not signed up through /auth: the site lets one address
 * sign up 20 times in 15 minutes, and a test site serves more staff members than that.
 */
export async function sessionFor(site: TestSite, role: Role): Promise<{ cookie: string; email: string }> {
  const email = `${role}-${++counter}-${Date.now()}@tahiti2027.test`;
  const id = randomUUID();
  passwordHash ??= hashPassword(PASSWORD);
  await site.database.db.insert(users).values({ id, name: email.split("@")[0]!, email, emailVerified: true, role });
  await site.database.db.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: await passwordHash });
  const login = await fetch(`${site.url}/auth`, {
    method: "POST",
    headers: { cookie: site.gateCookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email, password: PASSWORD }),
    redirect: "manual",
  });
  const session = login.headers.getSetCookie().find((c) => c.includes("session_token"));
  if (!session) throw new Error(`could not sign in as ${role}: ${login.status}`);
  return { cookie: `${site.gateCookie}; ${session.split(";")[0]}`, email };
}
