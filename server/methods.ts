import type { NextFunction, Request, Response } from "express";
import { LIVE_EVENTS_PATH } from "~/domain/live/events-path.ts";
import { isOpenDataPath, OPEN_DATA_CORS } from "~/domain/open-data/paths.ts";
import { sendProblem } from "./problem.tsx";

/** Paths that only give (no form posts to them). */
const READ_ONLY = new Set(["/healthz", "/robots.txt", LIVE_EVENTS_PATH]);

export function allowedMethods(path: string): string {
  return READ_ONLY.has(path) || path.startsWith("/assets/") || isOpenDataPath(path) ? "GET, HEAD" : "GET, HEAD, POST";
}

/**
 * The site reads (GET, HEAD) and takes forms (POST); nothing else reaches a page. OPTIONS says so
 * (204 with Allow, no CORS: the site is its only origin, but for the open data, which any site may
 * read); PUT, PATCH, DELETE, TRACE and the rest get 405 with Allow, as HTTP asks, before any route can
 * mistake them for something it handles.
 */
export function answerMethods(req: Request, res: Response, next: NextFunction) {
  const { method } = req;
  if (method === "GET" || method === "HEAD" || method === "POST") return next();
  const openData = isOpenDataPath(req.path);
  res.setHeader("Allow", allowedMethods(req.path));
  if (openData) res.set(OPEN_DATA_CORS);
  if (method === "OPTIONS") {
    if (openData) res.set({ "Access-Control-Allow-Methods": "GET, HEAD", "Access-Control-Allow-Headers": "If-None-Match", "Access-Control-Max-Age": "86400" });
    res.status(204).setHeader("Cache-Control", "no-store");
    res.end();
    return;
  }
  sendProblem(req, res, "method-not-allowed");
}

/**
 * The open data takes no post: 405 with Allow, after the gate, which still takes its password at any
 * address (a visitor who opened an /api/v1 link in the browser while the site is in preparation).
 */
export function refuseOpenDataPosts(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "POST" || !isOpenDataPath(req.path)) return next();
  res.set({ Allow: allowedMethods(req.path), ...OPEN_DATA_CORS });
  sendProblem(req, res, "method-not-allowed");
}
