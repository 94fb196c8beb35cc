/**
 * The service worker (ADR 035): built as /sw.js, so its scope is the whole site. It keeps the pages
 * that ask to be kept (the schedule, the favourites) and the files they load, and gives them back when
 * the network fails: at a venue with no signal, the schedule a visitor opened before still opens.
 * Online, every kept page is asked of the network first, so the gate and fresh statuses apply; nothing
 * else is touched.
 */
import { isKeepMessage, keepable, mayKeep, OFFLINE_CACHE } from "./keeping.ts";

// The worker's own global scope: the DOM library the project compiles with does not describe it.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** The kept addresses, known at once when a request comes: the cache's keys, read when the worker starts. */
const kept = new Set<string>();
/** The paths of the kept pages: a navigation to one of them, with any query, is answered here. */
const keptPages = new Set<string>();

function remember(url: string, response: Response) {
  kept.add(url);
  if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) keptPages.add(new URL(url).pathname);
}

let loaded = false;
const ready = caches
  .open(OFFLINE_CACHE)
  .then(async (cache) => {
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response) remember(request.url, response);
    }
  })
  .catch(() => undefined)
  .finally(() => {
    loaded = true;
  });

async function keep(cache: Cache, url: string, response: Response) {
  if (!mayKeep(response)) return;
  await cache.put(url, response.clone());
  remember(url, response);
}

/** Asks the network; keeps a good answer; falls back on the kept copy (the same address, else the page without its query). */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE);
  try {
    const response = await fetch(request);
    await keep(cache, request.url, response).catch(() => undefined);
    return response;
  } catch (error) {
    const url = new URL(request.url);
    const copy = (await cache.match(request.url)) ?? (request.mode === "navigate" ? await cache.match(`${url.origin}${url.pathname}`) : undefined);
    if (copy) return copy;
    throw error;
  }
}

/** A file with a hashed name never changes: the kept copy is the file. */
async function keptFirst(request: Request): Promise<Response> {
  const copy = await caches.match(request.url);
  return copy ?? networkFirst(request);
}

worker.addEventListener("install", () => void worker.skipWaiting());

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== OFFLINE_CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("message", (event) => {
  if (!isKeepMessage(event.data)) return;
  const origin = worker.location.origin;
  const urls = event.data.urls.flatMap((one) => {
    try {
      const url = new URL(one, origin);
      url.hash = "";
      return keepable(url, origin) ? [url.href] : [];
    } catch {
      return [];
    }
  });
  event.waitUntil(
    (async () => {
      await ready;
      const cache = await caches.open(OFFLINE_CACHE);
      // What is kept already is refreshed by the visits themselves (network first): one request each at most.
      for (const url of new Set(urls)) {
        if (kept.has(url)) continue;
        const response = await fetch(url, { credentials: "same-origin" }).catch(() => undefined);
        if (response) await keep(cache, url, response).catch(() => undefined);
      }
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === "navigate") {
    // A worker just woken by this navigation has not read its keys yet: it answers once it has.
    if (loaded && !keptPages.has(url.pathname)) return;
    event.respondWith(ready.then(() => (keptPages.has(url.pathname) ? networkFirst(request) : fetch(request))));
    return;
  }
  url.hash = "";
  if (!kept.has(url.href)) return;
  event.respondWith(url.pathname.startsWith("/assets/") ? keptFirst(request) : networkFirst(request));
});
