import { cloneTemplate } from "~/platform/behaviours/attach.ts";
import { LIVE_EVENTS_PATH } from "~/domain/live/events-path.ts";
import { live, type LiveStatus } from "./live.behaviour.ts";

/** After the server refused the stream (EventSource then gives up for good), try again after this long. */
const REOPEN_AFTER_MS = 5_000;

/** Puts the fresh page's version of each live part (`data-live-part`) in place, where it changed. */
function replaceParts(page: HTMLElement, fresh: Document) {
  for (const part of page.querySelectorAll<HTMLElement>(live.select("livePart"))) {
    const next = fresh.querySelector(live.select("livePart", live.readPart(part, "livePart")));
    if (next && next.outerHTML !== part.outerHTML) part.replaceWith(document.adoptNode(next));
  }
}

/** Whether the server sent this page as a stale copy (the page cache's Server-Timing entry). */
function servedStale(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.serverTiming.some((entry) => entry.name === "cache" && entry.description === "stale") ?? false;
}

/**
 * Reloads the live parts of the page each time the server announces a change, over server-sent
 * events: no polling, and the browser reconnects by itself after a network drop. The page itself is
 * fetched again (the page cache has dropped it on the change), so the figures come from the one
 * renderer. A refused stream (a restart behind a proxy, an outage page) closes EventSource for good,
 * so it is opened again after a while.
 */
export function startLiveUpdates(page: HTMLElement): void {
  const statusLine = page.querySelector<HTMLElement>(live.select("liveStatus"));
  const setStatus = (status: LiveStatus) => {
    if (!statusLine || live.readPart(statusLine, "liveStatus") === status) return;
    const said = cloneTemplate(page.querySelector(live.select("liveStatusTemplate", status)));
    if (!said) return;
    live.writePart(statusLine, "liveStatus", status);
    statusLine.replaceChildren(said);
  };

  let loading = false;
  let again = false;
  const reload = async () => {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    try {
      // Asked of the server every time: a shared page may be stale-while-revalidate in the browser's cache.
      // And for the latest: the server's page cache would otherwise answer with the copy the change replaced
      // while the new page renders (ADR 036).
      const response = await fetch(window.location.href, { cache: "no-cache", headers: { Accept: "text/html", "Cache-Control": "no-cache" } });
      if (response.ok) replaceParts(page, new DOMParser().parseFromString(await response.text(), "text/html"));
    } catch {
      // Offline for a moment: the stream's reconnection reads the page again.
    } finally {
      loading = false;
    }
    if (again) {
      again = false;
      await reload();
    }
  };

  // A page the server's cache answered with the copy a change had just replaced (ADR 036) may lack that
  // change, whose announcement came before this page listened: it reads itself again once it listens.
  let behind = servedStale();
  let interrupted = false;
  const open = () => {
    setStatus(interrupted ? "reconnecting" : "connecting");
    const source = new EventSource(LIVE_EVENTS_PATH);
    source.addEventListener("results", () => void reload());
    source.onopen = () => {
      setStatus("live");
      // Changes made while the stream was down were not announced: read the current state.
      if (interrupted || behind) void reload();
      interrupted = false;
      behind = false;
    };
    source.onerror = () => {
      interrupted = true;
      setStatus("reconnecting");
      if (source.readyState === EventSource.CLOSED) setTimeout(open, REOPEN_AFTER_MS);
    };
  };
  open();
}
