import { describe, expect, it } from "vitest";
import { accreditationStatus } from "./status.ts";

const media = { access: "apply", opensOn: "2027-01-01", deadline: "2027-04-30" } as const;
// Tahiti is UTC−10 all year: its day starts at 10:00 UTC.
const at = (iso: string) => new Date(iso);

describe("accreditationStatus (issue 21, point 3)", () => {
  it("is upcoming before the opening day, in Tahiti's calendar", () => {
    expect(accreditationStatus(media, at("2026-11-24T12:00:00Z"))).toBe("upcoming");
    // Already 1 January in UTC, still 31 December in Papeete.
    expect(accreditationStatus(media, at("2027-01-01T09:59:00Z"))).toBe("upcoming");
  });

  it("is open from the opening day to the deadline, both included", () => {
    expect(accreditationStatus(media, at("2027-01-01T10:00:00Z"))).toBe("open");
    expect(accreditationStatus(media, at("2027-03-01T00:00:00Z"))).toBe("open");
    // 30 April, 23:59 in Papeete.
    expect(accreditationStatus(media, at("2027-05-01T09:59:00Z"))).toBe("open");
  });

  it("is closed after the deadline", () => {
    expect(accreditationStatus(media, at("2027-05-01T10:00:00Z"))).toBe("closed");
  });

  it("leaves a side open while its date is not announced", () => {
    expect(accreditationStatus({ access: "apply", opensOn: "2027-01-01" }, at("2030-01-01T00:00:00Z"))).toBe("open");
    expect(accreditationStatus({ access: "apply", deadline: "2027-04-30" }, at("2026-01-01T00:00:00Z"))).toBe("open");
  });

  it("is always by invitation for a type by invitation", () => {
    for (const now of ["2026-01-01T00:00:00Z", "2027-02-01T00:00:00Z", "2028-01-01T00:00:00Z"]) {
      expect(accreditationStatus({ access: "invitation", opensOn: "2027-01-01", deadline: "2027-06-01" }, at(now))).toBe("invitation");
    }
  });

  it("follows the organisers' override whatever the dates say", () => {
    expect(accreditationStatus({ ...media, status: "open" }, at("2026-11-24T12:00:00Z"))).toBe("open");
    expect(accreditationStatus({ ...media, status: "closed" }, at("2027-02-01T00:00:00Z"))).toBe("closed");
    expect(accreditationStatus({ ...media, status: "invitation" }, at("2027-02-01T00:00:00Z"))).toBe("invitation");
    expect(accreditationStatus({ access: "invitation", status: "open" }, at("2027-02-01T00:00:00Z"))).toBe("open");
  });
});
