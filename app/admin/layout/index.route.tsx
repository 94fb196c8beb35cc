import { redirect } from "react-router";
import type { Route } from "./+types/index.route";
import { BACK_OFFICE, requireRole } from "~/domain/auth/guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, BACK_OFFICE);
  throw redirect("/admin/dashboard");
}

// A page, not a resource route, so a refusal renders the denial page like every admin page.
export default function AdminIndex() {
  return null;
}
