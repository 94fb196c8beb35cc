// What a link in an article may point to: the web (http, https), a mail address (mailto), or a page
// of the site by its path. The server's sanitiser removes any other href; the editor refuses it
// first, with a reason, so the editor knows why a link disappeared.

export type LinkCheck = { ok: true; href: string } | { ok: false; reason: "empty" | "refused" };

const SCHEMES = new Set(["http:", "https:", "mailto:"]);

export function checkLinkUrl(input: string): LinkCheck {
  const href = input.trim();
  if (href === "") return { ok: false, reason: "empty" };
  // A site path, not "//host" (another site) nor "/\host", which browsers read the same way.
  if (href.startsWith("/")) return /^\/(?![/\\])/.test(href) && !/\s/.test(href) ? { ok: true, href } : { ok: false, reason: "refused" };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { ok: false, reason: "refused" };
  }
  if (!SCHEMES.has(url.protocol)) return { ok: false, reason: "refused" };
  if (url.protocol === "mailto:") return url.pathname.includes("@") ? { ok: true, href } : { ok: false, reason: "refused" };
  return url.hostname ? { ok: true, href } : { ok: false, reason: "refused" };
}
