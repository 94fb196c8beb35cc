// The Games-day scenario of `npm run bench` (issue 22): visitors on the pages a Games day brings
// (schedule, results, medals, live, home), one wrk per page so each has its own p99, while the results
// team saves a result every second through the back office and a crowd of /live pages (a process of
// its own, live-crowd.mjs) follows the stream. It measures each page's errors and latency, and the time
// from the moment a save is sent to the moment its announcement reached the last /live client, and to
// the moment the last one has read a page showing it.
import { fork } from "node:child_process";
import path from "node:path";
import { staffCookie } from "./staff-session.mjs";
import { startWrk } from "./wrk.mjs";

export const GAMES_DAY_PAGES = ["/schedule", "/results", "/medals", "/live", "/"];

const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function ask(child, message, answer) {
  return new Promise((resolve) => {
    const listener = (reply) => {
      if (answer in reply) {
        child.off("message", listener);
        resolve(reply[answer]);
      }
    };
    child.on("message", listener);
    child.send(message);
  });
}

/** One result, as the spec's results form posts it: its own event, so /live lists it among the latest. */
async function saveResult(site, cookie, mark) {
  const body = new URLSearchParams({ sport: "athletics", event: `Bench event ${mark}`, athlete: `Bench Athlete ${mark}`, country: "TAH", result: "10.00", medal: "gold", date: "2027-08-02" });
  const response = await fetch(`${site.url}/admin/results/new`, { method: "POST", headers: { cookie, origin: site.url, "content-type": "application/x-www-form-urlencoded" }, body, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

/**
 * @param {{ url: string, cookie: string }} site a started site (page cache on) holding `account`
 * @param {{ email: string, password: string }} account a staff account
 * @param {{ seconds: number, clients: number, connections: number }} options connections: wrk's, per page
 */
export async function gamesDay(site, account, { seconds, clients, connections }) {
  const cookie = await staffCookie(site, account);
  const crowd = fork(path.resolve("scripts/lib/live-crowd.mjs"));
  await ask(crowd, { start: { url: site.url, cookie: site.cookie, clients } }, "started");
  // Every stream open before the first save, so that each save is owed to every client.
  const deadline = Date.now() + 30_000;
  let ready = await ask(crowd, { report: true }, "report");
  while (ready.connected < clients && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    ready = await ask(crowd, { report: true }, "report");
  }

  const headers = { cookie: site.cookie, "accept-encoding": "br, gzip" };
  const loads = GAMES_DAY_PAGES.map((page) => ({ page, run: startWrk({ url: site.url, paths: [page], headers, connections, seconds }) }));
  const saves = [];
  const started = Date.now();
  for (let mark = 1; Date.now() - started < seconds * 1000; mark++) {
    const sentAt = Date.now();
    saves.push({ mark: String(mark), sentAt, status: await saveResult(site, cookie, mark) });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + 1000 - Date.now())));
  }
  const pages = await Promise.all(loads.map(async ({ page, run }) => ({ page, ...(await run.done) })));
  // The last save's readers: a moment to finish their reads.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const report = await ask(crowd, { stop: { sentAt: saves.map((save) => save.sentAt) } }, "report");

  const announced = saves.map((save, index) => (report.announcedBy[index] === null ? null : report.announcedBy[index] - save.sentAt));
  const pushDelays = announced.filter((delay) => delay !== null);
  const delays = [];
  let missed = announced.length - pushDelays.length;
  for (const save of saves) {
    const [count, last] = report.seenBy[save.mark] ?? [0, 0];
    if (count < ready.connected) missed++;
    else delays.push(last - save.sentAt);
  }
  return {
    clients: { asked: clients, connected: ready.connected, errors: report.errors, reads: report.reads },
    saves: { count: saves.length, failed: saves.filter((save) => save.status !== 200).length, missed },
    /** From a save sent to the last client reading a page that shows it. */
    toLastClient: { p50: percentile(delays, 50), p99: percentile(delays, 99), max: Math.max(...delays) },
    /** From a save sent to its announcement reaching the last client's stream. */
    announcedToLastClient: { p50: percentile(pushDelays, 50), p99: percentile(pushDelays, 99), max: Math.max(...pushDelays) },
    pages: pages.map(({ page, rps, p50, p99, errors }) => ({ page, rps, p50, p99, errors })),
  };
}
