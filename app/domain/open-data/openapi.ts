import { z } from "zod";
import { en } from "~/locales/en.ts";
import { LOCALES, type Locale } from "~/platform/i18n/locales.ts";
import { dataCsv, type CsvCell } from "~/platform/csv/csv.ts";
import { EXAMPLES } from "./examples.ts";
import { DATASET_FILTERS, type FilterName } from "./filters.ts";
import { OPEN_DATA_MAX_AGE, OPEN_DATA_PREFIX } from "./paths.ts";
import { COMPONENTS, DATASETS, LICENSE, type Dataset } from "./schemas.ts";

// The OpenAPI 3.1 document of the open data, generated from the schemas the answers are typed by, so
// that the document, the answers and the /open-data page (which lists the document's fields) agree.

export type JsonSchema = { [keyword: string]: unknown };

export const FORMATS = ["json", "csv"] as const;
export type Format = (typeof FORMATS)[number];

/** A dataset's address in a format, under the versioned prefix. */
export const datasetPath = (dataset: Dataset, format: Format) => `${OPEN_DATA_PREFIX}/${dataset}.${format}`;
export const OPENAPI_PATH = `${OPEN_DATA_PREFIX}/openapi.json`;

export const MEDIA_TYPES: Record<Format, string> = { json: "application/json; charset=utf-8", csv: "text/csv; charset=utf-8; header=present" };

const RESPONSE_SCHEMA: Record<Dataset, string> = { schedule: "ScheduleResponse", results: "ResultsResponse", medals: "MedalsResponse", delegations: "DelegationsResponse" };
const ROW_SCHEMA: Record<Dataset, string> = { schedule: "ScheduleSession", results: "ResultLine", medals: "MedalStanding", delegations: "Delegation" };
const NAMES_REF = "#/components/schemas/Names";
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

const FILTER_SCHEMAS: Record<FilterName, JsonSchema> = {
  day: { type: "string", format: "date", examples: ["2027-08-02"] },
  sport: { type: "string", examples: ["athletics"] },
  venue: { type: "string", examples: ["hitiaa-athletics"] },
  delegation: { type: "string", pattern: "^[A-Za-z]{3}$", examples: ["TAH"] },
};

/** The schemas of every answer, as components: each refers to the others by `#/components/schemas/{id}`. */
function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(COMPONENTS, { target: "draft-2020-12", uri: (id) => `#/components/schemas/${id}` });
  // Each stands in the document, not as a document of its own: no $schema, no $id.
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema as JsonSchema]));
}

/** A CSV column: a field of the row, or one language of a field holding names. */
export interface CsvColumn {
  name: string;
  field: string;
  locale?: Locale;
}

function holdsNames(property: JsonSchema): boolean {
  return property.$ref === NAMES_REF || (Array.isArray(property.anyOf) && (property.anyOf as JsonSchema[]).some((one) => one.$ref === NAMES_REF));
}

/** The columns of a dataset's CSV file, in the order of its row's fields: names in six columns. */
export function csvColumns(row: JsonSchema): CsvColumn[] {
  const properties = row.properties as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([field, property]) =>
    holdsNames(property) ? LOCALES.map((locale) => ({ name: `${field}_${locale}`, field, locale })) : [{ name: field, field }],
  );
}

function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(" ");
  if (typeof value === "number" || typeof value === "string") return value;
  return String(value);
}

/** Rows as the CSV file of their columns: the same rows as the JSON, one cell per column. */
export function csvText(columns: readonly CsvColumn[], rows: readonly object[]): string {
  const lines = rows.map((row) =>
    columns.map(({ field, locale }) => {
      const value = (row as Record<string, unknown>)[field];
      return cell(locale ? (value as Partial<Record<Locale, string>> | null)?.[locale] : value);
    }),
  );
  return dataCsv([columns.map((column) => column.name), ...lines]);
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: JsonSchema;
  servers: { url: string }[];
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, JsonSchema> };
  [key: string]: unknown;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  parameters: { name: FilterName; in: "query"; required: false; description: string; schema: JsonSchema }[];
  responses: Record<string, { description: string; headers?: Record<string, JsonSchema>; content?: Record<string, { schema: JsonSchema; example?: unknown }> }>;
  [key: string]: unknown;
}

