// The Express application: static files, health, security, the gate, auth API and React Router.
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Database } from "../db/client.ts";
import type { Env } from "~/platform/config/env.server.ts";
import type { Auth } from "~/domain/auth/auth.server.ts";
import { GATE_COOKIE, GateCookie } from "~/domain/gate/gate-cookie.server.ts";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";
import type { InboxJobs } from "~/domain/messages/inbox-jobs.server.ts";
import { LIVE_EVENTS_PATH } from "~/domain/live/events-path.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { RateLimits } from "~/platform/http/rate-limits.server.ts";
import { requestContext } from "~/platform/http/request-context.ts";
import { servicesContext, type Services } from "~/services.server.ts";
import { authServicesContext } from "~/domain/auth/auth-context.server.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { readCookie } from "~/platform/http/cookies.ts";
import { cacheControlFor } from "~/platform/page-policy/cache-control.ts";
import { webManifest } from "~/platform/offline/web-manifest.server.ts";
import { webManifestLocale } from "~/platform/offline/web-manifest-path.ts";
import { withOutagesAs503 } from "./database-outage.ts";
import { createDrain } from "./drain.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import { gateMiddleware } from "./gate.tsx";
import { answer500, guardListener, lastResort } from "./last-resort.ts";
import { createLiveEvents } from "./live-events.ts";
import { authEndpoints, clientAddress } from "./auth-endpoints.ts";
import { createPageCache } from "./page-cache.ts";
import { createRequestFacts } from "./request-facts.ts";
import { answerMethods, refuseOpenDataPosts } from "./methods.ts";
import { sendProblem } from "./problem.tsx";
import { createRenderLimit } from "./render-limit.ts";
import { BODY_LIMIT_BYTES, readBodies } from "./request-body.ts";
import { limitRequestTime } from "./request-deadline.ts";
import { toOriginForm } from "./request-target.ts";
import { isMediaFilePost, MEDIA_REPLACE_ROUTE, MEDIA_UPLOAD_PATH } from "./media-posts.ts";
import { mediaReplace } from "./media-replace.ts";
import { mediaUpload } from "./media-upload.ts";
import { mediaFiles } from "./media-files.ts";
import { createStorage } from "~/platform/storage/create-storage.server.ts";
import { intakeLimits } from "~/domain/media/intake.server.ts";
import { canonicalUrls } from "./canonical-url.ts";
import { SHARE_IMAGE_ROUTE, shareImages } from "./share-images.ts";
import type { ShareCards } from "~/domain/share/share-cards.server.ts";
import { requestId, type Logger } from "./logger.ts";
import { nonces, sameOriginPosts, securityHeaders } from "./security.ts";

const FILE_PATH = /\.[a-z0-9]+$/i;

export interface SiteOptions {
  env: Env;
  database: Database;
  auth: Auth;
  changes: ChangeFeed;
  /** The organisers' content, shared with the inbox's jobs (the departments' addresses). */
  content: ContentStore;
  limits: RateLimits;
  inbox: Pick<InboxJobs, "messageStored">;
  gatePassword: string;
  authSecret: string;
  logger: Logger;
  /** Where the client build lives (build/client). */
  clientDir: string;
  routes: Routes;
}

/**
 * What React Router matches and renders: the server bundle's own build, with the browser's files in
 * clientDir (server/app.ts); or under `npm run dev` (server/dev.ts) the build Vite had at the start,
 * which `dev` replaces before each request.
 */
export interface Routes {
  build: ServerBuild;
  dev?: DevRoutes;
}

export interface DevRoutes {
  /** The server build as Vite has it now: an edit shows at the next request. */
  build(): Promise<ServerBuild>;
  /** Vite's middleware: the browser's modules and styles, its HMR client, the files of public/. */
  middleware: RequestHandler;
}

