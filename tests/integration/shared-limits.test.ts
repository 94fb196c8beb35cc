import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionFor } from "../helpers/accounts.ts";
import { startTestSite, TEST_GATE_PASSWORD, type TestSite } from "../helpers/site.ts";

// Two instances share their limits through PostgreSQL. The embedded database belongs to one process,
// so there is nothing to share there and each instance counts in its own memory: this file needs the
// PostgreSQL pass (TEST_DATABASE_URL, `npm run test:pg`).
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)("limits shared by two instances on one PostgreSQL database (skipped on PGlite: one process, nothing to share)", () => {
  let first: TestSite;
  let second: TestSite;

  beforeAll(async () => {
    // Both stand behind a proxy on loopback, so each check can come from an address of its own.
    first = await startTestSite({ TRUST_PROXY: "loopback" });
    second = await startTestSite({ TRUST_PROXY: "loopback" }, { database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Sends `times` requests, alternating between the two instances; the statuses in order. */
  async function alternate(times: number, send: (site: TestSite, i: number) => Promise<Response>) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await send(i % 2 ? second : first, i)).status);
    return statuses;
  }

  const form = (site: TestSite, pathname: string, fields: Record<string, string>, from: string, cookie = site.gateCookie) =>
    fetch(site.url + pathname, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": from },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("counts wrong gate passwords once: ten spread over both, the eleventh is refused", async () => {
    const statuses = await alternate(11, (site) => form(site, "/", { intent: "unlock-gate", password: `not-${TEST_GATE_PASSWORD}` }, "198.51.100.1", ""));
    // Alone, each instance would have seen only five or six.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const right = await form(second, "/", { intent: "unlock-gate", password: TEST_GATE_PASSWORD }, "198.51.100.1", "");
    expect(right.status).toBe(429);
  });

  it("counts sign-in attempts on an account from an address once", async () => {
    const { email } = await sessionFor(first, "user");
    const statuses = await alternate(11, (site, i) => form(site, "/auth", { intent: "login", email, password: `Wrong${i}2027` }, "198.51.100.2"));
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts reset requests for an account once", async () => {
    const statuses = await alternate(11, (site) => form(site, "/auth/forgot", { email: "nobody@tahiti2027.test" }, "198.51.100.3"));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it("counts public form submissions from an address once", async () => {
    const message = { name: "Hina", email: "hina@example.pf", phone: "", subject: "general", department: "", message: "Une question sur les Jeux." };
    const statuses = await alternate(6, (site) => form(site, "/contact", message, "198.51.100.4"));
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses[5]).toBe(429);
  });

  it("keeps the counts in the database, not in either process", async () => {
    const { rows } = (await first.database.db.execute(sql`select key from rate_limits`)) as unknown as { rows: { key: string }[] };
    const keys = rows.map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(["gate:198.51.100.1", "publicForms:contact:198.51.100.4"]));
  });
});
