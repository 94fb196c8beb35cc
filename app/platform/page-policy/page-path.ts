/** The page a path is about, for documents and React Router's data requests (`/news.data`) alike. */
export function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}
