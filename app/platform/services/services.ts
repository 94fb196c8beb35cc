import { createContext } from "react-router";
import type { Database } from "../../../db/client.ts";
import type { Auth } from "~/domain/auth/auth.server.ts";
import type { Env } from "~/platform/config/env.server.ts";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import type { InboxJobs } from "~/domain/messages/inbox-jobs.server.ts";
import type { RateLimits } from "~/platform/http/rate-limits.server.ts";
import type { LanguageDecision } from "~/platform/i18n/request-language.ts";
import type { Storage } from "~/platform/storage/storage.server.ts";

/** What the server hands to every loader and action through the router context. */
export interface Services {
  env: Env;
  database: Database;
  auth: Auth;
  gate: { enabled: boolean };
  /** Announces saved news and results to this and every other instance. */
  changes: ChangeFeed;
  /** The organisers' content, kept in memory until it changes (app/domain/content). */
  content: ContentStore;
  /** This site's limiters (shared with every instance on PostgreSQL). */
  limits: RateLimits;
  /** The media library's files (ADR 021). */
  storage: Storage;
  /** Sends the mails of a message a visitor just sent (ADR 023). */
  inbox: Pick<InboxJobs, "messageStored">;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export interface RequestInfo {
  /** The request's id in the logs. */
  id: string;
  /** The CSP nonce of a page with inline scripts (a hydrated one); none for the others. */
  nonce: string | undefined;
  /** Its language, decided once (app/platform/i18n/request-language.ts). */
  language: LanguageDecision;
  /** The client's address (the socket's, or the one a trusted proxy forwarded: TRUST_PROXY), for rate limits. */
  ip: string;
}

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>();
