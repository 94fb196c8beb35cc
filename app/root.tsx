import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import enhancementsUrl from "virtual:enhancements-url";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { i18nMiddleware } from "~/platform/i18n/middleware.server.ts";
import { DEV_RELOAD_SCRIPT } from "~/platform/behaviours/dev-reload.ts";
import { pagePolicy } from "~/platform/page-policy/page-policy.ts";
import { servicesContext } from "~/services.server.ts";
import { useNonce } from "~/platform/http/nonce.ts";
import { flashContext, flashMiddleware, flashToast } from "~/platform/toast/flash.server.ts";
import { ToastRegion } from "~/platform/toast/toaster.tsx";
import { ErrorScreen } from "~/platform/ui/error-screen.tsx";
import { localizePath, stripLocale } from "~/platform/i18n/locales.ts";
import type { RootData } from "~/platform/ui/root-data.ts";
import { WEB_MANIFEST_FILE } from "~/platform/offline/web-manifest-path.ts";
import { sharePage } from "~/domain/share/share-cards.server.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";

export const middleware: Route.MiddlewareFunction[] = [i18nMiddleware, flashMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, content } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const flash = context.get(flashContext);
  const toast = flash ? flashToast(flash, t, new URL(request.url).host) : null;
  const locale = context.get(localeContext);
  // The share card says the Games' days. A stored page that does not show the event's facts keeps its card's URL after they change; the image route redirects that old version to the new one.
  const path = stripLocale(new URL(request.url).pathname);
  // A delegation's page's card is named after it (its route shows the delegations).
  const delegations = path.startsWith("/countries/") ? await delegationsIn(content, locale) : undefined;
  const share = await sharePage(path, locale, env.PUBLIC_URL, await eventFacts(content), delegations, content);
  const data = { locale, publicUrl: env.PUBLIC_URL, toast, share };
  return data satisfies RootData;
}

/**
 * Public pages are documents with a small script of behaviours; only routes that ask for it (the
 * back office) load React and React Router in the browser.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { locale } = useTranslation();
  const hydrate = pagePolicy(useMatches().map((match) => match.handle)).hydrate;
  // Should a hydrated page navigate to one that does not hydrate, the browser loads that page as a document.
  // eslint-disable-next-line no-restricted-syntax -- effects run only where React runs in the browser, on hydrated pages: this one is their way out to a public page
  useEffect(() => {
    if (!hydrate) window.location.reload();
  }, [hydrate]);
  const lang = data?.locale ?? locale;
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={localizePath(WEB_MANIFEST_FILE, lang)} />
        {/* A precedence makes React write the one render-blocking file before the script preloads. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
        {/* Empty in the browser's bundle (vite.config.ts), where a hydrated page never needs it. */}
        {!hydrate && enhancementsUrl !== "" && <script type="module" src={enhancementsUrl} nonce={nonce} />}
        {import.meta.env.DEV && !hydrate && <script type="module" src={DEV_RELOAD_SCRIPT} />}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        {hydrate && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <ToastRegion message={loaderData.toast} hydrated={pagePolicy(useMatches().map((match) => match.handle)).hydrate} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorScreen status={status} />;
}
