// `npm run faults`: the production server through two faults, each check printed PASS/FAIL with its
// figures; exits 1 if any fails.
// 1. PostgreSQL stops under load (a private cluster of its own, never the shared server): stored
//    pages keep coming from the cache, pages to render get the "unavailable" page quickly, /healthz
//    says so, an editor's save keeps the form as typed; PostgreSQL starts again and the site recovers
//    without a restart, change feed included.
// 2. SIGTERM under load: requests in flight are answered (renders waiting their turn, and a form
//    whose body is still arriving at the signal), new connections refused, exit 0 within 10 s.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import { parse } from "node-html-parser";
import pg from "pg";
import { buildIfStale } from "./build-if-stale.mjs";
import { createPrivatePostgres } from "./lib/private-postgres.mjs";
import { publicPaths } from "./lib/public-paths.mjs";
import { BENCH_GATE_PASSWORD, startSiteProcess } from "./lib/site-process.mjs";
import { ensureWrk, startWrk } from "./lib/wrk.mjs";

const EDITOR = { email: "editor@tahiti2027.test", password: "Faults-2027-Lagon" };
const UNAVAILABLE_WITHIN_MS = 2000;
const OUTAGE_MS = 3000;
const RECOVERY_WITHIN_MS = 10_000;
const EXIT_WITHIN_MS = 10_000;
const IN_FLIGHT_AT_SIGTERM = 20;
const ACCEPTED_WITHIN_MS = 10_000;

const checks = [];
function check(name, pass, figure) {
  checks.push(pass);
  console.log(`  ${pass ? "PASS" : "FAIL"}  ${name}: ${figure}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedFetch(url, init = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: Math.round(performance.now() - started) };
}

/** Polls until `done` holds or the time is up; returns how long it took, or null. */
async function within(ms, done) {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await done().catch(() => false)) return Math.round(performance.now() - started);
    await sleep(100);
  }
  return null;
}

/** A page that says the site is unavailable, in words, without any trace of the failure. */
function isPlainUnavailablePage(body, heading) {
  const h1 = parse(body).querySelector("h1")?.text.trim();
  return h1 === heading && !/ECONNREFUSED|node_modules|\n\s+at |Drizzle|stack/i.test(body);
}

async function signIn(site) {
  const response = await fetch(`${site.url}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, cookie: site.cookie },
    body: new URLSearchParams({ intent: "login", ...EDITOR }),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("better-auth.session_token="));
  if (!session) throw new Error(`the editor could not sign in (status ${response.status})`);
  return `${site.cookie}; ${session.split(";")[0]}`;
}

