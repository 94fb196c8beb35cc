import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";
import { CHANGE_TOPICS, type ChangeTopic } from "../vocabulary/change-topics.ts";
import { cacheControlFor } from "~/platform/page-policy/cache-control.ts";
import type { PageShows } from "~/platform/page-policy/page-policy.ts";
import { etagMatches, strongEtag } from "~/platform/http/etag.ts";
import { FLASH_COOKIE } from "~/platform/toast/flash.server.ts";
import { readCookie } from "~/platform/http/cookies.ts";
import { sendFetchResponse } from "./fetch-bridge.ts";
import { storageKey } from "./page-cache-policy.ts";
import type { RequestFacts } from "./request-facts.ts";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A cached page is rendered again after this long, for what moves with time (the countdown). */
const FRESH_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** How a stale copy tells the page's script what it is (live-updates.client.ts reads it). */
const STALE_TIMING = 'cache;desc="stale"';
/** The copies a change replaced, kept until their page is rendered again (ADR 036). */
const REPLACED_MAX_BYTES = 16 * 1024 * 1024;

type Encoding = "br" | "gzip" | "identity";

interface CachedPage extends Record<Encoding, Buffer> {
  /** Every header of the first response (security headers included), minus what is per request. */
  headers: OutgoingHttpHeaders;
  /** The same, with the encoding's and the hit's own, as a flat list: Node writes it without checking each name again. */
  hitHeaders: Record<Encoding, string[]>;
  etag: string;
  /** Its Cache-Control, sent with its 304s too. */
  cacheControl: string;
  storedAt: number;
  /** When the page stops being right whatever changes (its `Expires`, ADR 032): never served after. */
  expiresAt: number;
  shows: PageShows;
}

type Rendered = { page: CachedPage } | { response: globalThis.Response };
type Served = "hit" | "miss" | "stale";

/** What the one lookup found for a request: the key its page is kept under, the copy if any, what it shows. */
interface Lookup {
  key: string;
  stored?: CachedPage;
  shows: PageShows;
  maxAge: number;
}

export interface PageCacheOptions {
  /** Renders the request through React Router, like every other request. */
  render(req: Request, res: Response): Promise<globalThis.Response>;
  changes: ChangeFeed;
  /** With the gate on, only the visitor's browser may keep a page; with it off, a CDN may too. */
  shared: boolean;
  /** Whether the request may see the site (the gate's cookie); hits are served before the gate runs. */
  mayEnter(req: IncomingMessage): boolean;
}

const PER_REQUEST_HEADERS = new Set(["content-length", "content-encoding", "date", "connection", "transfer-encoding", "set-cookie", "keep-alive"]);
const lookups = new WeakMap<IncomingMessage, Lookup>();

/**
 * Public pages are the same for every gated-in visitor of a language: the first request renders a
 * page, the next ones get its stored bytes (compressed once, with an ETag) until what it shows (its
 * routes' `shows`: results, news) changes anywhere (the change feed); while the changed page renders
 * again, readers who do not ask for the latest get the copy it replaces (ADR 036). A page a minute old is
 * rendered again (the countdown) while its copy keeps being served, and stays served if that
 * render fails (database down). A page that says when it stops being right (`Expires`: the
 * schedule's statuses and default day, ADR 032) is never served after that, not even while it is
 * rendered again. The request listener looks a request up once (`answer`) and serves a fresh copy
 * itself, before Express; whatever it leaves goes through Express, the gate included, to `fill`,
 * which serves the copy it found or renders the page once for everyone waiting.
 */
