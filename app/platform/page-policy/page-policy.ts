import type { ChangeTopic } from "../../../vocabulary/change-topics.ts";
import type { RouteHandle } from "./route-handle.ts";

/** The changes a page shows; "everything" when its routes do not say. */
export type PageShows = readonly ChangeTopic[] | "everything";

/** What the server does with a page, from the handles of its matched routes (root first). */
export interface PagePolicy {
  hydrate: boolean;
  personal: boolean;
  /** Whether the page cache may keep it: the same bytes for every visitor of its language. */
  store: boolean;
  shows: PageShows;
  ownWords: readonly string[];
  /** Seconds a client may reuse the answer: the shortest any matched route allows, 0 when none says. */
  maxAge: number;
}

export function pagePolicy(handles: readonly unknown[]): PagePolicy {
  const declared = handles.filter((handle): handle is RouteHandle => typeof handle === "object" && handle !== null);
  const hydrate = declared.some((handle) => handle.hydrate === true);
  const personal = declared.some((handle) => handle.personal === true);
  const shows = declared.map((handle) => handle.shows).filter((topics) => topics !== undefined);
  const maxAges = declared.map((handle) => handle.maxAge).filter((seconds) => seconds !== undefined);
  return {
    hydrate,
    personal,
    // A hydrated page carries a nonce of its own response: it cannot be shared either.
    store: !hydrate && !personal,
    shows: shows.length === 0 ? "everything" : [...new Set(shows.flat())],
    ownWords: [...new Set(declared.flatMap((handle) => handle.ownWords ?? []))],
    maxAge: maxAges.length === 0 ? 0 : Math.max(0, Math.min(...maxAges)),
  };
}
