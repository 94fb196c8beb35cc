import { describe, expect, it } from "vitest";
import { documentation, fieldType } from "./documentation.ts";
import { openApiDocument } from "./openapi.ts";

describe("fieldType", () => {
  it("reads the types the document's schemas use", () => {
    expect(fieldType({ type: "integer", minimum: 1 })).toEqual({ kind: "integer", nullable: false });
    expect(fieldType({ anyOf: [{ $ref: "#/components/schemas/Names" }, { type: "null" }] })).toEqual({ kind: "names", nullable: true });
    expect(fieldType({ anyOf: [{ type: "string", enum: ["provisional", "official"] }, { type: "null" }] })).toEqual({ kind: "oneOf", values: ["provisional", "official"], nullable: true });
    expect(fieldType({ type: "string", format: "date-time" })).toEqual({ kind: "dateTime", nullable: false });
    expect(fieldType({ type: "array", items: { type: "string" } })).toEqual({ kind: "list", item: { kind: "string", nullable: false }, nullable: false });
    expect(fieldType({ type: "string", const: "schedule" })).toEqual({ kind: "oneOf", values: ["schedule"], nullable: false });
  });
});

describe("documentation", () => {
  const docs = documentation(openApiDocument("https://tahiti2027.example"), "https://tahiti2027.example");

  it("lists every path of the document", () => {
    const listed = [...docs.endpoints.flatMap((endpoint) => endpoint.paths.map(({ path }) => path)), docs.openApiPath];
    expect(listed.sort()).toEqual([...docs.allPaths].sort());
  });

  it("gives each endpoint its filters, its fields, an example request with the document's sample values, and its examples", () => {
    const schedule = docs.endpoints.find((endpoint) => endpoint.dataset === "schedule")!;
    expect(schedule.parameters).toEqual(["day", "sport", "venue", "delegation"]);
    expect(schedule.fields.find((field) => field.name === "starts_at")?.type).toEqual({ kind: "dateTime", nullable: false });
    expect(schedule.exampleRequest).toBe('curl "https://tahiti2027.example/api/v1/schedule.json?day=2027-08-02&sport=athletics"');
    expect(JSON.parse(schedule.exampleJson)).toMatchObject({ dataset: "schedule", count: 1 });
    expect(schedule.exampleCsv.split("\r\n")).toHaveLength(3);
    expect(docs.endpoints.find((endpoint) => endpoint.dataset === "medals")!.exampleRequest).toBe('curl "https://tahiti2027.example/api/v1/medals.json"');
  });

  it("says the fields around the rows once, the rows last", () => {
    expect(docs.envelope.map((field) => field.name)).toEqual(["dataset", "demo", "license", "source", "count", "totals", "data"]);
  });
});
