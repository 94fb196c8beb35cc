// wrk (C, epoll) drives the benchmark's load: a load generator written in JavaScript parses
// responses slower than this machine's Node serves them, and would measure itself.
import { execFileSync, spawnSync } from "node:child_process";
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

/**
 * One load run. `paths` are requested in turn (one path: a page; several: mixed traffic); with
 * `searchEvery: n`, every n-th request is a search nobody made before, which the server must render.
 * @returns {{ rps: number, p50: number, p99: number, errors: number, requests: number }}
 */
export function runWrk({ url, paths, headers = {}, connections = 50, seconds = 5, searchEvery = 0 }) {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "t27-wrk-")), "paths.lua");
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
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const output = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const p50 = toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? "");
  const p99 = toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, p50, p99, errors, requests };
}
