// The media library's largest kind of upload (a media kit archive) streamed to a running server, with
// the server's resident memory sampled while it arrives: it should stay flat, the file never whole
// in memory.
import http from "node:http";
import { Readable } from "node:stream";
import { staffCookie } from "./staff-session.mjs";

const CHUNK = Buffer.alloc(1024 * 1024, 0x5a);
// A ZIP's local file header: the server recognises an archive from its first bytes.
const ZIP_START = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x05, 0, 0, 0, 0x6b, 0x69, 0x74, 0x2e, 0x62]);

/**
 * Uploads `megabytes` MB as one file and reports the answer, the time and the server's RSS before
 * and at its highest meanwhile (sampled every 50 ms).
 * @param {{ url: string, cookie: string, rssBytes: () => number }} site
 * @param {{ email: string, password: string }} account a staff account
 */
export async function uploadMemory(site, account, megabytes = 250) {
  const cookie = await staffCookie(site, account);
  const boundary = `----upload${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="media-kit.zip"\r\nContent-Type: application/zip\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = megabytes * CHUNK.length;
  function* parts() {
    yield head;
    yield ZIP_START;
    for (let sent = ZIP_START.length; sent < fileBytes; sent += CHUNK.length) yield CHUNK.subarray(0, Math.min(CHUNK.length, fileBytes - sent));
    yield tail;
  }
  const rssBefore = site.rssBytes();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, site.rssBytes())), 50);
  const started = performance.now();
  try {
    const status = await new Promise((resolve, reject) => {
      const { hostname, port } = new URL(site.url);
      const request = http.request(
        {
          host: hostname,
          port,
          path: "/admin/media/upload",
          method: "POST",
          headers: { cookie, origin: site.url, accept: "application/json", "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": head.length + fileBytes + tail.length },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
        },
      );
      request.on("error", reject);
      Readable.from(parts(), { objectMode: false }).pipe(request);
    });
    return { status, seconds: (performance.now() - started) / 1000, rssBefore, rssPeak };
  } finally {
    clearInterval(sampler);
  }
}
