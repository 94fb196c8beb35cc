import { createContext } from "react-router";
import type { ChangeTopic } from "~/domain/live/changes.server.ts";
import type { RouteHandle } from "./route-handle.ts";

/** The changes a rendered page shows; "everything" when its routes do not say. */
export type PageShows = readonly ChangeTopic[] | "everything";

/** Where the document's render leaves what its page shows, for the page cache that asked for it. */
export const pageShowsContext = createContext<PageShows>("everything");

/** What a page shows, given the handles of its matched routes: all that any of them declares. */
export function pageShows(handles: readonly unknown[]): PageShows {
  const declared = handles.map((handle) => (handle as RouteHandle | undefined)?.shows).filter((shows) => shows !== undefined);
  if (declared.length === 0) return "everything";
  return [...new Set(declared.flat())];
}
