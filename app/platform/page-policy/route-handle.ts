import type { ChangeTopic } from "../../../vocabulary/change-topics.ts";

/**
 * What a route module declares as `handle`: everything the server needs to know about its pages
 * before and after rendering them (page-policy.ts gathers it for a request's matched routes).
 */
export interface RouteHandle {
  /** Its pages are a React application in the browser (ADR 013); they carry inline scripts and a nonce. */
  hydrate?: boolean;
  /** Its pages depend on who asks (an account, a session): never stored or shared. */
  personal?: boolean;
  /**
   * The changes its pages show, for the page cache to drop them when one comes: [] for a page that
   * shows none. A page none of whose routes says is dropped at every change.
   */
  shows?: readonly ChangeTopic[];
  /**
   * Query parameters that carry the visitor's own words (a search): a URL with one is rendered for
   * that visitor and not stored, since storing each would push the pages everyone reads out of memory.
   */
  ownWords?: readonly string[];
  /**
   * Seconds a client may reuse an answer without asking again (the open data says how fresh it is);
   * pages leave it unset and are revalidated at every visit (cache-control.ts).
   */
  maxAge?: number;
}