function post(site, path, cookie, fields) {
  return timedFetch(site.url + path, {
    method: "POST",
    headers: { cookie, origin: site.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const NEWS_FORM = { intent: "save", title: "Relais de la flamme à Moorea", excerpt: "Le parcours de la flamme passe par Moorea.", imageUrl: "", content: "<p>Le détail du parcours sera annoncé.</p>", category: "polynesia", language: "fr", published: "on", publishAt: "", unpublishAt: "" };
const RESULT_FORM = { sport: "athletics", event: "100 m", athlete: "Athlète de démonstration Z", country: "FIJ", result: "10.52", medal: "gold", date: "2027-07-10" };

/** What the editor typed, read back from the form the answer shows. */
function formKept(body, ids) {
  const doc = parse(body);
  return Object.entries(ids).every(([id, expected]) => {
    const control = doc.getElementById(id);
    if (!control) return false;
    if (control.tagName === "TEXTAREA") return control.text === expected;
    if (control.tagName === "SELECT") return control.querySelector("option[selected]")?.getAttribute("value") === expected;
    return control.getAttribute("value") === expected;
  });
}

const alertText = (body) => parse(body).querySelector('[role="alert"]')?.text.trim() ?? "";

async function adminSavesDuringOutage(site, cookie) {
  const news = await post(site, "/admin/news/new", cookie, NEWS_FORM);
  const newsKept = formKept(news.body, { title: NEWS_FORM.title, excerpt: NEWS_FORM.excerpt, content: NEWS_FORM.content, category: NEWS_FORM.category });
  const newsMessage = alertText(news.body);
  check(
    "news form posted without JavaScript: 503, the form as typed, the outage said",
    news.status === 503 && newsKept && newsMessage.includes("rien n'a été enregistré"),
    `${news.status} in ${news.ms} ms, fields kept: ${newsKept}, message: "${newsMessage}"`,
  );

  const fetched = await post(site, "/admin/news/new.data", cookie, NEWS_FORM);
  check(
    "news form posted with JavaScript (.data): 503 with the values and the outage",
    fetched.status === 503 && fetched.body.includes('"admin.saveUnavailable"') && fetched.body.includes(JSON.stringify(NEWS_FORM.title)),
    `${fetched.status} in ${fetched.ms} ms`,
  );

  const result = await post(site, "/admin/results/new", `${cookie}; lang=en`, RESULT_FORM);
  const resultKept = formKept(result.body, { "result-sport": RESULT_FORM.sport, "result-event": RESULT_FORM.event, "result-athlete": RESULT_FORM.athlete, "result-country": RESULT_FORM.country, "result-result": RESULT_FORM.result, "result-medal": RESULT_FORM.medal, "result-date": RESULT_FORM.date });
  const resultMessage = alertText(result.body);
  check(
    "result form posted by an editor reading English: 503, the form as typed, the outage said in English",
    result.status === 503 && resultKept && resultMessage.includes("nothing was saved"),
    `${result.status} in ${result.ms} ms, fields kept: ${resultKept}, message: "${resultMessage}"`,
  );
}

async function recovers(site, cluster, cookie) {
  const back = await within(RECOVERY_WITHIN_MS, async () => (await timedFetch(`${site.url}/news?q=${randomUUID()}`, { headers: { cookie: site.cookie } })).status === 200);
  check(`pages render again within ${RECOVERY_WITHIN_MS / 1000} s of PostgreSQL's return, no restart`, back !== null, back === null ? "never" : `${back} ms`);
  const healthy = await within(RECOVERY_WITHIN_MS, async () => (await timedFetch(`${site.url}/healthz`)).status === 200);
  check("/healthz is ok again", healthy !== null, healthy === null ? "never" : `${healthy} ms after the pages`);

  // The listener reconnects on its own, with a growing delay; then changes must reach the cache again.
  const listening = await within(RECOVERY_WITHIN_MS * 2, async () => site.output().includes("change feed reconnected"));
  check("the change feed reconnects by itself", listening !== null, listening === null ? "no reconnection logged" : `${listening} ms after /healthz`);
  await timedFetch(`${site.url}/news`, { headers: { cookie: site.cookie } });
  const cached = await timedFetch(`${site.url}/news`, { headers: { cookie: site.cookie } });
  const title = `Titre changé par psql ${randomUUID().slice(0, 8)}`;
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const changedAt = performance.now();
  await client.query("update news_versions set title = $1 where id = (select id from news_versions where published and language = 'fr' order by published_at desc limit 1)", [title]);
  await client.end();
  const seen = await within(RECOVERY_WITHIN_MS, async () => (await timedFetch(`${site.url}/news`, { headers: { cookie: site.cookie } })).body.includes(title));
  check(
    "a change made in the database after the outage drops the pages that show it (LISTEN/NOTIFY works again)",
    cached.headers.get("x-cache") === "hit" && seen !== null,
    `/news was ${cached.headers.get("x-cache")}, the new title shown ${seen === null ? "never" : `${Math.round(performance.now() - changedAt)} ms after the update`}`,
  );

  const saved = await post(site, "/admin/news/new", cookie, NEWS_FORM);
  check("an editor's save works again", saved.status === 302, `${saved.status}`);
}

async function databaseOutage() {
  console.log("Database outage (a private PostgreSQL cluster, stopped with pg_ctl stop -m immediate):");
  const cluster = await createPrivatePostgres();
  let site;
  try {
    site = await startSiteProcess({ env: { DATABASE_URL: cluster.url, SEED_DEMO: "on", ADMIN_EMAIL: EDITOR.email, ADMIN_PASSWORD: EDITOR.password } });
    const editor = await signIn(site);
    const paths = await publicPaths(site);
    const headers = { cookie: site.cookie, "accept-encoding": "br, gzip" };
    for (const path of paths) await timedFetch(site.url + path, { headers });

    const load = startWrk({ url: site.url, paths, headers, connections: 50, seconds: 60 });
    await sleep(1000);
    cluster.stop();
    const stoppedAt = performance.now();
    // Long enough for the pool and the change feed to notice, and for the feed's retries to back off.
    await sleep(OUTAGE_MS);

    const cached = await Promise.all(paths.map((path) => timedFetch(site.url + path, { headers: { cookie: site.cookie } })));
    check(
      "stored public pages are still served from the cache",
      cached.every((page) => page.status === 200 && ["hit", "stale"].includes(page.headers.get("x-cache"))),
      cached.map((page, i) => `${paths[i]} ${page.status} ${page.headers.get("x-cache")}`).join(", "),
    );
    const staticPage = await timedFetch(`${site.url}/en/venues`, { headers: { cookie: site.cookie } });
    check("a page without data renders although it was not stored", staticPage.status === 200, `/en/venues ${staticPage.status} in ${staticPage.ms} ms`);

    const search = await timedFetch(`${site.url}/news?q=xyz-${randomUUID().slice(0, 8)}`, { headers: { cookie: site.cookie } });
    check(
      `a page to render answers 503 "unavailable" in French within ${UNAVAILABLE_WITHIN_MS} ms, no trace of the error`,
      search.status === 503 && search.ms < UNAVAILABLE_WITHIN_MS && isPlainUnavailablePage(search.body, "Service momentanément indisponible"),
      `/news?q=... ${search.status} in ${search.ms} ms, "${parse(search.body).querySelector("h1")?.text.trim()}"`,
    );
    const english = await timedFetch(`${site.url}/en/results?q=${randomUUID().slice(0, 8)}`, { headers: { cookie: site.cookie } });
    check(
      "the same in the visitor's language",
      english.status === 503 && english.ms < UNAVAILABLE_WITHIN_MS && isPlainUnavailablePage(english.body, "Service temporarily unavailable"),
      `/en/results?q=... ${english.status} in ${english.ms} ms, "${parse(english.body).querySelector("h1")?.text.trim()}"`,
    );
    const data = await timedFetch(`${site.url}/news.data?q=${randomUUID().slice(0, 8)}`, { headers: { cookie: site.cookie } });
    check("a data request to render answers 503", data.status === 503 && data.ms < UNAVAILABLE_WITHIN_MS, `/news.data?q=... ${data.status} in ${data.ms} ms`);
    const health = await timedFetch(`${site.url}/healthz`);
    check("/healthz answers 503, database unreachable", health.status === 503 && JSON.parse(health.body).database === "unreachable", `${health.status} ${health.body} in ${health.ms} ms`);

    await adminSavesDuringOutage(site, editor);

    load.stop();
    const during = await load.done;
    check(
      "no error in the load on stored pages across the outage",
      during.errors === 0 && during.requests > 0,
      `${during.requests} requests, ${Math.round(during.rps)} req/s, p99 ${during.p99} ms, ${during.errors} errors`,
    );

    console.log(`  (PostgreSQL down for ${((performance.now() - stoppedAt) / 1000).toFixed(1)} s; starting it again)`);
    cluster.start();
    await recovers(site, cluster, editor);
  } finally {
    await site?.stop();
    cluster.remove();
  }
}

/** Resolves with a request's status and when its answer ended, or with the socket error. */
function answerTo(request) {
  return new Promise((resolve) => {
    const failed = (error) => resolve({ error: error.code ?? error.message });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode, at: performance.now() }));
      response.on("error", failed);
    });
    request.on("error", failed);
  });
}

