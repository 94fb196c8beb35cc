import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "../../db/client.ts";
import type * as ServerApp from "../../server/app.ts";
import { openTestDatabase } from "./test-database.ts";

export const TEST_GATE_PASSWORD = "Lagon-Test-2027";

export interface TestSite {
  url: string;
  dataDir: string;
  /** A Cookie header value that passes the gate. */
  gateCookie: string;
  database: Database;
  /** After writing to the database directly (as psql would): resolves once the site has heard of it. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the built production server (build/server) on a free port with a fresh database, or on the
 * database of another test site (a second instance; the first one closes it); `clock` is the
 * background jobs' (server/boot.ts).
 */
export async function startTestSite(env: Record<string, string> = {}, options: { database?: Database; clock?: () => Date; logs?: LogLines } = {}): Promise<TestSite> {
  const serverApp = (await import(path.resolve("build/server/index.js"))) as typeof ServerApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-test-"));
  // A new database comes with the initial content its start would import: imported once per run.
  const database = options.database ?? (await openTestDatabase({ withContent: true }));
  const site = await serverApp.boot({
    env: serverApp.parseEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, GATE_PASSWORD: TEST_GATE_PASSWORD, LOG_LEVEL: "silent", ...env }),
    database,
    clock: options.clock,
    logDestination: options.logs,
  });
  let gateCookie = "";
  if ((env.GATE ?? "on") === "on") {
    const response = await fetch(`${site.url}/`, {
      method: "POST",
      body: new URLSearchParams({ intent: "unlock-gate", password: TEST_GATE_PASSWORD }),
      redirect: "manual",
    });
    gateCookie = response.headers.getSetCookie().find((c) => c.startsWith("t27_gate="))!.split(";")[0]!;
  }
  return {
    url: site.url,
    dataDir,
    gateCookie,
    database,
    settled: () => site.changesSettled(),
    async close() {
      await site.close();
      // A test may have closed the database already to simulate an outage.
      if (!options.database) await database.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a test site logged (start it with LOG_LEVEL set), one parsed pino line each. */
export class LogLines {
  readonly lines: Record<string, unknown>[] = [];
  write(line: string): void {
    this.lines.push(JSON.parse(line) as Record<string, unknown>);
  }
  /** pino's levels: 30 info, 40 warn, 50 error. */
  atLeast(level: number): Record<string, unknown>[] {
    return this.lines.filter((line) => (line.level as number) >= level);
  }
  clear(): void {
    this.lines.length = 0;
  }
}

/** Posts a form the way a browser without JavaScript does, without following a redirect. */
export function postForm(url: string, cookie: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}
