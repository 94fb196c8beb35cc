// A crowd of /live pages in a process of its own (forked by the Games-day bench): each client holds
// the server-sent event stream open and, on each announcement, reads /live again as the page's script
// does (live-updates.client.ts: one read at a time, one more if an announcement came meanwhile), gzip
// accepted as a browser's is. It reports when each announcement reached each client, and for each
// saved result the bench marks ("Bench Athlete {n}") when the last client read a page showing it.
import http from "node:http";
import zlib from "node:zlib";

const MARK = /Bench Athlete (\d+)</g;

/** @param {{ url: string, cookie: string, clients: number }} options */
function start({ url, cookie, clients }) {
  const streams = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const pages = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const seenBy = new Map(); // mark -> [clients that saw it, the last time one did]
  let connected = 0;
  let errors = 0;
  let reads = 0;
  let stopping = false;
  const sockets = [];

  const readPage = () =>
    new Promise((resolve) => {
      const request = http.get(`${url}/live`, { agent: pages, headers: { cookie, accept: "text/html", "accept-encoding": "gzip", "cache-control": "no-cache" } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          reads++;
          if (response.statusCode !== 200) errors++;
          const body = Buffer.concat(chunks);
          resolve((response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8"));
        });
      });
      request.on("error", () => {
        errors++;
        resolve("");
      });
    });

  const announced = []; // per client, when each announcement arrived
  for (let index = 0; index < clients; index++) {
    const seen = new Set();
    const arrivals = [];
    announced.push(arrivals);
    let loading = false;
    let again = false;
    const reload = async () => {
      if (loading) {
        again = true;
        return;
      }
      loading = true;
      const body = await readPage();
      const now = Date.now();
      for (const [, mark] of body.matchAll(MARK)) {
        if (seen.has(mark)) continue;
        seen.add(mark);
        const [count, last] = seenBy.get(mark) ?? [0, 0];
        seenBy.set(mark, [count + 1, Math.max(last, now)]);
      }
      loading = false;
      if (again) {
        again = false;
        void reload();
      }
    };
    const request = http.get(`${url}/api/live/events`, { agent: streams, headers: { cookie, accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) {
        errors++;
        return;
      }
      connected++;
      response.setEncoding("utf8");
      let buffered = "";
      response.on("data", (chunk) => {
        buffered += chunk;
        let end;
        while ((end = buffered.indexOf("\n\n")) >= 0) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (message.startsWith("event: results")) {
            arrivals.push(Date.now());
            void reload();
          }
        }
      });
      response.on("close", () => {
        connected--;
        if (!stopping) errors++;
      });
    });
    request.on("error", () => {
      if (!stopping) errors++;
    });
    sockets.push(request);
  }

  return {
    report: () => ({ connected, errors, reads, seenBy: Object.fromEntries(seenBy) }),
    /** For each save sent at these instants, when its announcement reached the last client (null: some never got one). */
    announcedBy: (sentAt) =>
      sentAt.map((at) => {
        let last = 0;
        for (const arrivals of announced) {
          const first = arrivals.find((time) => time >= at);
          if (first === undefined) return null;
          last = Math.max(last, first);
        }
        return last;
      }),
    stop() {
      stopping = true;
      for (const request of sockets) request.destroy();
      streams.destroy();
      pages.destroy();
    },
  };
}

let crowd;
process.on("message", (message) => {
  if (message.start) {
    crowd = start(message.start);
    process.send({ started: true });
  } else if (message.report) {
    process.send({ report: crowd.report() });
  } else if (message.stop) {
    const report = { ...crowd.report(), announcedBy: crowd.announcedBy(message.stop.sentAt) };
    crowd.stop();
    process.send({ report }, () => process.exit(0));
  }
});
