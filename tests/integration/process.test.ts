import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-proc-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  let output = "";
  const child = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// A first start migrates a new embedded database: seconds on a quiet machine, more than a minute
// on a loaded one (two test workers beside other work).
async function waitFor(started: Started, text: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (Date.now() > until) throw new Error(`timed out waiting for "${text}" in:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the production server process", { timeout: 240_000 }, () => {
  it("refuses to start on a bad configuration, naming each problem", async () => {
    const started = startServer({ PORT: "eighty", DATABASE_URL: "mysql://nope" });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT must be a number (got "eighty")');
    expect(started.output()).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
  });

  it("ends with code 1, saying why, when it cannot start (a database that refuses connections)", async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-proc-"));
    const started = startServer({ PORT: "0", DATA_DIR: ownDir, DATABASE_URL: "postgres://postgres@127.0.0.1:1/nothing" });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain("ECONNREFUSED");
    fs.rmSync(ownDir, { recursive: true, force: true });
  });

  it("prints the URL, the gate password and an admin login on first start only, and stops cleanly on SIGTERM", async () => {
    const port = String(40000 + Math.floor(Math.random() * 10000));
    const first = startServer({ PORT: port });
    await waitFor(first, "is running at");
    expect(first.output()).toContain(`Tahiti 2027 is running at http://localhost:${port}`);
    expect(first.output()).toMatch(/Gate password \(shown once, kept in .*secrets\.json\): \S{14}/);
    expect(first.output()).toMatch(/Admin login \(shown once\): admin@tahiti2027\.local \/ \S{16}/);
    expect(first.output()).toContain("Demo content: seeded 10 demo news stories, 41 demo schedule events and 17 fictional results, marked as demo (SEED_DEMO=off starts a new data folder without them)");
    expect(first.output()).toContain(`Remove them in the back office: Dashboard, "Remove demo content"`);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    const stoppedAt = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);

    const second = startServer({ PORT: port });
    await waitFor(second, "is running at");
    expect(second.output()).not.toContain("shown once");
    expect(second.output()).toContain("Gate password: in");
    expect(second.output()).toContain("Demo content: 10 demo news stories, 41 demo schedule events and 17 fictional results still on the site");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("starts a new data folder without demo content when SEED_DEMO=off, and says so", async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-proc-"));
    const started = startServer({ PORT: "0", DATA_DIR: ownDir, SEED_DEMO: "off" });
    await waitFor(started, "is running at");
    expect(started.output()).toContain("Demo content: none (SEED_DEMO=on seeds demo news, a demo schedule and fictional results into an empty database)");
    started.child.kill("SIGTERM");
    expect(await started.exited).toBe(0);
    fs.rmSync(ownDir, { recursive: true, force: true });
  });
});
