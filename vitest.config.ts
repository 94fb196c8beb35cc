import os from "node:os";
import { defineConfig } from "vitest/config";

// The tests run the built server as production runs it, on React's production build (the development
// build checks every element and renders three times slower); Vitest would otherwise say "test".
process.env.NODE_ENV = "production";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // The built server bundle is loaded by Node itself, like in production, so it and the tests share
    // one copy of react-router and React from node_modules.
    server: { deps: { external: [/\/build\/server\//] } },
    globalSetup: ["tests/helpers/test-database.ts"],
    // The test files are independent (each its own database and site). One worker more than the
    // cores: many integration files wait (for a timeout, a child process, a stalled upload) while
    // another could run; on 2 cores the suite took 347 s instead of 385 s.
    maxWorkers: os.availableParallelism() + 1,
    // A worker runs its files one after another in the same thread or process, not each in a new one:
    // the modules, the built server among them, are imported and compiled once per worker instead of
    // once per file (ADR 037 has the figures). Each file still has its own database and site, and a
    // test restores what it changes (fake timers, listeners).
    isolate: false,
    projects: [
      {
        extends: true,
        // Some open an embedded database in beforeAll and query it in their tests: seconds on a busy machine.
        // Worker threads, not processes: a third less CPU for tests that are mostly their worker's start.
        test: { name: "unit", pool: "threads", include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "vocabulary/**/*.test.ts", "server/**/*.test.ts", "tests/helpers/**/*.test.ts", "tests/lint/**/*.test.ts"], environment: "node", testTimeout: 20_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        // A site starts in beforeAll: seconds on a quiet machine, a minute beside heavy work. Processes,
        // not threads: some count their process's open files.
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 120_000 },
      },
    ],
  },
});
