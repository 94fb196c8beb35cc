import { useEffect, useEffectEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { LIVE_EVENTS_PATH } from "./events-path.ts";

/** Connecting until the stream opens; "reconnecting" while the browser (or this hook) retries. */
export type LiveStatus = "connecting" | "live" | "reconnecting";

/** After the server refused the stream (EventSource then gives up for good), try again after this long. */
const REOPEN_AFTER_MS = 5_000;

/**
 * Reloads the page's data each time the server announces a change, over server-sent events: no
 * polling, and the browser reconnects by itself after a network drop. A refused stream (a restart
 * behind a proxy, an outage page) closes EventSource for good, so it is opened again after a while.
 * Returns null until the page runs in the browser: without JavaScript there is nothing live to show.
 */
export function useLiveUpdates(): LiveStatus | null {
  const revalidator = useRevalidator();
  // The stream stays open across renders and reloads through the latest revalidator.
  const reload = useEffectEvent(() => void revalidator.revalidate());
  const [status, setStatus] = useState<LiveStatus | null>(null);

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let interrupted = false;

    const open = () => {
      setStatus(interrupted ? "reconnecting" : "connecting");
      source = new EventSource(LIVE_EVENTS_PATH);
      source.addEventListener("results", () => reload());
      source.onopen = () => {
        setStatus("live");
        // Changes made while the stream was down were not announced: read the current state.
        if (interrupted) reload();
        interrupted = false;
      };
      source.onerror = () => {
        interrupted = true;
        setStatus("reconnecting");
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          reopen = setTimeout(open, REOPEN_AFTER_MS);
        }
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, []);

  return status;
}
