import type { NextFunction, Request, Response } from "express";
import { LIVE_EVENTS_PATH } from "~/domain/live/events-path.ts";
import { sendProblem } from "./problem.tsx";

/** Paths that only give (no form posts to them). */
const READ_ONLY = new Set(["/healthz", "/robots.txt", LIVE_EVENTS_PATH]);

export function allowedMethods(path: string): string {
  return READ_ONLY.has(path) || path.startsWith("/assets/") ? "GET, HEAD" : "GET, HEAD, POST";
}

/**
 * The site reads (GET, HEAD) and takes forms (POST); nothing else reaches a page. OPTIONS says so
 * (204 with Allow, no CORS: the site is its only origin); PUT, PATCH, DELETE, TRACE and the rest get
 * 405 with Allow, as HTTP asks, before any route can mistake them for something it handles.
 */
export function answerMethods(req: Request, res: Response, next: NextFunction) {
  const { method } = req;
  if (method === "GET" || method === "HEAD" || method === "POST") return next();
  res.setHeader("Allow", allowedMethods(req.path));
  if (method === "OPTIONS") {
    res.status(204).setHeader("Cache-Control", "no-store");
    res.end();
    return;
  }
  sendProblem(req, res, "method-not-allowed");
}
