import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import type { Role } from "../../../db/schema/index.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import { authServicesContext } from "./auth-context.server.ts";
import { signedInUser, type SignedInUser } from "./session.server.ts";

export { ACCREDITATION_DESK, ADMIN_ONLY, BACK_OFFICE, STAFF } from "../../../vocabulary/roles.ts";

/**
 * The server-side check that opens every admin loader and action: signed out -> to /auth and back
 * here after signing in; signed in without the role -> 403; otherwise the signed-in user.
 */
export async function requireRole(request: Request, context: Readonly<RouterContextProvider>, allowed: Role[]): Promise<SignedInUser> {
  const user = await signedInUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    url.searchParams.delete("_routes");
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${localizePath("/auth", context.get(localeContext))}?redirectTo=${encodeURIComponent(back)}`);
  }
  if (!allowed.includes(user.role)) throw data({ denied: true }, { status: 403 });
  return user;
}

/** Set once a form post has found the database down, for the loaders that render its answer. */
const postDuringOutage = createContext(false);

/**
 * requireRole for the back office's layout and form pages, except while the database is down: then
 * nobody can be checked and nothing can be saved, and a form post goes on with no user (`null`), so
 * that its action answers with the form as it was sent and the page renders around it without the
 * database: the editor keeps what they typed, with or without JavaScript. The action must save
 * nothing without a user; any other request gets the "unavailable" page (see server/database-outage.ts).
 */
export async function requireRoleForForm(request: Request, context: Readonly<RouterContextProvider>, allowed: Role[]): Promise<SignedInUser | null> {
  if (context.get(postDuringOutage)) return null;
  try {
    return await requireRole(request, context, allowed);
  } catch (error) {
    const { database } = context.get(authServicesContext);
    if (request.method === "GET" || request.method === "HEAD" || !(error instanceof Error) || !(await databaseDown(database))) throw error;
    context.set(postDuringOutage, true);
    return null;
  }
}
