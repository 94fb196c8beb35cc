import { sportPath, venuePath } from "~/domain/schedule/public-paths.ts";

/**
 * Every public page at its French path. The language walk and the accessibility checks go through
 * this list (and the sitemap through INDEXED_PAGES), so a new page is covered by adding it here.
 */
export const PUBLIC_PAGES = [
  "/",
  "/news",
  "/games",
  "/games/history",
  "/games/vision",
  "/countries",
  "/countries/tah",
  "/sports",
  "/sports/athletics",
  "/venues",
  "/venues/hitiaa-athletics",
  "/organization",
  "/media",
  "/accreditation",
  "/athletes",
  "/volunteers",
  "/partners",
  "/contact",
  "/legal",
  "/privacy",
  "/terms",
  "/cookies",
  "/accessibility",
  "/schedule",
  "/results",
  "/medals",
  "/medals/medallists",
  "/live",
  "/favourites",
  "/open-data",
] as const;

/** The items that have a page of their own: the delegations' codes, the sports' slugs, the venues' ids. */
export interface ItemPages {
  delegations: Iterable<string>;
  sports: Iterable<string>;
  venues: Iterable<string>;
}

const SAMPLED = /^\/(countries|sports|venues)\//;

/**
 * Every page the search engines should know, at its French path: the public pages, with every
 * delegation's, sport's and venue's page where PUBLIC_PAGES has one of each as a sample. The sitemap
 * and the share images use it.
 */
export function indexedPages({ delegations, sports, venues }: ItemPages): string[] {
  return [
    ...PUBLIC_PAGES.filter((path) => !SAMPLED.test(path)),
    ...[...delegations].map((code) => `/countries/${code.toLowerCase()}`),
    ...[...sports].map((slug) => sportPath(slug)),
    ...[...venues].map((id) => venuePath(id)),
  ];
}
