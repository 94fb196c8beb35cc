import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { DestinationStream } from "pino";
import { openDatabase, type Database } from "../db/client.ts";
import { countDemoContent, type DemoLeft } from "../db/demo-left.ts";
import type { DemoSeeded } from "../db/seed.ts";
import { seedInitialContent } from "~/domain/content/initial-content.server.ts";
import { createContentStore } from "~/domain/content/store.server.ts";
import { countUsers, upsertAccount } from "~/domain/auth/accounts.server.ts";
import { createAuth } from "~/domain/auth/auth.server.ts";
import { createChangeFeed } from "~/domain/live/changes.server.ts";
import { startInboxJobs } from "~/domain/messages/inbox-jobs.server.ts";
import { startScheduleJobs } from "~/domain/news/schedule-jobs.server.ts";
import { EnvError, parseEnv, seedsDemo, type Env } from "~/platform/config/env.server.ts";
import { generatePassword, loadSecrets } from "~/platform/config/secrets.server.ts";
import { createRateLimits } from "~/platform/http/rate-limits.server.ts";
import { holdDataDir } from "~/platform/services/data-dir-lock.server.ts";
import { createMailer } from "~/platform/mail/mailer.server.ts";
import { createSite, type Routes } from "./site.ts";
import { limitHeapGrowth } from "./heap.ts";
import { createLogger, type Logger } from "./logger.ts";

const SHUTDOWN_TIMEOUT_MS = 8000;
/** How long a client has to send its headers (ADR 014, slow clients); the rest: site.ts. */
const HEADERS_TIMEOUT_MS = 10_000;

export interface BootOptions {
  env: Env;
  /** A database opened by the caller (tests use in-memory PGlite); otherwise opened from env. */
  database?: Database;
  clientDir?: string;
  routes: Routes;
  /** Where the log lines go instead of stdout: tests read them. */
  logDestination?: DestinationStream;
  /** The clock of the background jobs (the inbox's mails and purge, news schedules); tests move it to a date of their choosing. */
  clock?: () => Date;
}

export interface RunningSite {
  url: string;
  server: http.Server;
  database: Database;
  logger: Logger;
  gatePassword: string;
  /** Resolves once this instance has heard every change to news and results committed before the call. */
  changesSettled(): Promise<void>;
  /** Whether this start was to seed the demo content, what it seeded, and what is left of it. */
  demo: DemoContent;
  /** Set only when this start created them, to be shown once. */
  firstStart: { gatePassword?: string; admin?: { email: string; password: string } };
  close(): Promise<void>;
}

export interface DemoContent {
  seeding: boolean;
  seeded: DemoSeeded;
  left: DemoLeft;
}

export async function boot({ env, database: given, clientDir = path.resolve("build/client"), routes, clock, logDestination }: BootOptions): Promise<RunningSite> {
  const logger = createLogger(env.LOG_LEVEL, logDestination);
  const secrets = loadSecrets(env.DATA_DIR, { authSecret: env.AUTH_SECRET, gatePassword: env.GATE_PASSWORD });
  const release = !given && !env.DATABASE_URL ? holdDataDir(env.DATA_DIR) : () => {};
  const pgliteDir = path.join(env.DATA_DIR, "pglite");
  const newDataFolder = !fs.existsSync(pgliteDir);
  const database = given ?? (await openDatabase(env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: pgliteDir }));
  await database.migrate();
  const imported = await seedInitialContent(database.db);
  if (Object.keys(imported).length > 0) logger.info(imported, "initial content imported");
  const seeding = seedsDemo(env, newDataFolder);
  // Imported only to seed: the demo data stays out of the server bundle's entry, its own chunk.
  const seeded = seeding ? await (await import("../db/seed.ts")).seedDemoContent(database.db) : { articles: 0, results: 0, events: 0 };
  if (seeded.articles || seeded.results || seeded.events) logger.info(seeded, "demo content seeded");
  const demo: DemoContent = { seeding, seeded, left: await countDemoContent(database.db) };

  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, "outbox"), log: logger });
  const auth = createAuth({ db: database.db, secret: secrets.authSecret, publicUrl: env.PUBLIC_URL, mailer, log: logger });

  const firstStart: RunningSite["firstStart"] = {};
  if (secrets.created && !env.GATE_PASSWORD) firstStart.gatePassword = secrets.gatePassword;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await upsertAccount(auth, database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: "admin" });
  } else if ((await countUsers(database.db)) === 0) {
    const admin = { email: "admin@tahiti2027.local", password: generatePassword(16) };
    await upsertAccount(auth, database.db, { ...admin, role: "admin" });
    firstStart.admin = admin;
  }

  const changes = await createChangeFeed(database, logger);
  const limits = await createRateLimits(database);
  const addresses = { general: env.INBOX_EMAIL, departments: env.INBOX_DEPARTMENT_EMAILS };
  const content = createContentStore(database.db, changes);
  const inbox = startInboxJobs({ db: database.db, mailer, content, addresses, publicUrl: env.PUBLIC_URL, log: logger, clock });
  const schedule = startScheduleJobs({ db: database.db, log: logger, clock });
  const { listener, drain, liveEvents, contentRead } = createSite({
    env,
    database,
    auth,
    changes,
    content,
    limits,
    inbox,
    gatePassword: secrets.gatePassword,
    authSecret: secrets.authSecret,
    logger,
    clientDir,
    routes,
  });
  // Listening once the content is in memory: the first pages need no query, and survive an outage.
  await contentRead;
  const server = http.createServer({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: 0, connectionsCheckingInterval: 1000 }, listener);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = env.PORT === port ? env.PUBLIC_URL : `http://127.0.0.1:${port}`;
  logger.info({ url, database: database.kind, gate: env.GATE }, "server listening");

  let closing: Promise<void> | null = null;
  return {
    url,
    server,
    database,
    logger,
    gatePassword: secrets.gatePassword,
    changesSettled: () => changes.settled(),
    demo,
    firstStart,
    close() {
      closing ??= (async () => {
        liveEvents.closeAll();
        await drain.drain(server, SHUTDOWN_TIMEOUT_MS);
        await Promise.all([inbox.stop(), schedule.stop()]);
        await changes.close();
        if (!given) await database.close();
        release();
        logger.info("server stopped");
      })();
      return closing;
    },
  };
}

