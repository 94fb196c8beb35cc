import { PAGES_CHANGED } from "./dev-reload.ts";

// Served by Vite, which gives this module its HMR context and so loads its client (see dev-reload.ts).
import.meta.hot?.on(PAGES_CHANGED, () => location.reload());
