import type { NextFunction, Request, Response } from "express";
import { isOpenDataPath } from "~/domain/open-data/paths.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";

/**
 * One URL per page: the site's canonical links and hreflang alternates have no trailing slash
 * ("/news", "/en"), so "/news/" or "/en/" answers 301 to them, query kept. Only "/" keeps its slash.
 * A target that would read as another host once its slashes go ("//evil.example/") is not redirected:
 * it goes on to be answered as the unknown page it is.
 */
export function canonicalLocation(url: string): string | undefined {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.length < 2 || !pathname.endsWith("/")) return undefined;
  const target = (pathname.replace(/\/+$/, "") || "/") + (queryAt === -1 ? "" : url.slice(queryAt));
  const safe = safeRedirect(target, "");
  return safe === "" ? undefined : safe;
}

/**
 * Document requests only: a form posted to "/contact/" is not turned into a GET by a redirect. The
 * open data's addresses are exact, not pages (ADR 034): "/api/v1/schedule.csv/" is a 404 for the
 * program that asked, not a redirect it may not follow.
 */
export function canonicalUrls(req: Request, res: Response, next: NextFunction) {
  if ((req.method !== "GET" && req.method !== "HEAD") || isOpenDataPath(req.path)) return next();
  const location = canonicalLocation(req.url);
  if (location === undefined) return next();
  res.set("Cache-Control", "public, max-age=3600").redirect(301, location);
}
