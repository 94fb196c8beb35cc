import type { ChangeTopic } from "~/domain/live/changes.server.ts";

/** What a route module may export as `handle`. */
export interface RouteHandle {
  /** Its pages are a React application in the browser (ADR 013). */
  hydrate?: boolean;
  /**
   * The changes its pages show, for the page cache to drop them when one comes: [] for a page that
   * shows none. A page none of whose routes says is dropped at every change.
   */
  shows?: readonly ChangeTopic[];
}
