import type { FilterName } from "./filters.ts";
import { csvColumns, csvText, datasetPath, exampleOf, FORMATS, OPENAPI_PATH, responseSchemaOf, rowSchemaOf, type Format, type JsonSchema, type OpenApiDocument } from "./openapi.ts";
import { OPEN_DATA_PREFIX } from "./paths.ts";
import { DATASETS, type Dataset } from "./schemas.ts";

// What the /open-data page says of each endpoint, read from the OpenAPI document itself (its paths,
// parameters, schemas and examples), so that the page and the document never disagree.

/** A field's type, for the page to put in words. */
export type FieldType =
  | { kind: "string" | "integer" | "boolean" | "date" | "dateTime" | "uri" | "names" | "object"; nullable: boolean }
  | { kind: "oneOf"; values: string[]; nullable: boolean }
  | { kind: "list"; item: FieldType; nullable: boolean };

export interface FieldDoc {
  name: string;
  type: FieldType;
}

export interface EndpointDoc {
  dataset: Dataset;
  /** The dataset's addresses, JSON first. */
  paths: { format: Format; path: string }[];
  parameters: FilterName[];
  fields: FieldDoc[];
  exampleRequest: string;
  exampleJson: string;
  exampleCsv: string;
}

export interface OpenDataDocumentation {
  endpoints: EndpointDoc[];
  /** The fields around the rows, every dataset's together (the medal table's totals too). */
  envelope: FieldDoc[];
  openApiPath: string;
  /** Every path of the document, as a visitor types it. */
  allPaths: string[];
}

const NAMES_REF = "#/components/schemas/Names";

/** The type of a property of the document's schemas. */
export function fieldType(schema: JsonSchema, nullable = false): FieldType {
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as JsonSchema[];
    const value = options.find((option) => option.type !== "null");
    return fieldType(value ?? {}, nullable || options.some((option) => option.type === "null"));
  }
  if (schema.$ref === NAMES_REF) return { kind: "names", nullable };
  if (schema.$ref !== undefined) return { kind: "object", nullable };
  if (Array.isArray(schema.enum)) return { kind: "oneOf", values: (schema.enum as unknown[]).map(String), nullable };
  if (schema.const !== undefined) return { kind: "oneOf", values: [String(schema.const)], nullable };
  switch (schema.type) {
    case "integer":
      return { kind: "integer", nullable };
    case "boolean":
      return { kind: "boolean", nullable };
    case "array":
      return { kind: "list", item: fieldType((schema.items as JsonSchema | undefined) ?? {}), nullable };
    case "object":
      return { kind: "object", nullable };
    default:
      if (schema.format === "date") return { kind: "date", nullable };
      if (schema.format === "date-time") return { kind: "dateTime", nullable };
      if (schema.format === "uri") return { kind: "uri", nullable };
      return { kind: "string", nullable };
  }
}

const fieldsOf = (schema: JsonSchema): FieldDoc[] => Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => ({ name, type: fieldType(property) }));

/** An example request: the first filters the endpoint takes, with the values the document gives as examples. */
function exampleRequest(document: OpenApiDocument, publicUrl: string, path: string): string {
  const parameters = document.paths[path.slice(OPEN_DATA_PREFIX.length)]!.get.parameters.slice(0, 2);
  const query = new URLSearchParams(parameters.map((parameter) => [parameter.name, String((parameter.schema.examples as unknown[])[0])])).toString();
  return `curl "${publicUrl}${path}${query ? `?${query}` : ""}"`;
}

export function documentation(document: OpenApiDocument, publicUrl: string): OpenDataDocumentation {
  const endpoints = DATASETS.map((dataset): EndpointDoc => {
    const jsonPath = datasetPath(dataset, "json");
    const example = exampleOf(dataset, publicUrl);
    return {
      dataset,
      paths: FORMATS.map((format) => ({ format, path: datasetPath(dataset, format) })).filter(({ path }) => document.paths[path.slice(OPEN_DATA_PREFIX.length)] !== undefined),
      parameters: document.paths[jsonPath.slice(OPEN_DATA_PREFIX.length)]!.get.parameters.map((parameter) => parameter.name),
      fields: fieldsOf(rowSchemaOf(document, dataset)),
      exampleRequest: exampleRequest(document, publicUrl, jsonPath),
      exampleJson: JSON.stringify(example, null, 2),
      exampleCsv: csvText(csvColumns(rowSchemaOf(document, dataset)), example.data),
    };
  });
  const envelope = new Map<string, FieldDoc>();
  for (const dataset of DATASETS) for (const field of fieldsOf(responseSchemaOf(document, dataset))) if (!envelope.has(field.name)) envelope.set(field.name, field);
  // The rows last, as every answer writes them.
  const data = envelope.get("data")!;
  envelope.delete("data");
  return {
    endpoints,
    envelope: [...envelope.values(), data],
    openApiPath: OPENAPI_PATH,
    allPaths: Object.keys(document.paths).map((path) => OPEN_DATA_PREFIX + path),
  };
}
