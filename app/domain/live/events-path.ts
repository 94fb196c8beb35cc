/** Where the browser listens for live changes (server-sent events); served by server/live-events.ts. */
export const LIVE_EVENTS_PATH = "/api/live/events";