/** The environment, checked: a bad value ends the process with a message naming each problem. */
export function readEnv(variables: NodeJS.ProcessEnv): Env {
  try {
    return parseEnv(variables);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Once serving, the last resort: an error no request handler caught is a bug to read in the log, not a reason to stop serving everyone else. */
export function logUncaughtErrors(logger: Logger) {
  process.on("uncaughtException", (error) => logger.error({ err: error }, "uncaught exception"));
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
}

/** What a newcomer needs once the server listens: where, which database, how to get in. */
export function startBanner(env: Env, site: RunningSite): string[] {
  const lines = [``, `  Tahiti 2027 is running at ${env.PUBLIC_URL}`, `  Database: ${site.database.kind === "pglite" ? `embedded (${path.join(env.DATA_DIR, "pglite")})` : "PostgreSQL"}`];
  if (env.GATE === "off") lines.push("  Gate: off (the site is open to everyone)");
  else if (site.firstStart.gatePassword) lines.push(`  Gate password (shown once, kept in ${path.join(env.DATA_DIR, "secrets.json")}): ${site.firstStart.gatePassword}`);
  else lines.push(env.GATE_PASSWORD ? "  Gate password: from GATE_PASSWORD" : `  Gate password: in ${path.join(env.DATA_DIR, "secrets.json")}`);
  if (site.firstStart.admin) lines.push(`  Admin login (shown once): ${site.firstStart.admin.email} / ${site.firstStart.admin.password}`);
  return [...lines, ...demoBanner(site.demo)];
}

/** Whether the site shows demo content, and how to be rid of it: fictional results must never pass for real ones. */
function demoBanner({ seeding, seeded, left }: DemoContent): string[] {
  if (left.stories === 0 && left.results === 0 && left.events === 0) {
    return [
      seeding
        ? "  Demo content: none (news, schedule and results already hold content)"
        : "  Demo content: none (SEED_DEMO=on seeds demo news, a demo schedule and fictional results into an empty database)",
    ];
  }
  const what = `${left.stories} demo news stories, ${left.events} demo schedule events and ${left.results} fictional results`;
  return [
    seeded.articles || seeded.results || seeded.events ? `  Demo content: seeded ${what}, marked as demo (SEED_DEMO=off starts a new data folder without them)` : `  Demo content: ${what} still on the site`,
    `  Remove them in the back office: Dashboard, "Remove demo content"`,
  ];
}

/** `npm start`: read the environment, start, print what a newcomer needs, stop cleanly on signals. */
export async function startServer(routes: Routes): Promise<void> {
  limitHeapGrowth();
  const env = readEnv(process.env);
  const site = await boot({ env, routes });
  // A failure to start still ends the process (exit 1).
  logUncaughtErrors(site.logger);
  console.log(startBanner(env, site).join("\n") + "\n");

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    site.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
