import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

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

/**
 * Refuses cross-site form posts: a POST must come from the site's own origin. Browsers always send
 * Origin on POST; its absence means a non-browser client, which the other checks still cover.
 */
export function sameOriginPosts(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    const host = req.headers.host;
    if (origin === allowed || (host && (origin === `http://${host}` || origin === `https://${host}`))) return next();
    res.status(403).type("text/plain; charset=utf-8").send("Requête refusée : origine non autorisée.");
  };
}
