import type { IncomingMessage, ServerResponse } from "node:http";
import { renderToStaticMarkup } from "react-dom/server";
import cssHref from "~/app.css?url";
import { formatNumber } from "~/platform/i18n/format.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { DEFAULT_LOCALE, type Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import type { Problem } from "./problems.ts";
import { languageOf } from "./request-facts.ts";


const STATUS: Record<Problem, number> = {
  "malformed-url": 400,
  "forbidden-characters": 400,
  "body-too-large": 413,
  "unsupported-body": 415,
  "malformed-body": 400,
  "method-not-allowed": 405,
  "cross-origin": 403,
};

export interface ProblemDetails {
  /** The body limit, in bytes, for "body-too-large". */
  limit?: number;
}

function describe(problem: Problem, t: Translate, locale: Locale, method: string, details: ProblemDetails): string {
  switch (problem) {
    case "malformed-url":
      return t("problem.malformedUrl");
    case "forbidden-characters":
      return t("problem.forbiddenCharacters");
    case "body-too-large":
      return t("problem.bodyTooLarge", { limit: formatNumber((details.limit ?? 0) / 1024 / 1024, locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }) });
    case "unsupported-body":
      return t("problem.unsupportedBody");
    case "malformed-body":
      return t("problem.malformedBody");
    case "method-not-allowed":
      return t("problem.methodNotAllowed", { method });
    case "cross-origin":
      return t("problem.crossOrigin");
  }
}

/**
 * Refuses a request with the status HTTP gives its problem and a message that says what was wrong:
 * JSON for the API and React Router's data requests, a page in the visitor's language otherwise.
 */
export function sendProblem(req: IncomingMessage, res: ServerResponse, problem: Problem, details: ProblemDetails = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
  const locale = languageOf(req);
  const { t } = translatorFor(locale);
  const message = describe(problem, t, locale, req.method ?? "", details);
  const status = STATUS[problem];
  res.statusCode = status;
  res.setHeader("Cache-Control", "no-store");
  // The rest of a refused body is read and dropped, so the client gets this answer instead of a reset
  // connection; limitRequestTime bounds how long that goes on.
  if (!req.complete) req.resume();
  if (rawPath.startsWith("/api/") || rawPath.endsWith(".data")) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ error: problem, message }));
    return;
  }
  const page = (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t("problem.metaTitle")}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={cssHref} />
      </head>
      <body className="bg-white text-slate-900 antialiased">
        <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">{t("problem.title")}</h1>
          <p role="alert" className="mt-4 text-slate-700">{message}</p>
          {/* A refused form: the browser's previous page still holds what the visitor typed. */}
          {req.method === "POST" && <p className="mt-4 text-slate-700">{t("problem.back")}</p>}
          <a href={locale === DEFAULT_LOCALE ? "/" : `/${locale}`} className="mt-8 rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900">
            {t("error.home")}
          </a>
        </main>
      </body>
    </html>
  );
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(`<!DOCTYPE html>${renderToStaticMarkup(page)}`);
}
