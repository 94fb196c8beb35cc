// Starts the built production server (server.mjs) as a child process on a fresh data directory, the
// way `npm start` does, and lets the gate in: for the benchmark, Lighthouse and the load tests.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const BENCH_GATE_PASSWORD = "Bench-Lagon-2027";

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

/** The gate cookie, obtained the way a visitor gets it: by posting the password. */
export async function unlockGate(url, password = BENCH_GATE_PASSWORD) {
  const response = await fetch(`${url}/`, {
    method: "POST",
    body: new URLSearchParams({ intent: "unlock-gate", password }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("t27_gate="));
  if (!cookie) throw new Error(`the gate did not open (status ${response.status})`);
  return cookie.split(";")[0];
}

/**
 * @param {{ env?: Record<string, string>, dataDir?: string, nodeArgs?: string[], cwd?: string }} options
 *   cwd: where server.mjs, build/ and db/migrations are (default: this repository)
 * @returns {Promise<{ url: string, pid: number, cookie: string, child: import("node:child_process").ChildProcess, output: () => string, rssBytes: () => number, stop: () => Promise<number | null> }>}
 */
export async function startSiteProcess({ env = {}, dataDir, nodeArgs = [], cwd } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = !dataDir;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "t27-site-"));
  const child = spawn(process.execPath, [...nodeArgs, "server.mjs"], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATA_DIR: dir, GATE_PASSWORD: BENCH_GATE_PASSWORD, LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  const cookie = env.GATE === "off" ? "" : await unlockGate(url);
  return {
    url,
    pid: child.pid,
    cookie,
    child,
    output: () => output,
    rssBytes: () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) * 1024,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownDataDir) fs.rmSync(dir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
