
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
  "/venues",
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
  "/open-data",
] as const;

/**
 * Every page the search engines should know, at its French path: the public pages, with every
 * delegation's page (by the delegations' codes) where PUBLIC_PAGES has one as a sample. The sitemap
 * and the share images use it.
 */
export function indexedPages(delegationCodes: Iterable<string>): string[] {
  return [...PUBLIC_PAGES.filter((path) => !path.startsWith("/countries/")), ...[...delegationCodes].map((code) => `/countries/${code.toLowerCase()}`)];
}
