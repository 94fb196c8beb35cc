// End-to-end tests drive Debian's Chromium. Install it when we can (root), otherwise stop and say
// what to install: the browser tests are never skipped silently.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execSync("apt-get update -qq", { stdio: "inherit", env });
    const result = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (result.status === 0 && fs.existsSync(CHROMIUM)) return CHROMIUM;
  }
  console.error(
    `The end-to-end tests need Chromium at ${CHROMIUM}.\n` +
      "Install it with: sudo apt-get install chromium (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
