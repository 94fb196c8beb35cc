import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { bodyOf } from "./request-body.ts";
import { requestOrigin } from "./request-origin.ts";

/**
 * The Fetch API request that React Router and Better Auth read, made from an Express request whose
 * body `readBodies` has already read: both get the same URL, headers and bytes, and neither reads
 * from the socket.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, fallbackHost: string): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const body = bodyOf(res)?.bytes;
  return new Request(requestOrigin(req, fallbackHost) + req.originalUrl, {
    method: req.method,
    headers,
    body: body && req.method !== "GET" && req.method !== "HEAD" ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

/** Writes a Fetch API response whole (the site's documents and the API's answers are small). */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  if (res.destroyed || res.writableEnded) return;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.end(body);
}
