import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { sendProblem } from "./problem.tsx";
import { requestOrigin } from "./request-origin.ts";

/**
 * A fresh CSP nonce per response for the pages that carry inline scripts (React Router's, on
 * hydrated pages); the others load only the site's own files and get none.
 */
export function nonces(needsOne: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (needsOne(req)) res.locals.nonce = randomBytes(16).toString("base64");
    next();
  };
}

// Powerful features the site never uses, off for its pages and anything they could ever embed.
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export function securityHeaders({ https }: { https: boolean }) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [(_req, res) => ((res as Response).locals.nonce ? `'self' 'nonce-${(res as Response).locals.nonce}'` : "'self'")],
        // Toasts and dialogs set inline styles at run time.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "media-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    // The same rule as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: "deny" },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/** An origin as URLs compare them (case, default port), or "null" for one that is not a URL. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
}

/**
 * Refuses cross-site form posts: a POST's Origin must be the origin the request was sent to, the same
 * comparison React Router makes before an action, made here first so that a refusal is a page in the
 * visitor's language, not React Router's error. Behind a proxy that origin is the scheme and host it
 * forwarded (docs/configuration.md, next to TRUST_PROXY): one that forwards no scheme has every
 * post refused, and the warning says which origin was expected. Browsers always send Origin on POST;
 * its absence means a non-browser client, which the other checks still cover.
 */
export function sameOriginPosts(publicHost: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    const expected = requestOrigin(req, publicHost);
    if (originOf(origin) === originOf(expected)) return next();
    req.log.warn({ origin, expected }, "form post refused: its Origin is not the origin it was sent to");
    sendProblem(req, res, "cross-origin");
  };
}
