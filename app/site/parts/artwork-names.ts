import type { NewsCategory } from "../../../vocabulary/news-keys.ts";

/**
 * The site's drawings by name, apart from their files (artwork.ts), so that what does not load
 * assets (the browser tests) can say which drawing a page should show.
 */
export type Artwork = "games" | "news" | "countries" | "sports" | "venues" | "results" | "community" | "info";

/** Every drawing's intrinsic size (2:1). */
export const ARTWORK_SIZE = { width: 800, height: 400 } as const;

/** The drawing an article without a photo shows, by its category. */
export const NEWS_CATEGORY_ARTWORK: Record<NewsCategory, Artwork> = {
  preparation: "games",
  delegations: "countries",
  pacific_sport: "sports",
  polynesia: "community",
};
