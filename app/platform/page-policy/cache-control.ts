/**
 * The Cache-Control of an answer every visitor shares (a stored page, the open data). While the gate
 * is on (`shared` false) only the visitor's own browser may keep it; once it is off, a CDN may too
 * (ADR 009). A page is revalidated at every visit (its ETag makes that a 304), a CDN holding it 10 s;
 * an answer that says how long it stays fresh (`maxAge`, the open data) is reused that long.
 */
export function cacheControlFor(shared: boolean, maxAge: number): string {
  if (maxAge > 0) return `${shared ? "public" : "private"}, max-age=${maxAge}`;
  return shared ? "public, max-age=0, s-maxage=10, stale-while-revalidate=30" : "private, no-cache";
}
