import { useTranslation } from "~/platform/i18n/translation.tsx";
import { isRouteErrorResponse, Outlet, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-layout.route";
import { AdminHeader } from "./admin-header.tsx";
import { BACK_OFFICE, requireRoleForForm } from "~/domain/auth/guard.server.ts";
import { ErrorScreen } from "~/platform/ui/error-screen.tsx";
import { pagePath } from "~/platform/page-policy/page-path.ts";
import { ACCOUNT_PATH, mustEnrolFirst } from "~/domain/two-factor/two-factor.server.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// Every admin page and form sits below this layout: its middleware turns away anyone without a
// back-office role before any admin loader or action runs. Each loader and action checks again.
// While the database is down a form post goes on with no user, for its action to answer with the
// form as sent (requireRoleForForm). After a form post, it answers once this instance's page cache
// has heard of the change, so the editor's next look at the public site shows it. With
// STAFF_TWO_FACTOR=required, a staff account without two-factor is sent to its account page to enrol.
// The back office is a React application in the browser (ADR 013).
export const handle: RouteHandle = { hydrate: true, personal: true };

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const user = await requireRoleForForm(request, context, BACK_OFFICE);
    const { env } = context.get(servicesContext);
    if (mustEnrolFirst(user, env.STAFF_TWO_FACTOR === "required", pagePath(new URL(request.url).pathname))) throw redirect(ACCOUNT_PATH);
    const response = await next();
    if (user && request.method !== "GET" && request.method !== "HEAD") await context.get(servicesContext).changes.settled();
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRoleForForm(request, context, BACK_OFFICE);
  return { user };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader user={loaderData.user} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>("admin");
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <>
        <title>{t("admin.metaTitle")}</title>
        <AdminHeader user={data?.user ?? null} />
        <main id="main" className="mx-auto max-w-3xl px-4 py-16">
          <h1 className="text-2xl font-bold text-slate-900">{t("admin.deniedTitle")}</h1>
          <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-800">{t("admin.denied")}</p>
        </main>
      </>
    );
  }
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