const HEADERS = {
  ETag: { description: "A strong tag of the body: send it back in If-None-Match to get a 304 while the data is unchanged.", schema: { type: "string" } },
  "Cache-Control": { description: `How long the answer may be reused: max-age=${OPEN_DATA_MAX_AGE}, public once the site is open, private while it is in preparation.`, schema: { type: "string" } },
  "Access-Control-Allow-Origin": { description: "Any site's scripts may read the data.", schema: { type: "string", const: "*" } },
};

const errorContent = { "application/json": { schema: ref("Error") } };

/** The example of a dataset, citing this site's page. */
export function exampleOf<D extends Dataset>(dataset: D, publicUrl: string): (typeof EXAMPLES)[D] {
  return { ...EXAMPLES[dataset], source: `${publicUrl}/open-data` };
}

function operation(dataset: Dataset, format: Format, schemas: Record<string, JsonSchema>, publicUrl: string): Operation {
  const example = exampleOf(dataset, publicUrl);
  const columns = csvColumns(schemas[ROW_SCHEMA[dataset]]!);
  const content: Operation["responses"][string]["content"] =
    format === "json"
      ? { "application/json": { schema: ref(RESPONSE_SCHEMA[dataset]), example } }
      : { "text/csv": { schema: { type: "string", description: `A header row, then one row per item of data: ${columns.map((column) => column.name).join(", ")}.` }, example: csvText(columns, example.data) } };
  const filters = DATASET_FILTERS[dataset];
  return {
    operationId: `${dataset}${format === "json" ? "Json" : "Csv"}`,
    summary: `${en.openData.datasets[dataset]} (${format.toUpperCase()})`,
    description: en.openData.endpoints[dataset],
    tags: [dataset],
    parameters: filters.map((name) => ({ name, in: "query", required: false, description: en.openData.parameters[name], schema: FILTER_SCHEMAS[name] })),
    responses: {
      "200": { description: en.openData.datasets[dataset], headers: HEADERS, content },
      "304": { description: "Not modified: the ETag sent in If-None-Match is still the data's." },
      ...(filters.length > 0 && { "400": { description: en.openData.filtersNote, content: errorContent } }),
      "401": { description: "While the site is in preparation: the access password's cookie is required (error gate_locked).", content: errorContent },
    },
  };
}

/** The document, its servers and examples at the site's address. */
export function openApiDocument(publicUrl: string): OpenApiDocument {
  const schemas = componentSchemas();
  const paths: Record<string, { get: Operation }> = {};
  for (const dataset of DATASETS) for (const format of FORMATS) paths[datasetPath(dataset, format).slice(OPEN_DATA_PREFIX.length)] = { get: operation(dataset, format, schemas, publicUrl) };
  paths[OPENAPI_PATH.slice(OPEN_DATA_PREFIX.length)] = {
    get: {
      operationId: "openapi",
      summary: en.openData.datasets.openapi,
      description: en.openData.endpoints.openapi,
      parameters: [],
      responses: { "200": { description: en.openData.datasets.openapi, headers: HEADERS, content: { "application/json": { schema: { type: "object" } } } }, "304": { description: "Not modified." } },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Tahiti 2027 — open data",
      version: "1.0.0",
      summary: "Schedule, results, medal table and delegations of the 18th Pacific Games, Tahiti 2027.",
      description: [en.openData.csv, en.openData.csvFormulas, en.openData.times, en.openData.filtersNote, en.openData.freshness.replace("{{seconds}}", String(OPEN_DATA_MAX_AGE))].join("\n\n"),
      license: { name: LICENSE.name, url: LICENSE.url },
    },
    externalDocs: { url: `${publicUrl}/open-data` },
    servers: [{ url: publicUrl + OPEN_DATA_PREFIX }],
    paths,
    components: { schemas },
  };
}

/** Where the page finds a dataset's schemas in the document. */
export const responseSchemaOf = (document: OpenApiDocument, dataset: Dataset) => document.components.schemas[RESPONSE_SCHEMA[dataset]]!;
export const rowSchemaOf = (document: OpenApiDocument, dataset: Dataset) => document.components.schemas[ROW_SCHEMA[dataset]]!;
