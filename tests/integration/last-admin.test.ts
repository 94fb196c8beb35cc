import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { users } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// On PostgreSQL the two admins use two instances of the site on one database, as behind a load
// balancer; PGlite lives in one process, so there they share the one instance.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const engine = postgres ? "PostgreSQL, two instances" : "PGlite, one instance";
// Both instances must read each other's session cookies.
const AUTH_SECRET = "last-admin-test-secret-shared-by-both-instances";

let one: TestSite;
let two: TestSite;
beforeAll(async () => {
  one = await startTestSite({ AUTH_SECRET, TRUST_PROXY: "loopback" });
  two = postgres ? await startTestSite({ AUTH_SECRET, TRUST_PROXY: "loopback" }, { database: one.database }) : one;
}, 60_000);
afterAll(async () => {
  if (two !== one) await two?.close();
  await one?.close();
});

type Change = { intent: "role"; role: "user" } | { intent: "disable" };
const DEMOTE: Change = { intent: "role", role: "user" };
const DISABLE: Change = { intent: "disable" };
// Several pairs race at once: the more requests wait together, the surer the two of a pair are both
// past the guard before either change is saved.
const PAIRS = 3;
const PASSWORD = "Motu2027x";

async function idOf(email: string): Promise<string> {
  const [row] = await one.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

function change(site: TestSite, cookie: string, userId: string, what: Change): Promise<Response> {
  return fetch(`${site.url}/admin/users`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...what, userId }),
    redirect: "manual",
  });
}

let round = 0;

/** Signs in through the form from an address of its own (the sign-in limit counts per address). */
async function signIn(site: TestSite, email: string): Promise<string> {
  const login = await fetch(`${site.url}/auth`, {
    method: "POST",
    headers: { cookie: site.gateCookie, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `198.51.100.${++round % 250}` },
    body: new URLSearchParams({ intent: "login", email, password: PASSWORD }),
    redirect: "manual",
  });
  const session = login.headers.getSetCookie().find((cookie) => cookie.includes("session_token"));
  if (!session) throw new Error(`could not sign in as ${email}: ${login.status}`);
  return `${site.gateCookie}; ${session.split(";")[0]}`;
}

const pairs: { email: string; id: string }[][] = [];

/**
 * PAIRS pairs of admins, the only active ones of the site, each pair's first signed in on one
 * instance and its second on the other.
 */
async function adminPairs() {
  if (pairs.length === 0) {
    for (let i = 0; i < PAIRS; i++) {
      const pair = [await sessionFor(one, "admin"), await sessionFor(two, "admin")];
      pairs.push(await Promise.all(pair.map(async ({ email }) => ({ email, id: await idOf(email) }))));
    }
  }
  await one.database.db.update(users).set({ role: "user" }).where(eq(users.role, "admin"));
  const ids = pairs.flat().map((admin) => admin.id);
  await one.database.db.update(users).set({ role: "admin", banned: false }).where(inArray(users.id, ids));
  return Promise.all(pairs.map(async ([a, b]) => ({ a: { ...a!, cookie: await signIn(one, a!.email) }, b: { ...b!, cookie: await signIn(two, b!.email) } })));
}

describe(`admins changing each other at the same moment (${engine})`, () => {
  it.each([
    ["demote each other", DEMOTE, DEMOTE],
    ["disable each other", DISABLE, DISABLE],
    ["one demotes, the other disables", DEMOTE, DISABLE],
  ] as const)("%s: one admin of each pair stays, the other is told why, never a 500", async (_, first, second) => {
    let lostRaces = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      const racing = await adminPairs();
      const answers = await Promise.all(racing.map(({ a, b }) => Promise.all([change(one, a.cookie, b.id, first), change(two, b.cookie, a.id, second)])));
      const ids = racing.flatMap(({ a, b }) => [a.id, b.id]);
      const rows = await one.database.db.select({ id: users.id, role: users.role, banned: users.banned }).from(users).where(inArray(users.id, ids));
      const active = new Set(rows.filter((row) => row.role === "admin" && !row.banned).map((row) => row.id));
      for (const [index, { a, b }] of racing.entries()) {
        const statuses = answers[index]!.map((answer) => answer.status);
        // 200: the change was made; 409: the race was lost and nothing changed. An admin whose own role
        // or account changed before their request was even read is turned away by the guard (403, or
        // to the sign-in page once their sessions are gone).
        for (const status of statuses) expect([200, 302, 403, 409], `attempt ${attempt}, pair ${index}: ${statuses}`).toContain(status);
        expect(statuses.filter((status) => status === 200), `attempt ${attempt}, pair ${index}: ${statuses}`).toHaveLength(1);
        expect([active.has(a.id), active.has(b.id)].filter(Boolean), `attempt ${attempt}, pair ${index}`).toHaveLength(1);
        const lost = answers[index]!.find((answer) => answer.status === 409);
        if (lost) {
          lostRaces++;
          expect(await lost.text()).toContain(fr.admin.noLongerAdmin.replace(/'/g, "&#x27;"));
        }
      }
    }
    // Two instances do run the changes at the same moment (one PGlite instance runs each request's
    // queries to the end before the next request's).
    if (postgres) expect(lostRaces).toBeGreaterThan(0);
  });
});
