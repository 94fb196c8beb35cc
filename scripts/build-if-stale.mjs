// Builds the app when build/ is missing or older than any source it is made from, where the build
// tools (devDependencies) are installed. A production install (`npm ci --omit=dev`) has none: it runs
// the build/ shipped with it (ADR 005), and is told when that build is missing or looks out of date.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "server", "db", "vocabulary", "public", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
const OUTPUT = "build/server/index.js";
const BUILDER = "node_modules/@react-router/dev/bin.js";

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIfStale() {
  const built = fs.existsSync(OUTPUT) ? fs.statSync(OUTPUT).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (built >= newest) return;
  if (!fs.existsSync(BUILDER)) {
    if (!built) {
      console.error("No build in build/, and the build tools are not installed (devDependencies, left out by `npm ci --omit=dev`): run `npm run build` where they are, and ship build/ with the app.");
      process.exit(1);
    }
    // Copying a release to a server leaves its files' times in any order: a build that only looks
    // older than the sources still serves, rather than no site at all.
    console.warn("build/ looks older than the sources, and the build tools are not installed (devDependencies, left out by `npm ci --omit=dev`): running it as it is. `npm run build` where they are builds it again.");
    return;
  }
  console.log(built ? "Sources changed since the last build: building..." : "No build yet: building...");
  const result = spawnSync(process.execPath, [BUILDER, "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see above.");
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
