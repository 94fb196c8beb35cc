import type { Route } from "./+types/account-status.route";
import { signedInUser } from "~/domain/auth/session.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// Who asks decides the answer: never stored, by the page cache or the browser.
export const handle: RouteHandle = { personal: true };

/**
 * Who is signed in, for the account menu of the public pages (account-status.client.ts): the email
 * alone, never the session or its token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await signedInUser(request, context);
  return Response.json({ email: user?.email ?? null }, { headers: { "Cache-Control": "no-store" } });
}
