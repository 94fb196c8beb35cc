import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { translatorContext } from "~/platform/i18n/context.ts";
import { TranslationProvider } from "~/platform/i18n/translation.tsx";
import { NonceContext } from "~/platform/http/nonce.ts";
import { requestContext } from "~/platform/http/request-context.ts";
import { servicesContext, type Services } from "~/services.server.ts";
import { pagePolicy } from "~/platform/page-policy/page-policy.ts";

export const streamTimeout = 5_000;

export { shareCards } from "~/domain/share/share-cards.server.ts";

/**
 * A loader, action or render that failed: into the JSON log, with its request's id. A client's
 * mistake (a POST where no action is, a 404) is an answer, not a failure.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const { log } = context.get(servicesContext);
  log.error({ err: error, id: context.get(requestContext).id, method: request.method, path: new URL(request.url).pathname }, "route failed");
};

/**
 * Every document is sent whole, once rendered. No route defers data, so a stream would carry the
 * same bytes at the same moment, in dozens of small chunks that each cost a pass through web
 * streams and compression.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const translator = loadContext.get(translatorContext);
  const { nonce } = loadContext.get(requestContext);
  const document = (
    <NonceContext.Provider value={nonce}>
      <TranslationProvider translator={translator}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </TranslationProvider>
    </NonceContext.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  // A page that does not hydrate carries no data for the browser, so nothing in it waits: one
  // synchronous pass gives the same bytes for about a quarter less server time per page (ADR 013).
  if (!pagePolicy(handles).hydrate) {
    return new Response(`<!DOCTYPE html>${renderToString(document)}`, { headers: responseHeaders, status: responseStatusCode });
  }
  return renderWhole(document, nonce, responseHeaders, responseStatusCode, loadContext.get(servicesContext).log);
}

/** A hydrated page: its data for the browser streams in through Suspense, so wait for all of it. */
function renderWhole(document: React.ReactNode, nonce: string | undefined, responseHeaders: Headers, responseStatusCode: number, log: Services["log"]) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the document is rendered: a pending timer would keep the whole render alive.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        buffer(body).then((html) => {
          clearTimeout(timeout);
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        }, reject);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready are reported by onShellError; later ones are logged once.
        if (shellRendered) log.error({ err: error }, "render failed");
      },
    });
  });
}
