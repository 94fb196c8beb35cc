import { describe, expect, it } from "vitest";
import { auditValues, changedFields, isSecretKey } from "./changed-fields.ts";

describe("changedFields", () => {
  it("keeps only the fields that differ, each side with its own value", () => {
    expect(changedFields({ athlete: "A", medal: null, date: "2027-08-04" }, { athlete: "A", medal: "gold", date: "2027-08-05" })).toEqual({
      before: { medal: null, date: "2027-08-04" },
      after: { medal: "gold", date: "2027-08-05" },
    });
  });

  it("says nothing changed when nothing did, whatever the order of nested keys", () => {
    expect(changedFields({ title: "T", alt: { fr: "a", en: "b" } }, { alt: { en: "b", fr: "a" }, title: "T" })).toBeNull();
  });

  it("counts a field missing on one side as null there", () => {
    expect(changedFields({ assignee: "Hina" }, {})).toEqual({ before: { assignee: "Hina" }, after: { assignee: null } });
  });

  it("compares dates by their instant", () => {
    expect(changedFields({ at: new Date("2027-08-01T00:00:00Z") }, { at: new Date("2027-08-01T00:00:00.000Z") })).toBeNull();
    expect(changedFields({ at: new Date("2027-08-01T00:00:00Z") }, { at: new Date("2027-08-02T00:00:00Z") })?.after).toEqual({ at: "2027-08-02T00:00:00.000Z" });
  });
});

describe("auditValues", () => {
  it("never keeps a secret, at any depth", () => {
    const row = { name: "Hina", password: "hash", backupCodes: "x", secret: "s", sessionToken: "t", accessToken: "a", nested: { refresh_token: "r", kept: 1 } };
    expect(auditValues(row)).toEqual({ name: "Hina", nested: { kept: 1 } });
    for (const key of ["password", "twoFactorSecret", "backup_codes", "idToken", "session", "apiKey"]) expect(isSecretKey(key), key).toBe(true);
    for (const key of ["name", "email", "role", "status", "title"]) expect(isSecretKey(key), key).toBe(false);
  });

  it("writes values as JSON holds them", () => {
    expect(auditValues({ at: new Date("2027-08-01T10:00:00Z"), n: Number.NaN, u: undefined, big: 12n, list: [1, undefined] })).toEqual({ at: "2027-08-01T10:00:00.000Z", n: null, big: "12", list: [1, null] });
  });
});
