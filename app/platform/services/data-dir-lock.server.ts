import fs from "node:fs";
import path from "node:path";

// PGlite is single-process: while a server holds the embedded database, no other process may open it.
const LOCK_FILE = "server.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of a live process holding DATA_DIR's embedded database, if any. */
export function holderOf(dataDir: string): number | null {
  const file = path.join(dataDir, LOCK_FILE);
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

export function holdDataDir(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  if (holder) throw new Error(`The embedded database in ${dataDir} is already in use by process ${holder}.`);
  const file = path.join(dataDir, LOCK_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}