export function createPageCache({ render, changes, shared, mayEnter }: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: pageBytes,
  });
  // What a change outdated: served, while the page is rendered again, to readers who do not ask for the latest.
  const replaced = new LRUCache<string, CachedPage>({ maxSize: REPLACED_MAX_BYTES, sizeCalculation: pageBytes });
  let inFlight = new Map<string, Promise<Rendered>>();
  // Changes heard so far, per topic: a render that overlapped a change of what its page shows is not kept.
  const heard = Object.fromEntries(CHANGE_TOPICS.map((topic) => [topic, 0])) as Record<ChangeTopic, number>;

  changes.subscribe((change) => {
    // After a reconnection, changes may have been missed: any page may be out of date.
    const topics = change.topic === "resync" ? CHANGE_TOPICS : [change.topic];
    for (const topic of topics) heard[topic]++;
    const outdated = [...pages.entries()].filter(([, page]) => showsAny(page.shows, topics));
    for (const [key, page] of outdated) {
      pages.delete(key);
      replaced.set(key, page);
    }
    inFlight = new Map();
  });

  /** The copy kept under a key, unless it has expired: then it is dropped, and the next request renders the page. */
  function usable(key: string): CachedPage | undefined {
    const stored = pages.get(key);
    if (stored && Date.now() >= stored.expiresAt) {
      pages.delete(key);
      return undefined;
    }
    return stored;
  }

  function notModified(req: IncomingMessage, res: ServerResponse, page: CachedPage, served: Served): boolean {
    if (!etagMatches(req.headers["if-none-match"], page.etag)) return false;
    // The open data's CORS headers too: a browser checks them on the 304 a script revalidates with.
    const cors = Object.fromEntries(Object.entries(page.headers).filter(([name]) => name.startsWith("access-control-")));
    res.writeHead(304, { ...cors, ETag: page.etag, "Cache-Control": page.cacheControl, Vary: "Accept-Encoding", "X-Cache": served }).end();
    return true;
  }

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, served: Served) {
    if (notModified(req, res, page, served)) return;
    const encoding = negotiate(req.headers["accept-encoding"]);
    const body = page[encoding];
    // A stale copy says so to the page's script too (Server-Timing is readable there): the live page reads itself again.
    const said = served === "stale" ? { "Server-Timing": STALE_TIMING } : {};
    res.writeHead(200, { ...page.headers, ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }), "Content-Length": body.length, "X-Cache": served, ...said });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * The one lookup, in the request listener: where the request's page is stored, if it may be
   * (storageKey). A fresh copy goes out at once with the headers the first response had; true means
   * the request is answered.
   */
  function answer(req: IncomingMessage, res: ServerResponse, { policy, language, query }: RequestFacts): boolean {
    const cookie = req.headers.cookie;
    const key = storageKey({
      method: req.method ?? "GET",
      url: req.url ?? "/",
      query,
      policy,
      language,
      signedIn: cookie?.includes("better-auth.session_token") ?? false,
      flash: readCookie(cookie, FLASH_COOKIE) !== undefined,
    });
    if (key === undefined) return false;
    const stored = usable(key);
    lookups.set(req, { key, stored, shows: policy.shows, maxAge: policy.maxAge });
    if (!stored || Date.now() - stored.storedAt >= FRESH_MS || !mayEnter(req)) return false;
    if (notModified(req, res, stored, "hit")) return true;
    const encoding = negotiate(req.headers["accept-encoding"]);
    res.writeHead(200, stored.hitHeaders[encoding]);
    res.end(req.method === "HEAD" ? undefined : stored[encoding]);
    return true;
  }

  async function renderPage(req: Request, res: Response, key: string, { shows, maxAge }: Omit<Lookup, "key" | "stored">): Promise<Rendered> {
    const before = { ...heard };
    // Taken before rendering: a stale copy may be written to this response meanwhile.
    const baseHeaders = res.getHeaders();
    const response = await render(req, res);
    // React Router answers a HEAD without its body: that is no copy to serve a GET from.
    const cacheable =
      req.method === "GET" && response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(response.headers.get("cache-control") ?? "");
    if (!cacheable) return { response };
    const page = await toCachedPage(response, baseHeaders, cacheControlFor(shared, maxAge), shows);
    const changedMeanwhile = CHANGE_TOPICS.filter((topic) => heard[topic] !== before[topic]);
    if (!showsAny(shows, changedMeanwhile) && page.expiresAt > Date.now()) {
      pages.set(key, page);
      replaced.delete(key);
    }
    return { page };
  }

  /** One render per page at a time, whoever asks. */
  function renderOnce(req: Request, res: Response, lookup: Lookup): { pending: Promise<Rendered>; leader: boolean } {
    const { key } = lookup;
    const pending = inFlight.get(key);
    if (pending) return { pending, leader: false };
    const started = renderPage(req, res, key, lookup);
    const table = inFlight;
    table.set(key, started);
    started.then(
      () => table.delete(key),
      () => table.delete(key),
    );
    return { pending: started, leader: true };
  }

  /**
   * Behind the gate and the security headers, for a request `answer` looked up and did not answer:
   * the copy it found, or the page rendered once, stored and served. False means the request is not
   * the page cache's (no lookup, or a render that was not a page to share, for the requests that
   * waited for it): the caller renders it on its own.
   */
  async function fill(req: Request, res: Response): Promise<boolean> {
    const lookup = lookups.get(req);
    if (!lookup) return false;
    // Looked up again: the copy may have expired between the listener and here (the gate, a queue).
    const stored = lookup.stored && Date.now() < lookup.stored.expiresAt ? lookup.stored : undefined;
    if (stored && Date.now() - stored.storedAt < FRESH_MS) {
      send(req, res, stored, "hit");
      return true;
    }
    // Past its minute: everyone keeps getting the copy while one render replaces it behind them,
    // so an expiry never holds up a crowd. A render that fails leaves the copy (database down).
    if (stored) {
      renderOnce(req, res, lookup).pending.catch(() => undefined);
      send(req, res, stored, "stale");
      return true;
    }
    const { pending, leader } = renderOnce(req, res, lookup);
    // After a change, the first reader waits for the new page and so does one who asks for the latest
    // (the live page's script once told of it, a reload); the others meanwhile get the copy it replaced.
    const previous = leader || wantsLatest(req) ? undefined : replaced.get(lookup.key);
    if (previous && Date.now() < previous.expiresAt) {
      send(req, res, previous, "stale");
      return true;
    }
    const rendered = await pending;
    if ("page" in rendered) {
      send(req, res, rendered.page, "miss");
      return true;
    }
    // Not a page to share (a redirect, a 404, an error): the first request forwards what it got,
    // the ones that waited for it render their own.
    if (!leader) return false;
    await sendFetchResponse(res, rendered.response);
    return true;
  }

  return { answer, fill };
}