/** A request on a connection of its own, sent in full. */
function requestInFlight(url, cookie) {
  const request = http.get(url, { agent: false, headers: { cookie } });
  return { port: localPort(request), answered: answerTo(request) };
}

/** The client port of a request's connection, once connected. */
function localPort(request) {
  return new Promise((resolve) => request.on("socket", (socket) => socket.once("connect", () => resolve(socket.localPort))));
}

/**
 * Whether the server process has accepted every connection from these client ports: `ss` names the
 * owning process of an accepted socket, and none for one still waiting in the listening queue.
 */
function acceptedByServer(site, clientPorts) {
  const serverPort = new URL(site.url).port;
  const rows = execFileSync("ss", ["-tnpH", "state", "established", `( sport = :${serverPort} )`], { encoding: "utf8" }).split("\n");
  const owned = new Set(rows.filter((row) => row.includes(`pid=${site.child.pid},`)).map((row) => Number(row.trim().split(/\s+/)[3]?.split(":").pop())));
  return clientPorts.every((port) => owned.has(port));
}

/**
 * The gate's password form, sent in two halves: the server has its headers and waits for the rest,
 * so the request is in flight for as long as the sender likes, whatever the machine's speed.
 */
function formStillArriving(url, password) {
  const body = new URLSearchParams({ intent: "unlock-gate", password }).toString();
  const half = Math.floor(body.length / 2);
  const request = http.request(url, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
  });
  const answered = answerTo(request);
  request.write(body.slice(0, half));
  return { port: localPort(request), finish: () => request.end(body.slice(half)), answered };
}

