import { data, redirect, type RouterContextProvider } from "react-router";
import type { Role } from "../../../db/schema/index.ts";
import { localeContext } from "~/features/i18n/context.ts";
import { localizePath } from "~/features/i18n/locales.ts";
import { servicesContext } from "~/features/server/services.ts";
import { currentUser, type SignedInUser } from "./session.server.ts";

/** Who may do what in the back office (DESIGN.md "Data"). */
export const STAFF: Role[] = ["admin", "moderator"];
export const ADMIN_ONLY: Role[] = ["admin"];

/**
 * The server-side check that opens every admin loader and action: signed out -> to /auth and back
 * here after signing in; signed in without the role -> 403; otherwise the signed-in user.
 */
export async function requireRole(request: Request, context: Readonly<RouterContextProvider>, allowed: Role[]): Promise<SignedInUser> {
  const { auth } = context.get(servicesContext);
  const user = await currentUser(auth, request);
  if (!user) {
    const url = new URL(request.url);
    url.searchParams.delete("_routes");
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${localizePath("/auth", context.get(localeContext))}?redirectTo=${encodeURIComponent(back)}`);
  }
  if (!allowed.includes(user.role)) throw data({ denied: true }, { status: 403 });
  return user;
}
