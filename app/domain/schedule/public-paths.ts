// The addresses of a sport's and a venue's pages (French, unprefixed), for app/routes.ts to match and
// for the pages that link to them.

export function sportPath(slug: string): string {
  return `/sports/${encodeURIComponent(slug)}`;
}

export function venuePath(id: string): string {
  return `/venues/${encodeURIComponent(id)}`;
}
