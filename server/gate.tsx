import type { NextFunction, Request, Response } from "express";
import { renderToStaticMarkup } from "react-dom/server";
import cssHref from "~/app.css?url";
import { GATE_COOKIE, GATE_COOKIE_MAX_AGE, GateCookie, passwordMatches } from "~/domain/gate/gate-cookie.server.ts";
import { GateScreen, TOO_MANY_ATTEMPTS, WRONG_PASSWORD, type GateResult } from "./gate-screen.tsx";
import { addressKey, type Limiter } from "~/platform/http/rate-limits.server.ts";
import { flashCookie } from "~/platform/toast/flash.server.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { readCookie } from "~/platform/http/cookies.ts";
import { bodyOf } from "./request-body.ts";

function renderGate(result: GateResult | null, contactEmail: string | undefined): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<GateScreen cssHref={cssHref} result={result} contactEmail={contactEmail} />)}`;
}

/**
 * Locks every page, data request and API call behind the shared password. Without a valid cookie a
 * page request gets the gate at its own URL; the form posts back to that URL and, once the password
 * is right, the visitor is sent on to it with the cookie set.
 */
export function gateMiddleware(options: { cookie: GateCookie; password: string; secure: boolean; wrongAttempts: Limiter; contactEmail: () => Promise<string> }) {
  const { cookie, wrongAttempts } = options;

  // The committee's address is the organisers' (the event's facts); without the content (the database
  // down before it was first read) the gate still opens, without the contact link.
  const sendGate = async (res: Response, status: number, result: GateResult | null) => {
    const contactEmail = await options.contactEmail().catch(() => undefined);
    res.status(status).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }).send(renderGate(result, contactEmail));
  };

  return async function gate(req: Request, res: Response, next: NextFunction) {
    if (cookie.verify(readCookie(req.headers.cookie, GATE_COOKIE))) return next();

    const isData = req.path.endsWith(".data");
    const isApi = req.path.startsWith("/api/");
    // A link followed from an email (confirmation, password reset) is a page visit even under /api.
    const isNavigation = (req.method === "GET" || req.method === "HEAD") && (req.headers.accept ?? "").includes("text/html");
    const refuse = async () => {
      if (isData || (isApi && !isNavigation)) {
        res.status(401).set("Cache-Control", "no-store").json({ error: "gate_locked", message: "Accès restreint : mot de passe d'accès requis." });
        return;
      }
      await sendGate(res, req.method === "GET" || req.method === "HEAD" ? 200 : 401, null);
    };
    // readBodies has read every POST's form before the gate runs.
    const form = req.method === "POST" && !isData ? bodyOf(res)?.form : undefined;
    if (form?.get("intent") !== "unlock-gate") return refuse();
    const ip = addressKey(req.ip ?? "unknown");
    const record = await wrongAttempts.get(ip);
    if (record && record.consumedPoints >= wrongAttempts.points) {
      res.set("Retry-After", String(Math.ceil(record.msBeforeNext / 1000)));
      return sendGate(res, 429, TOO_MANY_ATTEMPTS);
    }
    const given = form.get("password");
    if (!passwordMatches(typeof given === "string" ? given : "", options.password)) {
      await wrongAttempts.consume(ip).catch(() => undefined);
      return sendGate(res, 401, WRONG_PASSWORD);
    }
    const secure = options.secure ? "; Secure" : "";
    res.append("Set-Cookie", `${GATE_COOKIE}=${cookie.issue()}; Path=/; Max-Age=${GATE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`);
    res.append("Set-Cookie", flashCookie("gate-granted", options.secure));
    res.redirect(303, safeRedirect(req.originalUrl, "/"));
  };
}
