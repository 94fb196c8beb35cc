/**
 * A public page is the same for every visitor (the page cache, ADR 013), so whether someone is signed
 * in is found out in the browser. The session cookie is HttpOnly and stays so: beside it the server
 * sets this hint, readable by the page's script, which holds no secret (only "1") and lives exactly
 * as long as the session cookie. The page's script asks ACCOUNT_STATUS_PATH who is signed in only
 * when the hint is there, so visitors without an account cost no request.
 */
export const ACCOUNT_HINT_COOKIE = "t27_account";
export const ACCOUNT_STATUS_PATH = "/api/account";

/** The name of Better Auth's session cookie (with the prefix it takes on HTTPS). */
export const SESSION_COOKIE = /^(?:__Secure-|__Host-)?better-auth\.session_token$/;

/**
 * The hint's Set-Cookie for one of Better Auth's, or null when that one is not the session cookie:
 * the session cookie's own lifetime, path, SameSite and Secure, without HttpOnly, and a cleared hint
 * when the session cookie is cleared.
 */
export function accountHintCookie(setCookie: string): string | null {
  const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
  const separator = pair.indexOf("=");
  if (separator < 0 || !SESSION_COOKIE.test(pair.slice(0, separator))) return null;
  const cleared = pair.slice(separator + 1) === "" || attributes.some((attribute) => /^max-age=0$/i.test(attribute));
  const kept = attributes.filter((attribute) => /^(?:max-age|expires|path|samesite|secure)(?:=|$)/i.test(attribute));
  return [`${ACCOUNT_HINT_COOKIE}=${cleared ? "" : "1"}`, ...kept].join("; ");
}
