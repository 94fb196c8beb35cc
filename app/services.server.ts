import { createContext } from "react-router";
import type { AuthServices } from "~/domain/auth/auth-context.server.ts";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import type { InboxJobs } from "~/domain/messages/inbox-jobs.server.ts";
import type { Storage } from "~/platform/storage/storage.server.ts";

/**
 * The composition root: every service the server builds (server/site.ts) and hands to every loader and
 * action through the router context. It names domain services, so it sits above the domain and the
 * platform (ADR 015): the public site, the back office, the root modules and the server read it; the
 * domain reads its own part (AuthServices), set from the same object.
 */
export interface Services extends AuthServices {
  gate: { enabled: boolean };
  /** Announces saved news and results to this and every other instance. */
  changes: ChangeFeed;
  /** The organisers' content, kept in memory until it changes (app/domain/content). */
  content: ContentStore;
  /** The media library's files (ADR 021). */
  storage: Storage;
  /** Sends the mails of a message a visitor just sent (ADR 023). */
  inbox: Pick<InboxJobs, "messageStored">;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export const servicesContext = createContext<Services>();
