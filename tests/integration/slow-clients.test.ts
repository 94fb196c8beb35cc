import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** A connection that sends `head` and then one more byte of `drip` every `everyMs`, until closed. */
function dribble(head: string, drip: string, everyMs: number) {
  const { hostname, port } = new URL(site.url);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  const startedAt = Date.now();
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  socket.write(head);
  let at = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(drip[at++ % drip.length]!);
  }, everyMs);
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - startedAt, received });
    }),
  );
  return { closed, stop: () => socket.destroy() };
}

const slowPost = (path: string) =>
  dribble(`POST ${path} HTTP/1.1\r\nHost: x\r\nCookie: ${site.gateCookie}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n`, "name=a&", 300);

async function timed(path: string): Promise<{ status: number; ms: number }> {
  const startedAt = performance.now();
  const response = await fetch(site.url + path, { headers: { cookie: site.gateCookie } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - startedAt };
}

describe("slow clients", () => {
  it("cuts off a client that dribbles its headers or its body within seconds", { timeout: 40_000 }, async () => {
    const headers = dribble("GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: 1\r\n", 200);
    const body = slowPost("/contact");
    const [cutHeaders, cutBody] = await Promise.all([headers.closed, body.closed]);
    expect(cutHeaders.afterMs).toBeLessThan(14_000);
    expect(cutHeaders.received).toMatch(/^HTTP\/1\.1 408/);
    expect(cutBody.afterMs).toBeLessThan(19_000);
    expect(cutBody.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("lets four slow form posts delay neither a stored page nor an uncached search by a second", { timeout: 40_000 }, async () => {
    await timed("/venues");
    const stored = await timed("/venues");
    const search = await timed(`/news?q=baseline-${Date.now()}`);
    expect([stored.status, search.status]).toEqual([200, 200]);

    const posts = [slowPost("/contact"), slowPost("/partners"), slowPost("/auth"), slowPost("/admin/login")];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let round = 0; round < 3; round++) {
      const storedMeanwhile = await timed("/venues");
      const searchMeanwhile = await timed(`/news?q=slow-${round}-${Date.now()}`);
      expect([storedMeanwhile.status, searchMeanwhile.status]).toEqual([200, 200]);
      expect(storedMeanwhile.ms).toBeLessThan(stored.ms + 1000);
      expect(searchMeanwhile.ms).toBeLessThan(search.ms + 1000);
    }
    for (const post of posts) post.stop();
  });
});
