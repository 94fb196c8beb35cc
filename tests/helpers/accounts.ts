import { eq } from "drizzle-orm";
import type { Role } from "../../db/schema/index.ts";
import { users } from "../../db/schema/index.ts";
import type { TestSite } from "./site.ts";

let counter = 0;

/**
 * Signs up through /auth, confirms and sets the role in the database (as an admin would), then signs
 * in: returns the Cookie header of a real session, with the gate cookie.
 */
export async function sessionFor(site: TestSite, role: Role): Promise<{ cookie: string; email: string }> {
  const email = `${role}-${++counter}-${Date.now()}@tahiti2027.test`;
  const password = "Motu2027x";
  const post = (fields: Record<string, string>) =>
    fetch(`${site.url}/auth`, {
      method: "POST",
      headers: { cookie: site.gateCookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  await post({ intent: "signup", email, password, confirmPassword: password });
  await site.database.db.update(users).set({ emailVerified: true, role }).where(eq(users.email, email));
  const login = await post({ intent: "login", email, password });
  const session = login.headers.getSetCookie().find((c) => c.includes("session_token"));
  if (!session) throw new Error(`could not sign in as ${role}: ${login.status}`);
  return { cookie: `${site.gateCookie}; ${session.split(";")[0]}`, email };
}
