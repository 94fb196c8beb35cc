import { describe, expect, it } from "vitest";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { accreditationStatus } from "./status.ts";

describe("the accreditation types a new site starts with (db/seed-content/accreditation.json)", () => {
  const items = initialItems("accreditation");
  const types = new Map(items.map((item) => [item.id, item.data]));

  it("validates as the back office would save it, one item per type", () => {
    expect([...types.keys()]).toEqual(["media", "officials", "vip", "staff"]);
  });

  it("carries the announced dates and VIP by invitation (docs/SPEC.md sections 2, 4 and 9)", () => {
    expect([...types.values()].map((type) => [type.opensOn, type.deadline, type.access])).toEqual([
      ["2027-01-01", "2027-04-30", "apply"],
      ["2027-01-01", "2027-03-15", "apply"],
      ["2027-01-01", "2027-06-01", "invitation"],
      ["2027-01-01", "2027-05-01", "apply"],
    ]);
    expect([...types.values()].every((type) => type.status === undefined)).toBe(true);
  });

  it("has every name, description and list of documents in the six languages", () => {
    for (const [id, type] of types) {
      for (const locale of LOCALES) {
        expect(type.name[locale], `${id} ${locale}`).toBeTruthy();
        expect(type.description?.[locale], `${id} ${locale}`).toBeTruthy();
        expect(type.requirements?.[locale]?.length, `${id} ${locale}`).toBe(3);
      }
    }
  });

  it("opens the applied-for types on 1 January 2027 in Tahiti, not before", () => {
    const media = types.get("media")!;
    expect(accreditationStatus(media, new Date("2026-12-31T23:00:00-10:00"))).toBe("upcoming");
    expect(accreditationStatus(media, new Date("2027-01-01T00:00:00-10:00"))).toBe("open");
  });
});
