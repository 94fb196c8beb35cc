import { etagMatches, strongEtag } from "~/platform/http/etag.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import { DATASET_FILTERS, readFilters, type Filters, type KnownValues } from "./filters.ts";
import { csvColumns, csvText, datasetPath, FORMATS, MEDIA_TYPES, OPENAPI_PATH, openApiDocument, rowSchemaOf, type CsvColumn, type Format } from "./openapi.ts";
import { OPEN_DATA_CORS } from "./paths.ts";
import type { ApiError, Dataset } from "./schemas.ts";

// How the open data answers a request (its routes stay a few lines): the format from the address,
// the filters from the query, the body with its ETag, a 304 when the client has it already, and
// refusals as JSON errors. Cache-Control is the server's (the routes' `maxAge`, ADR 009): the same
// with the page cache on or off.

/**
 * The format asked for at a dataset's exact address (`/api/v1/schedule.csv`), or null for any other
 * spelling the router lets through (it matches a path whatever its case, and with a trailing slash):
 * `schedule.CSV` is not an address of the open data, and must not answer its JSON either.
 */
export function formatOf(request: Request, dataset: Dataset): Format | null {
  const { pathname } = new URL(request.url);
  return FORMATS.find((format) => pathname === datasetPath(dataset, format)) ?? null;
}

/** Whether the request is at the OpenAPI document's exact address (see formatOf). */
export function atOpenApiPath(request: Request): boolean {
  return new URL(request.url).pathname === OPENAPI_PATH;
}

/** A refusal, readable by any site's scripts too (the CORS header), never stored. */
export function errorResponse(status: number, error: ApiError): Response {
  return Response.json(error, { status, headers: { ...OPEN_DATA_CORS, "Cache-Control": "no-store" } });
}

/** The filters of a request, or its 400 in the visitor's language. */
export function filtersOf(request: Request, dataset: Dataset, known: KnownValues, t: Translate): Filters | Response {
  const read = readFilters(new URL(request.url).searchParams, DATASET_FILTERS[dataset], known);
  if (read.ok) return read.filters;
  const { parameter, reason, value, allowed } = read.problem;
  return errorResponse(400, { error: "invalid-parameter", message: t(`openData.errors.${reason}`, { parameter, value }), parameter, ...(allowed && { allowed }) });
}

/**
 * A body as the answer to a request: 304 when its If-None-Match names the body's tag (nothing is
 * sent again), else 200 with it, shown in the browser rather than saved (inline), under a name.
 */
export function bodyResponse(request: Request, body: string, format: Format, filename: string): Response {
  const bytes = Buffer.from(body, "utf8");
  const etag = strongEtag(bytes);
  if (etagMatches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: { ...OPEN_DATA_CORS, ETag: etag } });
  return new Response(bytes, {
    headers: { ...OPEN_DATA_CORS, ETag: etag, "Content-Type": MEDIA_TYPES[format], "Content-Disposition": `inline; filename="${filename}"` },
  });
}

const columnsOf = new Map<Dataset, CsvColumn[]>();

/** A dataset's answer in the format asked (formatOf): the JSON document, or its rows as CSV. */
export function datasetResponse(request: Request, dataset: Dataset, format: Format, answer: { data: readonly object[] }): Response {
  if (format === "json") return bodyResponse(request, JSON.stringify(answer), "json", `tahiti2027-${dataset}.json`);
  let columns = columnsOf.get(dataset);
  if (!columns) {
    columns = csvColumns(rowSchemaOf(openApiDocument(""), dataset));
    columnsOf.set(dataset, columns);
  }
  return bodyResponse(request, csvText(columns, answer.data), "csv", `tahiti2027-${dataset}.csv`);
}

/** The OpenAPI document at the site's address. */
export function openApiResponse(request: Request, publicUrl: string): Response {
  return bodyResponse(request, JSON.stringify(openApiDocument(publicUrl)), "json", "tahiti2027-openapi.json");
}

/** Any other address under the prefix: a JSON 404 that says where the endpoints are described. */
export function notFoundResponse(publicUrl: string, t: Translate): Response {
  return errorResponse(404, { error: "not-found", message: t("openData.errors.notFound", { openapi: publicUrl + OPENAPI_PATH }) });
}
