import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

const run = promisify(execFile);

async function signIn(site: TestSite, email: string, password: string) {
  return fetch(`${site.url}/auth`, {
    method: "POST",
    headers: { cookie: site.gateCookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email, password }),
    redirect: "manual",
  });
}

describe("admin bootstrap", () => {
  it("creates the ADMIN_EMAIL account at start, confirmed, with the admin role, and it can sign in", async () => {
    const site = await startTestSite({ ADMIN_EMAIL: "Chief@Tahiti2027.test", ADMIN_PASSWORD: "Vaa-Race-2027" });
    try {
      const [user] = await site.database.db.select().from(users).where(eq(users.email, "chief@tahiti2027.test"));
      expect(user).toMatchObject({ role: "admin", emailVerified: true });
      const response = await signIn(site, "chief@tahiti2027.test", "Vaa-Race-2027");
      expect(response.status).toBe(302);
      expect(response.headers.getSetCookie().join()).toMatch(/session_token=.*HttpOnly/i);
      expect((await signIn(site, "chief@tahiti2027.test", "wrong-password")).status).toBe(401);
    } finally {
      await site.close();
    }
  });

  it("creates a first admin on an empty database when no ADMIN_EMAIL is given", async () => {
    const site = await startTestSite();
    try {
      const all = await site.database.db.select().from(users);
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ email: "admin@tahiti2027.local", role: "admin", emailVerified: true });
    } finally {
      await site.close();
    }
  });
});

// Each call starts Node and compiles the script with tsx: 3 to 8 s a call on a quiet machine, two or
// three times that while the other test workers are busy, as in CI.
describe("npm run user:create", { timeout: 90_000 }, () => {
  const script = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/user-create.ts", ...args], { env: { ...process.env, DATA_DIR: dataDir } });

  it("creates a confirmed account on the embedded database, then changes its role", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-cli-"));
    try {
      const created = await script(dataDir, "--email", "Editor@Tahiti2027.test", "--password", "Motu2027x", "--role", "moderator");
      expect(created.stdout).toContain("Created editor@tahiti2027.test (moderator), email confirmed.");
      const again = await script(dataDir, "--email", "editor@tahiti2027.test", "--password", "Motu2027x", "--role", "admin");
      expect(again.stdout).toContain("role set to admin");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("explains bad arguments", async () => {
    const error = await script(os.tmpdir(), "--email", "nope", "--password", "short", "--role", "king").catch((e: { stderr: string; code: number }) => e);
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stderr: string }).stderr).toContain("--email must be an email address");
    expect((error as { stderr: string }).stderr).toContain("--role must be admin, moderator, accreditation or user");
  });

  it("refuses to open an embedded database that a running server holds", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-cli-"));
    fs.writeFileSync(path.join(dataDir, "server.pid"), String(process.pid));
    try {
      const error = await script(dataDir, "--email", "a@tahiti2027.test", "--password", "Motu2027x").catch((e: { stderr: string }) => e);
      expect((error as { stderr: string }).stderr).toContain("ADMIN_EMAIL and ADMIN_PASSWORD");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