/** How long a client has to send its whole request, once its headers are in (ADR 014, slow clients). */
const REQUEST_TIME_MS = 15_000;
/** Renders under way at once (the rest wait in line): enough to overlap database round trips. */
const CONCURRENT_RENDERS = 4;

export function createSite(options: SiteOptions) {
  const { env, database, logger, routes } = options;
  const https = env.PUBLIC_URL.startsWith("https:");
  const gateEnabled = env.GATE === "on";
  const storage = createStorage(env);
  const services: Services = {
    env,
    database,
    auth: options.auth,
    gate: { enabled: gateEnabled },
    changes: options.changes,
    content: options.content,
    limits: options.limits,
    storage,
    inbox: options.inbox,
    log: logger,
  };
  // A failed read is not kept (the store reads again at the next page), so this needs no retry.
  const contentRead = services.content.preload().catch((error: unknown) => logger.warn({ err: error }, "reading the content at start failed"));
  const drain = createDrain();
  const handlerOf = (build: ServerBuild) => createFetchHandler(withOutagesAs503(build, database), "production");
  let build = routes.build;
  let facts = createRequestFacts(build.routes);
  let handleRequest = handlerOf(build);
  const liveEvents = createLiveEvents(options.changes);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // Development: Vite answers for its own files before anything else, unlogged like the built assets.
  if (routes.dev) app.use(routes.dev.middleware);
  app.use(clientAddress);
  app.use(drain.middleware);
  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      serializers: {
        req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, url: req.url, ip: req.remoteAddress }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(nonces((req) => facts(req).policy.hydrate));
  app.use(securityHeaders({ https }));
  // OPTIONS * asks about the server, not a path: answered here like OPTIONS on any page.
  app.use(answerMethods);
  app.use((req, res, next) => {
    const problem = facts(req).targetProblem;
    if (problem) return sendProblem(req, res, problem);
    next();
  });
  app.use(canonicalUrls);
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));

  if (!routes.dev) {
    // Public: the built assets (hashed names, cached for a year) and the other static files.
    app.use("/assets", express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: "1y", fallthrough: false }));
    // Only a path with a file extension can be one: pages skip the file system's stat.
    const publicFiles = express.static(options.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (FILE_PATH.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.get("/healthz", async (_req, res) => {
    if (await databaseDown(database)) {
      logger.warn("health check failed: the database does not answer");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error", database: "unreachable" });
      return;
    }
    res.set("Cache-Control", "no-store").json({ status: "ok", database: "ok" });
  });

  app.get("/robots.txt", (_req, res) => {
    const body = gateEnabled ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\nSitemap: ${env.PUBLIC_URL}/sitemap.xml\n`;
    res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(body);
  });

  // Before the gate, as the icons are: browsers ask for it without cookies, and it names only the site.
  app.get(/\/manifest\.webmanifest$/, (req, res, next) => {
    const locale = webManifestLocale(req.path);
    if (!locale) return next();
    res.type("application/manifest+json").set("Cache-Control", "public, max-age=3600").send(JSON.stringify(webManifest(locale)));
  });

  const publicHost = new URL(env.PUBLIC_URL).host;
  app.use(sameOriginPosts(publicHost));
  // Before the gate reads a password and before a render slot is taken.
  const readBody = readBodies({ limit: BODY_LIMIT_BYTES });
  // A file post (an upload, a replacement) is streamed to storage by its own handler, after the gate.
  app.use((req, res, next) => (isMediaFilePost(req) ? next() : readBody(req, res, next)));
  const gateCookie = new GateCookie(options.authSecret, options.gatePassword);
  if (gateEnabled) {
    const contactEmail = async () => (await eventFacts(services.content)).contactEmail;
    app.use(gateMiddleware({ cookie: gateCookie, password: options.gatePassword, secure: https, wrongAttempts: options.limits.gate, contactEmail }));
  }

  app.use(refuseOpenDataPosts);

  app.all("/api/auth/*splat", authEndpoints, (req, res, next) => {
    options.auth.handler(toFetchRequest(req, res, publicHost)).then((response) => sendFetchResponse(res, response), next);
  });
  app.get(LIVE_EVENTS_PATH, liveEvents.handler);
  // Behind the gate like every page: while the site is in preparation, link previews show no image.
  const cards = () => (build.entry.module as unknown as { shareCards: ShareCards }).shareCards;
  app.get(SHARE_IMAGE_ROUTE, shareImages({ database, content: services.content, dir: path.join(env.DATA_DIR, "share-images"), gateEnabled, cards }));
  app.get("/media/{*splat}", mediaFiles({ storage, gateEnabled }));
  const upload = { db: database.db, storage, limits: intakeLimits(env), tempRoot: path.join(env.DATA_DIR, "tmp") };
  const filePosts = { auth: options.auth, upload, database, changes: options.changes, twoFactorRequired: env.STAFF_TWO_FACTOR === "required", log: logger };
  app.post(MEDIA_UPLOAD_PATH, mediaUpload(filePosts));
  app.post(MEDIA_REPLACE_ROUTE, mediaReplace(filePosts));

  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(authServicesContext, services);
    context.set(requestContext, { id: String(req.id), nonce: res.locals.nonce as string | undefined, ip: req.ip ?? "unknown", language: facts(req).language, secure: https });
    return context;
  };
  /** The one way into React Router, for the page cache's renders and everyone else's. */
  const renderRoute = (req: express.Request, res: express.Response) => handleRequest(toFetchRequest(req, res, publicHost), getLoadContext(req, res));
  const renders = createRenderLimit(CONCURRENT_RENDERS);

  const pageCache =
    env.PAGE_CACHE === "on"
      ? createPageCache({
          changes: options.changes,
          shared: !gateEnabled,
          mayEnter: (req) => !gateEnabled || gateCookie.verify(readCookie(req.headers.cookie, GATE_COOKIE)),
          render: (req, res) => renders.run(() => renderRoute(req, res)),
        })
      : undefined;
  // Ahead of the render queue: a stored page, even one being rendered again, never waits in it.
  if (pageCache) app.use((req, res, next) => void pageCache.fill(req, res).then((served) => served || next(), next));

  // What the page cache does not serve depends on who asks (or it is a form post): never stored. The
  // open data is the same for everyone and says how fresh it is, with the page cache on or off.
  app.use((req, res, next) => {
    const { maxAge } = facts(req).policy;
    const read = req.method === "GET" || req.method === "HEAD";
    res.setHeader("Cache-Control", read && maxAge > 0 ? cacheControlFor(!gateEnabled, maxAge) : "private, no-store");
    next();
  });
  app.use(renders.middleware);
  app.all("/{*splat}", (req, res, next) => {
    renderRoute(req, res).then((response) => sendFetchResponse(res, response), next);
  });
  app.use(lastResort(logger));

  /** The server's request listener: the request read once, stored pages first, everything else through Express. */
  const listener = guardListener((req, res) => {
    toOriginForm(req);
    limitRequestTime(req, res, REQUEST_TIME_MS);
    const read = facts(req);
    if (pageCache && !drain.draining && pageCache.answer(req, res, read)) return;
    app(req, res);
  }, logger);
  if (!routes.dev) return { listener, drain, liveEvents, contentRead };

  // Development: each request first gets the routes as Vite has them now (the same object until an
  // edit), so that it is read and rendered against them. A route that fails to compile is logged.
  const { dev } = routes;
  const following: http.RequestListener = (req, res) => {
    dev.build().then(
      (current) => {
        if (current !== build) {
          build = current;
          facts = createRequestFacts(build.routes);
          handleRequest = handlerOf(build);
        }
        listener(req, res);
      },
      (error: unknown) => {
        logger.error({ err: error, method: req.method, url: req.url }, "the routes failed to load");
        answer500(res);
      },
    );
  };
  return { listener: following, drain, liveEvents, contentRead };
}