async function connectionRefused(url) {
  const { port, hostname } = new URL(url);
  return new Promise((resolve) => {
    const request = http.get({ host: hostname, port, path: "/", agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    request.on("error", (error) => resolve(error.code === "ECONNREFUSED"));
  });
}

async function sigtermDuringLoad() {
  console.log("SIGTERM under load (embedded database):");
  const site = await startSiteProcess();
  try {
    const paths = await publicPaths(site);
    const load = startWrk({ url: site.url, paths, headers: { cookie: site.cookie, "accept-encoding": "br, gzip" }, connections: 100, seconds: 30, searchEvery: 10 });
    await sleep(3000);
    // Searches nobody made before: each one has to be rendered, and waits its turn behind the load's
    // own, so most are still in flight at the signal.
    const slow = Array.from({ length: IN_FLIGHT_AT_SIGTERM }, () => requestInFlight(`${site.url}/news?q=${randomUUID()}`, site.cookie));
    // On a fast machine the searches may all be answered before the signal; this one cannot be.
    const form = formStillArriving(site.url, BENCH_GATE_PASSWORD);
    const ports = await Promise.all([...slow, form].map((request) => request.port));
    // A connection the server has not accepted yet is refused with the listening socket, like any
    // new one, and under load Node accepts one connection per turn of its event loop (libuv since
    // 1.45), so they can wait in the kernel's queue for seconds: signal once the server has them all.
    const acceptedMs = await within(ACCEPTED_WITHIN_MS, async () => acceptedByServer(site, ports));
    check(`the server accepts the ${ports.length} connections within ${ACCEPTED_WITHIN_MS / 1000} s`, acceptedMs !== null, acceptedMs === null ? "not all" : `${acceptedMs} ms`);

    const exited = new Promise((resolve) => site.child.once("exit", (code) => resolve(code)));
    const signalledAt = performance.now();
    site.child.kill("SIGTERM");
    await sleep(100);
    const refused = await connectionRefused(site.url);
    form.finish();
    const formAnswer = await form.answered;
    const answers = await Promise.all(slow.map((request) => request.answered));
    const answeredMs = Math.round(performance.now() - signalledAt);
    const code = await Promise.race([exited, sleep(EXIT_WITHIN_MS + 5000).then(() => "still running")]);
    const exitMs = Math.round(performance.now() - signalledAt);
    load.stop();
    const during = await load.done;

    const ok = answers.filter((answer) => answer.status === 200).length;
    const afterSignal = answers.filter((answer) => answer.at > signalledAt).length;
    check(
      `the ${IN_FLIGHT_AT_SIGTERM} renders sent before the signal are all answered`,
      ok === IN_FLIGHT_AT_SIGTERM,
      `${ok} x 200${answers.some((a) => a.status !== 200) ? `, others: ${answers.filter((a) => a.status !== 200).map((a) => a.status ?? a.error).join(", ")}` : ""}; ${afterSignal} of them finished after SIGTERM, the last ${answeredMs} ms after it`,
    );
    check(
      "a password form whose second half arrives after the signal is answered (303, let in)",
      formAnswer.status === 303 && formAnswer.at > signalledAt,
      `${formAnswer.status ?? formAnswer.error}${formAnswer.at ? `, ${Math.round(formAnswer.at - signalledAt)} ms after the signal` : ""}`,
    );
    check("a new connection is refused 100 ms after the signal", refused, refused ? "ECONNREFUSED" : "it was accepted");
    check(`the process exits with code 0 within ${EXIT_WITHIN_MS / 1000} s`, code === 0 && exitMs < EXIT_WITHIN_MS, `code ${code} after ${exitMs} ms`);
    console.log(
      `  (the load meanwhile, not checked: ${during.requests} requests, ${during.non2xx} not 2xx/3xx; socket errors connect ${during.socket.connect}, read ${during.socket.read}, write ${during.socket.write}, timeout ${during.socket.timeout}, mostly wrk trying to reconnect to the stopped server)`,
    );
  } finally {
    await site.stop();
  }
}

async function main() {
  ensureWrk();
  buildIfStale();
  const started = performance.now();
  for (const scenario of [databaseOutage, sigtermDuringLoad]) {
    try {
      await scenario();
    } catch (error) {
      check(`${scenario.name} ran to its end`, false, error.stack);
    }
  }
  const failed = checks.filter((pass) => !pass).length;
  console.log(`\n${failed === 0 ? "PASS" : "FAIL"}  ${checks.length - failed}/${checks.length} checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
