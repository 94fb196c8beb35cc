import { data, isRouteErrorResponse, Outlet, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/site-layout.route";
import { SiteChrome } from "./site-chrome.tsx";
import { NotFound } from "~/site/not-found/not-found.tsx";
import { ErrorScreen } from "~/platform/ui/error-screen.tsx";
import { servicesContext } from "~/services.server.ts";
import { DEFAULT_LOCALE, isLocale, stripLocale } from "~/platform/i18n/locales.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { gamesUnderway } from "~/domain/live/games-period.ts";
import { socialLinks } from "~/domain/event/social-links.ts";
import { institutionalLinks } from "~/domain/partners/institutional-links.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

// Every page's header follows the Games' dates, its footer the committee's address and accounts and
// the institutional partners.
export const handle: RouteHandle = { shows: ["event", "partners"] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.lang !== undefined) checkLanguage(params.lang, request, context);
  // Decided when the page is rendered: the page cache renders every page again after a minute,
  // so the Live button's pulse starts and stops within a minute or two of midnight in Tahiti.
  const { content } = context.get(servicesContext);
  const [facts, institutions] = await Promise.all([eventFacts(content), institutionalLinks(content)]);
  return { live: gamesUnderway(new Date(), facts), contact: { email: facts.contactEmail, social: socialLinks(facts), institutions } };
}

/** A language prefix: French has none (301 to the path without it), an unknown one is a 404. */
function checkLanguage(lang: string, request: Request, context: Route.LoaderArgs["context"]) {
  if (lang === DEFAULT_LOCALE) {
    const url = new URL(request.url);
    throw redirect(safeRedirect(stripLocale(url.pathname.slice(DEFAULT_LOCALE.length + 1) || "/") + url.search, "/"), 301);
  }
  if (!isLocale(lang)) {
    context.get(servicesContext).log.info({ path: new URL(request.url).pathname }, "page not found");
    throw data(null, { status: 404 });
  }
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome live={loaderData.live} contact={loaderData.contact}>
      <Outlet />
    </SiteChrome>
  );
}

/** A page not found keeps the footer's contact when the layout's own data was read (an unknown language prefix has none). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("site");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteChrome live={false} contact={layout?.contact}>
        <NotFound withTitle />
      </SiteChrome>
    );
  }
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
