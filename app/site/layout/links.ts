import { FAVOURITES_PATH } from "~/site/favourites/favourites-path.ts";
import type { Messages } from "~/locales/fr.ts";

export type NavKey = keyof Omit<Messages["nav"], "live" | "liveLabel" | "results" | "allResults" | "medals" | "schedule" | "favourites">;

/** The 13 site links of docs/SPEC.md, in order; the header shows the first 7 on large screens. */
export const SITE_LINKS: { key: NavKey; path: string }[] = [
  { key: "home", path: "/" },
  { key: "news", path: "/news" },
  { key: "games", path: "/games" },
  { key: "countries", path: "/countries" },
  { key: "sports", path: "/sports" },
  { key: "venues", path: "/venues" },
  { key: "organization", path: "/organization" },
  { key: "media", path: "/media" },
  { key: "accreditation", path: "/accreditation" },
  { key: "athletes", path: "/athletes" },
  { key: "volunteers", path: "/volunteers" },
  { key: "partners", path: "/partners" },
  { key: "contact", path: "/contact" },
];

export const HEADER_LINK_COUNT = 7;

/**
 * The header links a 1024 px screen has room for in every language, beside the results menu; the
 * others join them from 1280 px, and the drawer holds them all meanwhile.
 */
export const HEADER_LINKS_FIRST: readonly NavKey[] = ["news", "games", "countries", "sports", "venues"];

/** The schedule, results, medals, live and the visitor's favourites, under "Results" in the header and the drawer. */
export const RESULTS_LINKS: { key: keyof Pick<Messages["nav"], "schedule" | "allResults" | "medals" | "liveLabel" | "favourites">; path: string }[] = [
  { key: "schedule", path: "/schedule" },
  { key: "allResults", path: "/results" },
  { key: "medals", path: "/medals" },
  { key: "liveLabel", path: "/live" },
  { key: "favourites", path: FAVOURITES_PATH },
];

export const FOOTER_QUICK_LINKS: NavKey[] = ["news", "games", "athletes", "volunteers", "accreditation", "contact"];

/** Last of the footer's quick links: the open data, for the media and developers who reuse it. */
export const OPEN_DATA_PAGE = "/open-data";

export const LEGAL_LINKS = [
  { key: "legal", path: "/legal" },
  { key: "privacy", path: "/privacy" },
  { key: "terms", path: "/terms" },
  { key: "cookies", path: "/cookies" },
  { key: "accessibility", path: "/accessibility" },
] as const;

export const LIVE_PATH = "/live";
