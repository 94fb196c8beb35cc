import type { Translate } from "~/platform/i18n/translator.ts";
import { createContext, type MiddlewareFunction } from "react-router";
import type { ToastMessage } from "./toast.ts";

// A one-shot message carried across a redirect in a short-lived cookie, e.g. the gate's welcome.
export const FLASH_COOKIE = "t27_flash";
export const FLASH_KINDS = ["gate-granted", "signed-in", "signed-out"] as const;
export type FlashKind = (typeof FLASH_KINDS)[number];

export function readFlash(request: Request): FlashKind | null {
  const header = request.headers.get("Cookie") ?? "";
  const match = header.match(new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return (FLASH_KINDS as readonly string[]).includes(value ?? "") ? (value as FlashKind) : null;
}

export function flashCookie(kind: FlashKind, secure: boolean): string {
  return `${FLASH_COOKIE}=${kind}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const clearFlashCookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export const flashContext = createContext<FlashKind | null>(null);

/** Hands the flash to the loaders of this request and clears it once the page is answered. */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const flash = readFlash(request);
  context.set(flashContext, flash);
  const response = await next();
  if (flash) response.headers.append("Set-Cookie", clearFlashCookie);
  return response;
};

/** What the page shows for a flash, in the visitor's language. */
export function flashToast(kind: FlashKind, t: Translate, host: string): ToastMessage {
  switch (kind) {
    case "gate-granted":
      return { kind: "success", title: t("gate.granted"), description: t("gate.welcome", { host }) };
    case "signed-in":
      return { kind: "success", title: t("auth.loginSuccess") };
    case "signed-out":
      return { kind: "success", title: t("auth.signedOut") };
  }
}
