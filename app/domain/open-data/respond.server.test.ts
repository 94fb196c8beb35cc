import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { exampleOf } from "./openapi.ts";
import { atOpenApiPath, bodyResponse, datasetResponse, filtersOf, formatOf, notFoundResponse } from "./respond.server.ts";

const request = (path: string, headers: Record<string, string> = {}) => new Request(`https://tahiti2027.example${path}`, { headers });
const { t } = translatorFor("fr");

describe("bodyResponse", () => {
  it("tags the body, lets any site read it, and shows it inline under its name", async () => {
    const response = bodyResponse(request("/api/v1/medals.json"), '{"a":1}', "json", "tahiti2027-medals.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="tahiti2027-medals.json"');
    expect(await response.text()).toBe('{"a":1}');
  });

  it("answers 304 without a body to a client holding the same tag, 200 to one holding another", async () => {
    const etag = bodyResponse(request("/x"), "é", "csv", "x.csv").headers.get("etag")!;
    const again = bodyResponse(request("/x", { "if-none-match": `"old", ${etag}` }), "é", "csv", "x.csv");
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
    expect(await again.text()).toBe("");
    expect(bodyResponse(request("/x", { "if-none-match": etag }), "e", "csv", "x.csv").status).toBe(200);
  });
});

describe("formatOf", () => {
  it("reads the format from a dataset's exact address only, never from another spelling of it", () => {
    expect([formatOf(request("/api/v1/schedule.json?day=2027-08-02"), "schedule"), formatOf(request("/api/v1/schedule.csv"), "schedule")]).toEqual(["json", "csv"]);
    for (const path of ["/api/v1/schedule.CSV", "/api/v1/schedule.Csv", "/api/v1/schedule.csv/", "/api/v1/Schedule.json", "/API/V1/schedule.csv", "/api/v1/schedule%2Ecsv", "/api/v1/results.csv"]) {
      expect(formatOf(request(path), "schedule"), path).toBeNull();
    }
    expect([atOpenApiPath(request("/api/v1/openapi.json")), atOpenApiPath(request("/api/v1/OpenAPI.json")), atOpenApiPath(request("/api/v1/openapi.json/"))]).toEqual([true, false, false]);
  });
});

describe("datasetResponse", () => {
  it("answers the address's format: the JSON document, or its rows as CSV with a header row", async () => {
    const answer = exampleOf("medals", "https://tahiti2027.example");
    const json = datasetResponse(request("/api/v1/medals.json"), "medals", "json", answer);
    expect(JSON.parse(await json.text())).toEqual(answer);
    const csv = datasetResponse(request("/api/v1/medals.csv"), "medals", "csv", answer);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(csv.headers.get("content-disposition")).toBe('inline; filename="tahiti2027-medals.csv"');
    expect((await csv.text()).split("\r\n")[1]).toBe("1,FIJ,Fidji,Fiji,Fiyi,Fiji,斐济,フィジー,1,0,0,1");
  });
});

describe("refusals", () => {
  const known = { sports: ["athletics"], venues: [], delegations: ["TAH"] };

  it("refuse an unknown value with a 400 naming the parameter and its values, in the visitor's language", async () => {
    const refused = filtersOf(request("/api/v1/results.json?sport=curling"), "results", known, t);
    expect(refused).toBeInstanceOf(Response);
    const response = refused as Response;
    expect([response.status, response.headers.get("cache-control"), response.headers.get("access-control-allow-origin")]).toEqual([400, "no-store", "*"]);
    expect(await response.json()).toEqual({
      error: "invalid-parameter",
      message: fr.openData.errors.unknownValue.replace("{{value}}", "curling").replace("{{parameter}}", "sport"),
      parameter: "sport",
      allowed: ["athletics"],
    });
    expect(filtersOf(request("/api/v1/results.json?delegation=tah"), "results", known, t)).toEqual({ delegation: "TAH" });
  });

  it("answer an unknown address with a JSON 404 that says where the endpoints are described", async () => {
    const response = notFoundResponse("https://tahiti2027.example", translatorFor("en").t);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not-found", message: "No data at this address. The endpoints are described in https://tahiti2027.example/api/v1/openapi.json." });
  });
});
