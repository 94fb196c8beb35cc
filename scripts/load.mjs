// `npm run load`: the production server under mixed traffic on its public pages, which must answer
// every request (no error status, no socket error, no timeout). Options: --seconds S (60),
// --connections C (100). Exits 1 on any error.
import { parseArgs } from "node:util";
import { buildIfStale } from "./build-if-stale.mjs";
import { publicPaths } from "./lib/public-paths.mjs";
import { startSiteProcess } from "./lib/site-process.mjs";
import { ensureWrk, startWrk } from "./lib/wrk.mjs";

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    connections: { type: "string", default: "100" },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
/** One request in this many is a new search, which the server must render. */
const SEARCH_EVERY = 10;
/**
 * Not counted: a server just started has cold code and, accepting one connection per turn of its
 * event loop (libuv since 1.45), takes the connections of a crowd in over a second or two.
 */
const WARM_UP_SECONDS = 5;

async function main() {
  ensureWrk();
  buildIfStale();
  const started = Date.now();
  const site = await startSiteProcess();
  try {
    const paths = await publicPaths(site);
    const traffic = { url: site.url, paths, headers: { cookie: site.cookie, "accept-encoding": "br, gzip" }, connections: CONNECTIONS, searchEvery: SEARCH_EVERY };
    const warmUp = await startWrk({ ...traffic, seconds: WARM_UP_SECONDS }).done;
    console.log(`Warm-up, not counted: ${WARM_UP_SECONDS} s at ${CONNECTIONS} connections, p99 ${warmUp.p99} ms, max ${warmUp.max} ms, ${warmUp.errors} errors.`);
    console.log(`Load: ${SECONDS} s at ${CONNECTIONS} connections over ${paths.length} public pages in turn, one request in ${SEARCH_EVERY} a new search (rendered).`);
    const load = await startWrk({ ...traffic, seconds: SECONDS }).done;
    const { socket } = load;
    console.log(`  ${load.requests} requests, ${Math.round(load.rps)} req/s`);
    console.log(`  latency p50 ${load.p50} ms, p90 ${load.p90} ms, p99 ${load.p99} ms, max ${load.max} ms`);
    console.log(`  errors: ${load.non2xx} answers not 2xx/3xx, socket connect ${socket.connect}, read ${socket.read}, write ${socket.write}, timeouts (> 2 s) ${socket.timeout}`);
    console.log(`  server RSS after the load: ${(site.rssBytes() / 1e6).toFixed(0)} MB`);
    const pass = load.requests > 0 && load.errors === 0;
    console.log(`${pass ? "PASS" : "FAIL"}  no errors under ${SECONDS} s of mixed traffic (${load.errors} errors) — ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await site.stop();
  }
}

await main();
