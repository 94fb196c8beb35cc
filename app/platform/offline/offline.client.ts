import { offlinePage } from "./offline.behaviour.ts";
import type { KeepMessage } from "./keeping.ts";

/** Built at the site's root (vite.config.ts), so the worker's scope is every page. */
const WORKER_URL = "/sw.js";

/**
 * Registers the service worker and asks it to keep this page, the pages its marked links lead to and
 * every file the page loaded, once it has loaded them; says so while the browser is offline.
 */
export function keepPageOffline(root: HTMLElement): void {
  const notice = root.querySelector<HTMLElement>(offlinePage.select("offlineNotice"));
  const showState = () => {
    if (notice) notice.hidden = navigator.onLine;
  };
  window.addEventListener("online", showState);
  window.addEventListener("offline", showState);
  showState();

  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(WORKER_URL).catch(() => undefined);
  const ask = () =>
    void navigator.serviceWorker.ready.then((registration) => {
      const links = [...root.querySelectorAll<HTMLAnchorElement>(`a${offlinePage.select("keepOffline")}`)].map((link) => link.href);
      const files = performance.getEntriesByType("resource").map((entry) => entry.name);
      const message: KeepMessage = { type: "keep", urls: [window.location.href, ...links, ...files] };
      registration.active?.postMessage(message);
    });
  if (document.readyState === "complete") ask();
  else window.addEventListener("load", ask, { once: true });
}