/**
 * A rendered page as stored bytes. Pages that may be stored do not hydrate, so they carry no nonce:
 * they load only the site's own script files (ADR 013), which 'self' allows.
 */
async function toCachedPage(response: globalThis.Response, baseHeaders: OutgoingHttpHeaders, cacheControl: string, shows: PageShows): Promise<CachedPage> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(baseHeaders)) if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = value;
  response.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name)) headers[name] = value;
  });
  const identity = Buffer.from(await response.arrayBuffer());
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 6 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  const etag = strongEtag(identity);
  const expires = Date.parse(response.headers.get("expires") ?? "");
  Object.assign(headers, { etag, "cache-control": cacheControl, vary: "Accept-Encoding" });
  const flat = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)]));
  const hitHeaders = (encoding: Encoding, body: Buffer) => [
    ...flat,
    ...(encoding === "identity" ? [] : ["content-encoding", encoding]),
    "content-length",
    String(body.length),
    "x-cache",
    "hit",
  ];
  return {
    headers,
    hitHeaders: { identity: hitHeaders("identity", identity), gzip: hitHeaders("gzip", gz), br: hitHeaders("br", br) },
    etag,
    cacheControl,
    identity,
    gzip: gz,
    br,
    storedAt: Date.now(),
    expiresAt: Number.isNaN(expires) ? Infinity : expires,
    shows,
  };
}

function pageBytes(page: CachedPage): number {
  return page.identity.length + page.gzip.length + page.br.length + 1024;
}

/** A request that must not be answered from a copy older than the server's latest (`no-cache`, `max-age=0`). */
function wantsLatest(req: IncomingMessage): boolean {
  const cacheControl = req.headers["cache-control"] ?? "";
  return /\bno-cache\b|\bmax-age=0\b/i.test(cacheControl) || /\bno-cache\b/i.test(String(req.headers.pragma ?? ""));
}

function showsAny(shows: PageShows, topics: readonly ChangeTopic[]): boolean {
  return topics.length > 0 && (shows === "everything" || topics.some((topic) => shows.includes(topic)));
}

function negotiate(header: string | undefined): Encoding {
  if (!header) return "identity";
  const accepted = header.split(",").map((part) => part.trim().split(";")[0]);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return "identity";
}
