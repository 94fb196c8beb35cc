/**
 * Every public page at its French path. The language walk, the accessibility checks and the sitemap
 * go through this list, so a new page is covered by adding it here.
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
  "/results",
  "/medals",
  "/live",
] as const;
