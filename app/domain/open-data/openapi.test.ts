import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { csvColumns, csvText, exampleOf, openApiDocument, responseSchemaOf, rowSchemaOf, type JsonSchema } from "./openapi.ts";
import { DATASETS, RESPONSES } from "./schemas.ts";

const document = openApiDocument("https://tahiti2027.example");
const properties = (schema: JsonSchema) => schema.properties as Record<string, JsonSchema>;

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 at the site's address, with every dataset as JSON and CSV and itself", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "https://tahiti2027.example/api/v1" }]);
    expect(Object.keys(document.paths).sort()).toEqual(
      ["/delegations.csv", "/delegations.json", "/medals.csv", "/medals.json", "/openapi.json", "/results.csv", "/results.json", "/schedule.csv", "/schedule.json"],
    );
    expect(document.paths["/schedule.csv"]!.get.responses["200"]!.content).toHaveProperty("text/csv");
    expect(document.paths["/schedule.json"]!.get.parameters.map((parameter) => parameter.name)).toEqual(["day", "sport", "venue", "delegation"]);
    expect(document.paths["/medals.json"]!.get.parameters).toEqual([]);
  });

  it("refers to its own components, as a document of its own would not ($id, $schema)", () => {
    const text = JSON.stringify(document);
    for (const [, target] of text.matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)) expect(document.components.schemas).toHaveProperty(target!);
    expect(text).not.toContain('"$id"');
    expect(text).not.toContain('"$schema"');
  });

  it("describes every field of every answer in English", () => {
    for (const dataset of DATASETS) {
      for (const schema of [rowSchemaOf(document, dataset), responseSchemaOf(document, dataset)]) {
        for (const [name, property] of Object.entries(properties(schema))) expect(property.description, `${dataset}.${name}`).toEqual(expect.any(String));
      }
    }
  });

  it("gives examples its own schemas accept, citing the site's page", () => {
    for (const dataset of DATASETS) {
      const example = document.paths[`/${dataset}.json`]!.get.responses["200"]!.content!["application/json"]!.example;
      expect(RESPONSES[dataset].parse(example)).toEqual(example);
      expect(example).toMatchObject({ demo: true, source: "https://tahiti2027.example/open-data" });
    }
  });
});

describe("each field's description on the /open-data page", () => {
  const MESSAGES = { fr, en, es, pt, zh, ja };
  it.each(Object.entries(MESSAGES))("exists in %s for every field of the document, and for none that is not", (_locale, messages) => {
    for (const dataset of DATASETS) {
      const texts = messages.openData.fields[dataset] as Record<string, string>;
      expect(Object.keys(texts), dataset).toEqual(Object.keys(properties(rowSchemaOf(document, dataset))));
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe("");
    }
    const envelope = new Set(DATASETS.flatMap((dataset) => Object.keys(properties(responseSchemaOf(document, dataset)))));
    for (const name of envelope) expect(messages.openData.fields.envelope, name).toHaveProperty(name);
  });
});

describe("the CSV files", () => {
  it("give a name in six columns, and the rest one column per field, in the row's order", () => {
    const columns = csvColumns(rowSchemaOf(document, "schedule")).map((column) => column.name);
    expect(columns.slice(0, 10)).toEqual(["session_id", "event_code", "sport", "sport_name_fr", "sport_name_en", "sport_name_es", "sport_name_pt", "sport_name_zh", "sport_name_ja", "discipline_fr"]);
    expect(columns).toContain("delegations");
    expect(columns).not.toContain("sport_name");
  });

  it("hold the same rows as the JSON: lists in one cell, null empty, values as they are", () => {
    const example = exampleOf("schedule", "https://tahiti2027.example");
    const columns = csvColumns(rowSchemaOf(document, "schedule"));
    const [row] = parse(csvText(columns, example.data), { columns: true }) as Record<string, string>[];
    const [json] = example.data;
    expect(row).toMatchObject({
      session_id: "3",
      sport_name_zh: json!.sport_name.zh,
      venue_name_fr: "Site d'athlétisme de Hitia'a",
      discipline_fr: "",
      phase_number: "",
      medal_event: "true",
      starts_at: "2027-08-02T17:30:00-10:00",
      delegations: "COK FIJ NCL PNG SAM SOL TAH VAN",
    });
  });

  it("have their header even without a row", () => {
    expect(csvText(csvColumns(rowSchemaOf(document, "medals")), [])).toBe("rank,delegation,delegation_name_fr,delegation_name_en,delegation_name_es,delegation_name_pt,delegation_name_zh,delegation_name_ja,gold,silver,bronze,total\r\n");
  });
});
