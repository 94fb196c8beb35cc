import { createContext, type RouterContextProvider } from "react-router";
import { ROLES, type Role } from "../../../db/schema/index.ts";
import { authServicesContext } from "./auth-context.server.ts";
import { accountHintCookie, SESSION_COOKIE } from "./account-hint.ts";
import type { Auth } from "./auth.server.ts";

export interface SignedInUser {
  id: string;
  email: string;
  role: Role;
  /** Two-factor sign-in is on for this account (Better Auth's two-factor plugin). */
  twoFactorEnabled: boolean;
}

/** The signed-in user, if any; a role that cannot be read counts as "user". */
export async function currentUser(auth: Auth, request: Request): Promise<SignedInUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const role = (session.user as { role?: unknown }).role;
  return {
    id: session.user.id,
    email: session.user.email,
    role: (ROLES as readonly unknown[]).includes(role) ? (role as Role) : "user",
    twoFactorEnabled: (session.user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true,
  };
}

const signedInContext = createContext<Promise<SignedInUser | null> | null>(null);

/**
 * The request's signed-in user, looked up once however many middlewares, actions and loaders ask
 * (an article save asks in the layout's middleware, the action and two loaders). Every change to a
 * session or its user (sign-in, sign-out, two-factor) answers with a redirect, so no later loader of
 * the same request needs it looked up again.
 */
export function signedInUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SignedInUser | null> {
  let user = context.get(signedInContext);
  if (!user) {
    user = currentUser(context.get(authServicesContext).auth, request);
    context.set(signedInContext, user);
  }
  return user;
}

/**
 * Set-Cookie headers of a Better Auth response, to forward on our own response; a session cookie set
 * or cleared brings the account hint along (account-hint.ts), so the public pages can tell.
 */
export function forwardCookies(from: Response, to: Headers = new Headers()): Headers {
  for (const cookie of from.headers.getSetCookie()) {
    to.append("Set-Cookie", cookie);
    const hint = accountHintCookie(cookie);
    if (hint) to.append("Set-Cookie", hint);
  }
  return to;
}

/**
 * Request headers that carry the session a Better Auth response has just opened (its Set-Cookie), to
 * act as that session on the server in the same request; null when the response opened none.
 */
export function newSessionHeaders(from: Response): Headers | null {
  for (const cookie of from.headers.getSetCookie()) {
    const pair = cookie.split(";")[0]!.trim();
    const separator = pair.indexOf("=");
    if (separator > 0 && SESSION_COOKIE.test(pair.slice(0, separator)) && pair.length > separator + 1) return new Headers({ Cookie: pair });
  }
  return null;
}

/** The error code of a refused Better Auth response (INVALID_PASSWORD, INVALID_CODE...), if it says one. */
export async function authErrorCode(response: Response): Promise<string | undefined> {
  try {
    return ((await response.json()) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** A form field as the text it was sent as; a missing field or a file reads as "". */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
