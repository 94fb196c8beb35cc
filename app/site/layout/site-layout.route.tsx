import { data, isRouteErrorResponse, Outlet, redirect } from "react-router";
import type { Route } from "./+types/site-layout.route";
import { SiteChrome } from "./site-chrome.tsx";
import { NotFound } from "~/site/not-found/not-found.tsx";
import { ErrorScreen } from "~/platform/ui/error-screen.tsx";
import { servicesContext } from "~/platform/services/services.ts";
import { DEFAULT_LOCALE, isLocale, stripLocale } from "~/platform/i18n/locales.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";

export function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.lang === undefined) return null;
  if (params.lang === DEFAULT_LOCALE) {
    const url = new URL(request.url);
    throw redirect(safeRedirect(stripLocale(url.pathname.slice(DEFAULT_LOCALE.length + 1) || "/") + url.search, "/"), 301);
  }
  if (!isLocale(params.lang)) {
    context.get(servicesContext).log.info({ path: new URL(request.url).pathname }, "page not found");
    throw data(null, { status: 404 });
  }
  return null;
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteChrome>
        <NotFound withTitle />
      </SiteChrome>
    );
  }
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
