// `npm run dev` only. Public pages do not hydrate (ADR 013), so nothing of Vite would run in them:
// under import.meta.env.DEV, which the production build drops, root.tsx loads DEV_RELOAD_SCRIPT.

/** What the development server (server/dev.ts) tells the browsers when a module the pages use changed. */
export const PAGES_CHANGED = "t27:pages-changed";

/** Loads Vite's client, which reloads the page or swaps its stylesheet, and listens for PAGES_CHANGED. */
export const DEV_RELOAD_SCRIPT = "/app/platform/behaviours/dev-reload.client.ts";
