// A PostgreSQL cluster of the fault tests' own, in a temporary directory on a free port: they stop
// and start it at will, which they must never do to the shared server other tests use.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./site-process.mjs";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** PG_BIN, or the newest Debian PostgreSQL whose server binaries are installed. */
function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL's server binaries are missing: apt-get install postgresql, or set PG_BIN to the directory of initdb and pg_ctl");
  return path.join(root, newest, "bin");
}

/** initdb and the server refuse to run as root: as root, they run as the postgres system user. */
function asOwner(command, args) {
  const [file, fullArgs] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return execFileSync(file, fullArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** A process's parent, from /proc/<pid>/stat (after the command name, which may hold spaces); null once it is gone. */
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/**
 * Creates and starts the cluster (trust authentication, user postgres, listening on 127.0.0.1 only).
 * @returns {Promise<{ url: string, start(): void, stop(): void, freeze(): void, thaw(): void, remove(): void }>}
 */
export async function createPrivatePostgres() {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-pg-"));
  if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  // On 127.0.0.1, its Unix socket in the temporary directory: nothing shared with the system's server.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args) => asOwner(path.join(bin, "pg_ctl"), ["-D", dataDir, "-s", ...args]);
  const running = () => fs.existsSync(path.join(dataDir, "postmaster.pid"));
  /** The postmaster (first line of postmaster.pid), then every process it started (its children in /proc). */
  const processes = () => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const children = fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry) && parentOf(entry) === postmaster);
    return [postmaster, ...children.map(Number)];
  };

  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl("start", "-w", "-l", path.join(dir, "server.log"), "-o", serverOptions),
    /** Like a crash: connections are cut at once, nothing is shut down cleanly. */
    stop: () => pgCtl("stop", "-m", "immediate", "-w"),
    /** Like a frozen host: every process stops (SIGSTOP) with its connections open; nothing answers, nothing is refused. */
    freeze: () => {
      for (const pid of processes()) process.kill(pid, "SIGSTOP");
    },
    thaw: () => {
      for (const pid of processes()) process.kill(pid, "SIGCONT");
    },
    remove() {
      if (running()) cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    asOwner(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    cluster.start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
