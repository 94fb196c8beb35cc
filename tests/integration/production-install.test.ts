// Issue 34: a release runs without the build tools. What a deployment ships (ADR 005) is copied into
// a directory of its own, installed the way a server installs it (`npm ci --omit=dev`, from npm's
// cache: no network), and started with `npm start`. Slow by nature: the install writes some 400
// packages (half a minute on an idle machine, minutes on a loaded one) and the first start creates an
// embedded database, hence the long timeouts.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STORIES } from "../../db/seed.ts";
import { postForm } from "../helpers/site.ts";

/** What a deployment ships: the build, what `npm start` runs, and what the server reads from its working directory. */
const SHIPPED = ["package.json", "package-lock.json", "server.mjs", "scripts/start.mjs", "scripts/build-if-stale.mjs", "build", "db/migrations", "db/seed-content"];
const GATE_PASSWORD = "Release-Lagon-2027";
const INSTALL_TIMEOUT_MS = 240_000;
const START_TIMEOUT_MS = 120_000;
const PUBLISHED_DEMO_TITLE = DEMO_STORIES.find((story) => story.versions[0].published)!.versions[0].title;

let release: string;

/**
 * A server's environment, not this test run's: npm's own variables (npm_config_local_prefix names this
 * repository) and Vitest's NODE_ENV would leak into the install and the server otherwise.
 */
function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: os.tmpdir(), ...extra };
}

interface Run {
  child: ChildProcess;
  output: () => string;
  /** Once the process and every process holding its output (npm start's server) are gone. */
  closed: Promise<number | null>;
  gone: boolean;
}

// Its own process group (detached), so that a signal reaches npm, its shell and the server together,
// as a service manager stopping the whole service sends it: a SIGTERM to npm alone ends npm and its
// shell, and the shell does not pass it on to the server.
function run(args: string[], env: NodeJS.ProcessEnv): Run {
  let output = "";
  const child = spawn("npm", args, { cwd: release, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const started: Run = { child, output: () => output, closed: Promise.resolve(null), gone: false };
  started.closed = new Promise((resolve) =>
    child.on("close", (code) => {
      started.gone = true;
      resolve(code);
    }),
  );
  return started;
}

/** Once gone, never again: its group's number may be another's by then. */
function signalGroup({ child, gone }: Run, signal: NodeJS.Signals) {
  if (gone) return;
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // exited since
  }
}

async function within<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what())), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe("a release installed without its devDependencies", () => {
  beforeAll(async () => {
    release = fs.mkdtempSync(path.join(os.tmpdir(), "t27-release-"));
    for (const entry of SHIPPED) fs.cpSync(entry, path.join(release, entry), { recursive: true });
    const install = run(["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--offline"], serverEnv());
    const code = await within(install.closed, INSTALL_TIMEOUT_MS - 10_000, () => `npm ci did not finish:\n${install.output()}`).finally(() => signalGroup(install, "SIGKILL"));
    if (code !== 0) throw new Error(`npm ci --omit=dev failed (${code}):\n${install.output()}`);
  }, INSTALL_TIMEOUT_MS);

  afterAll(() => {
    if (release) fs.rmSync(release, { recursive: true, force: true });
  });

  it("has no build tools", () => {
    expect(fs.existsSync(path.join(release, "node_modules/express"))).toBe(true);
    expect(fs.existsSync(path.join(release, "node_modules/@react-router/dev"))).toBe(false);
  });

  it("starts with npm start on the embedded database, serves the gate, /healthz and a page past the gate, and stops on SIGTERM", async () => {
    const env = serverEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: path.join(release, "data"), GATE_PASSWORD, LOG_LEVEL: "info" });
    const server = run(["start"], env);
    try {
      // With PORT=0 the port is the one the log line announces.
      const url = await within(
        (async () => {
          for (;;) {
            const url = /"url":"(http:\/\/127\.0\.0\.1:\d+)"[^\n]*"msg":"server listening"/.exec(server.output())?.[1];
            if (url) return url;
            if (server.child.exitCode !== null) throw new Error(`npm start exited (${server.child.exitCode}):\n${server.output()}`);
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        })(),
        START_TIMEOUT_MS,
        () => `npm start did not listen:\n${server.output()}`,
      );
      expect(server.output()).toContain(`Demo content: seeded ${DEMO_STORIES.length} demo news stories`);

      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const gate = await fetch(`${url}/`);
      expect(gate.status).toBe(200);
      expect(await gate.text()).toContain("Accéder au site");
      const unlocked = await postForm(`${url}/`, "", { intent: "unlock-gate", password: GATE_PASSWORD });
      const cookie = unlocked.headers.getSetCookie().find((value) => value.startsWith("t27_gate="))?.split(";")[0];
      expect(cookie).toBeDefined();
      const news = await fetch(`${url}/news`, { headers: { cookie: cookie! } });
      expect(news.status).toBe(200);
      expect(await news.text()).toContain(PUBLISHED_DEMO_TITLE);

      signalGroup(server, "SIGTERM");
      await within(server.closed, 30_000, () => `npm start did not stop:\n${server.output()}`);
      expect(server.output()).toContain('"msg":"server stopped"');
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    } finally {
      signalGroup(server, "SIGKILL");
    }
  }, START_TIMEOUT_MS + 60_000);

  it("says that a build is needed when there is none, and exits", async () => {
    fs.renameSync(path.join(release, "build"), path.join(release, "build-aside"));
    const started = run(["start"], serverEnv({ PORT: "0", DATA_DIR: path.join(release, "data") }));
    try {
      expect(await within(started.closed, 30_000, () => `npm start did not exit:\n${started.output()}`)).not.toBe(0);
      expect(started.output()).toContain("No build in build/, and the build tools are not installed");
    } finally {
      signalGroup(started, "SIGKILL");
      fs.renameSync(path.join(release, "build-aside"), path.join(release, "build"));
    }
  }, 60_000);
});

describe("the server bundle", () => {
  it("keeps the demo content in a chunk of its own, loaded only to seed it", () => {
    const entry = fs.readFileSync("build/server/index.js", "utf8");
    expect(entry).not.toContain(PUBLISHED_DEMO_TITLE);
    const chunks = fs.readdirSync("build/server/assets").filter((file) => file.endsWith(".js"));
    const demo = chunks.filter((file) => fs.readFileSync(path.join("build/server/assets", file), "utf8").includes(PUBLISHED_DEMO_TITLE));
    expect(demo).toHaveLength(1);
    expect(entry).toContain(`import("./assets/${demo[0]}")`);
    expect(entry).not.toContain(`from "./assets/${demo[0]}"`);
  });
});
