import { createHash } from "node:crypto";
import { redirect } from "react-router";
import type { FeedReaders } from "~/domain/calendar/schedule-feeds.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { DEFAULT_LOCALE, isLocale } from "~/platform/i18n/locales.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouterContextProvider } from "react-router";

interface FeedRequest {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}

/**
 * A calendar feed answered from its loader: `feed` reads it in the request's language, undefined for
 * a sport, delegation or venue the content does not have (404, said in that language). The language
 * prefix is checked here, since resource routes do not go through the site layout that checks pages'.
 */
export async function calendarAnswer({ request, params, context }: FeedRequest, feed: (readers: FeedReaders) => Promise<string | undefined>): Promise<Response> {
  if (params.lang === DEFAULT_LOCALE) {
    const url = new URL(request.url);
    return redirect(safeRedirect(url.pathname.slice(DEFAULT_LOCALE.length + 1) + url.search, "/"), 301);
  }
  if (params.lang !== undefined && !isLocale(params.lang)) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { env, database, content, gate } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const body = await feed({ db: database.db, content, locale: context.get(localeContext), t, publicUrl: env.PUBLIC_URL });
  if (body === undefined) return new Response(t("calendar.notFound"), { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  // Calendar applications poll: an ETag lets them, and browsers, ask "changed?" and get a 304, and
  // no-cache makes them ask every time, so a moved session reaches them at their next poll. Behind the
  // gate the feed is the cookie holder's own (ADR 003): private, and not stored by the page cache.
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const cacheControl = gate.enabled ? "private, no-cache" : "public, no-cache";
  // Once the gate is off the page cache stores the feed whole and answers the conditions itself, with
  // this same ETag; were the feed to answer a 304 to the cache's render, there would be nothing to store.
  const cacheAnswers = !gate.enabled && env.PAGE_CACHE === "on";
  if (!cacheAnswers && matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": cacheControl } });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": cacheControl, ETag: etag } });
}

function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
