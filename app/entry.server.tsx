import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { translatorContext } from "~/features/i18n/context.ts";
import { TranslationProvider } from "~/features/i18n/translation.tsx";
import { NonceContext } from "~/features/server/nonce.ts";
import { requestContext } from "~/features/server/services.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const translator = loadContext.get(translatorContext);
  const { nonce } = loadContext.get(requestContext);
  // Crawlers and the no-JavaScript path get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the document is written: a pending timer would keep the whole render alive.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationProvider translator={translator}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </TranslationProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          body.once("close", () => clearTimeout(timeout));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are reported by onShellError; later ones are logged once.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
