import type { Config } from "@react-router/dev/config";

// BENCH_BUILD names the build (app/routes.ts): "own" (default) or "site-routes".
export default { ssr: true, buildDirectory: `build/${process.env.BENCH_BUILD ?? "own"}` } satisfies Config;
