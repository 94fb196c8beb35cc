import type { Config } from "@react-router/dev/config";

export default { ssr: true, buildDirectory: process.env.BENCH_ROUTES === "site" ? "build/site-routes" : "build/own" } satisfies Config;
