// wrk (C, epoll) drives the benchmark's load: a load generator written in JavaScript parses
// responses slower than this machine's Node serves them, and would measure itself.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("wrk is missing: installing Debian's wrk package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit", env });
    return;
  }
  console.error("The benchmark needs wrk: sudo apt-get install wrk (Debian/Ubuntu), or brew install wrk.");
  process.exit(1);
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function toMs(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  return value === undefined ? Number.NaN : Number(value) * UNIT_MS[unit];
}

/** wrk's command line and its Lua script (in a temporary directory the caller removes). */
function wrkCommand({ url, paths, headers = {}, connections = 50, seconds = 5, searchEvery = 0, timeout = "2s" }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-wrk-"));
  const script = path.join(dir, "paths.lua");
  fs.writeFileSync(
    script,
    [
      `local paths = { ${paths.map((p) => JSON.stringify(p)).join(", ")} }`,
      `local searchEvery = ${searchEvery}`,
      "local i, n = 0, 0",
      "request = function()",
      "  n = n + 1",
      '  if searchEvery > 0 and n % searchEvery == 0 then return wrk.format("GET", "/news?q=" .. math.random(1, 1000000000)) end',
      "  i = i % #paths + 1",
      '  return wrk.format("GET", paths[i])',
      "end",
    ].join("\n"),
  );
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", timeout, "--latency", "-s", script];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  return { dir, args: [...args, url] };
}

/**
 * @typedef {{ rps: number, p50: number, p90: number, p99: number, max: number, requests: number, errors: number, non2xx: number, socket: { connect: number, read: number, write: number, timeout: number } }} WrkResult
 * `errors` adds up the answers that are not 2xx or 3xx and the socket errors (timeouts included).
 */

/** @returns {WrkResult} */
function parseWrk(output) {
  const percentile = (p) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "");
  const [connect, read, write, timeout] = (/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)?.slice(1) ?? [0, 0, 0, 0]).map(Number);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    max: toMs(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m.exec(output)?.[1] ?? ""),
    requests: Number(/(\d+) requests in/.exec(output)?.[1]),
    errors: non2xx + connect + read + write + timeout,
    non2xx,
    socket: { connect, read, write, timeout },
  };
}

/**
 * One load run. `paths` are requested in turn (one path: a page; several: mixed traffic); with
 * `searchEvery: n`, every n-th request is a search nobody made before, which the server must render.
 * `timeout`: how long wrk waits for an answer before counting a timeout (wrk's default, 2 s).
 * @returns {WrkResult}
 */
export function runWrk(options) {
  const { dir, args } = wrkCommand(options);
  try {
    return parseWrk(execFileSync("wrk", args, { encoding: "utf8" }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The same run in the background, for tests that act on the server while it is under load. */
export function startWrk(options) {
  const { dir, args } = wrkCommand(options);
  const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  /** @type {Promise<WrkResult>} */
  const done = new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", () => {
      fs.rmSync(dir, { recursive: true, force: true });
      resolve(parseWrk(output));
    });
  });
  return { done, stop: () => child.kill("SIGINT") };
}
